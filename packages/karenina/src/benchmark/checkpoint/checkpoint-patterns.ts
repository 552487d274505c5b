import type { Benchmark } from '../benchmark.js'
import { compilePyRegex, resolvePyFlagNames, type PyRegexFlags } from '../../compat/py-regex.js'
import type { Rubric } from '../../rubric/rubric.js'
import type { Template } from '../../template/template.js'
import { analyzeRegex } from '../../regex-guard/redos-analysis.js'

/** A user-supplied pattern of a benchmark and where it is. */
export interface PatternSite {
  /** The question id, or null for the benchmark's global rubric. */
  questionId: string | null
  /** e.g. `field 'dose' (RegexMatch)`, `regex check 'dose'`, `rubric trait 'cites'`. */
  where: string
  pattern: string
  flags: PyRegexFlags
}

/** A pattern the ReDoS analysis shows to be exponential or polynomial of degree ≥ 3. */
export interface VulnerablePattern extends PatternSite {
  summary: string
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** Primitives (built or serialized) with a string `pattern` anywhere in a field's verification. */
function primitivePatterns(value: unknown, field: string, out: Omit<PatternSite, 'questionId'>[], depth = 0): void {
  if (!isRecord(value) || depth > 8) return
  if (Array.isArray(value)) {
    for (const item of value) primitivePatterns(item, field, out, depth + 1)
    return
  }
  const params = isRecord(value['params']) ? value['params'] : null
  if (typeof value['type'] === 'string' && params && typeof params['pattern'] === 'string') {
    let flags: PyRegexFlags = {}
    try {
      flags = resolvePyFlagNames(Array.isArray(params['flags']) ? params['flags'].filter((f): f is string => typeof f === 'string') : [])
    } catch {
      // An invalid flag is reported by the template checks.
    }
    out.push({ where: `field '${field}' (${value['type']})`, pattern: params['pattern'], flags })
  }
  for (const [key, child] of Object.entries(value)) if (key !== 'params') primitivePatterns(child, field, out, depth + 1)
}

function templatePatterns(template: Template): Omit<PatternSite, 'questionId'>[] {
  const out: Omit<PatternSite, 'questionId'>[] = []
  for (const field of template.fields) if (field.verification) primitivePatterns({ primitive: field.verification.primitive, groundTruth: field.verification.groundTruth }, field.name, out)
  if (template.hooks.groundTruth !== undefined) {
    try {
      // The classic regex checks come from the groundTruth hook, run as the pipeline runs it.
      for (const [name, check] of Object.entries(template.instantiate({}).regex ?? {})) {
        if (typeof check?.pattern === 'string') out.push({ where: `regex check '${name}'`, pattern: check.pattern, flags: {} })
      }
    } catch {
      // A failing hook is a verification failure, reported when the question runs.
    }
  }
  return out
}

function rubricPatterns(rubric: Rubric | null | undefined, label: string): Omit<PatternSite, 'questionId'>[] {
  return (rubric?.regex_traits ?? []).map((t) => ({ where: `${label} '${t.name}'`, pattern: t.pattern, flags: { ignoreCase: !t.case_sensitive } }))
}

/** Every user-supplied pattern of a benchmark: template fields, classic regex checks, rubric regex traits. */
export function benchmarkPatterns(benchmark: Benchmark): PatternSite[] {
  const global = [...rubricPatterns(benchmark.getGlobalRubric(), 'global rubric trait'), ...rubricPatterns(benchmark.getGlobalDynamicRubric(), 'global dynamic rubric trait')]
  const sites: PatternSite[] = global.map((s) => ({ ...s, questionId: null }))
  for (const q of benchmark.getAllQuestions()) {
    const local = [
      ...(q.template ? templatePatterns(q.template) : []),
      ...rubricPatterns(q.rubric, 'rubric trait'),
      ...rubricPatterns(q.dynamicRubric, 'dynamic rubric trait'),
    ]
    sites.push(...local.map((s) => ({ ...s, questionId: q.id })))
  }
  return sites
}

/**
 * The benchmark's patterns that can backtrack catastrophically (recheck: exponential, or polynomial of degree
 * 3 or more), for `karenina validate`. Whatever this says, every pattern runs under the regex time budget.
 */
export function vulnerablePatterns(benchmark: Benchmark): VulnerablePattern[] {
  return benchmarkPatterns(benchmark).flatMap((site) => {
    try {
      const { compiled } = compilePyRegex(site.pattern, site.flags)
      const verdict = analyzeRegex(compiled.source, compiled.jsFlags)
      return verdict.severe ? [{ ...site, summary: verdict.summary }] : []
    } catch {
      return [] // an invalid pattern fails its check with its own message
    }
  })
}
