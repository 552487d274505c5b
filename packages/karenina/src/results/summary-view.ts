import type { VerificationResult } from './verification-result.js'

/** Distinct values one field path may add to a {@link SummaryInterner} before it stops interning that path. */
const VALUES_PER_PATH = 256

/**
 * Shares equal plain-data parts (model identities, retry counts, usage, agent metrics, per-field verdicts)
 * between the summary views of a run: a run has a handful of distinct ones, and a view of its own for each
 * result is most of what a long run kept on disk (`keepResults: false`) holds in memory. A path whose values
 * keep differing (e.g. token counts) stops being interned after {@link VALUES_PER_PATH} distinct values, so the
 * table stays small. Only plain JSON data is interned (no class instances, bigints, -0 or undefined).
 */
export class SummaryInterner {
  readonly #values = new Map<string, unknown>()
  readonly #distinct = new Map<string, number>()

  /** The shared value equal to `value` at `path` (`value` itself the first time), with its parts shared too. */
  intern<T>(value: T, path: string): T {
    if (typeof value !== 'object' || value === null) return value
    const shared = this.#children(value, path)
    const key = plainKey(shared)
    if (key === null) return shared
    const known = this.#values.get(`${path}\u0000${key}`)
    if (known !== undefined) return known as T
    const count = this.#distinct.get(path) ?? 0
    if (count >= VALUES_PER_PATH) return shared
    this.#distinct.set(path, count + 1)
    this.#values.set(`${path}\u0000${key}`, shared)
    return shared
  }

  #children<T extends object>(value: T, path: string): T {
    if (Array.isArray(value)) {
      let out: unknown[] | null = null
      value.forEach((item: unknown, i) => {
        const shared = this.intern(item, `${path}[]`)
        if (shared !== item) (out ??= [...(value as unknown[])])[i] = shared
      })
      return (out ?? value) as T
    }
    if (!isPlainObject(value)) return value
    let out: Record<string, unknown> | null = null
    for (const [k, item] of Object.entries(value)) {
      const shared = this.intern(item, `${path}.${k}`)
      if (shared !== item) (out ??= { ...(value as Record<string, unknown>) })[k] = shared
    }
    return (out ?? value) as T
  }
}

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown
  return proto === Object.prototype || proto === null
}

/** A key equal for equal plain JSON data (same key order), or null when `value` is not plain data. */
function plainKey(value: unknown): string | null {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value)
    case 'boolean':
      return value ? 'true' : 'false'
    case 'number':
      return Number.isFinite(value) && !Object.is(value, -0) ? String(value) : null
    case 'object': {
      if (value === null) return 'null'
      const parts: string[] = []
      if (Array.isArray(value)) {
        for (const item of value) {
          const key = plainKey(item)
          if (key === null) return null
          parts.push(key)
        }
        return `[${parts.join(',')}]`
      }
      if (!isPlainObject(value)) return null
      for (const [k, item] of Object.entries(value)) {
        const key = plainKey(item)
        if (key === null) return null
        parts.push(`${JSON.stringify(k)}:${key}`)
      }
      return `{${parts.join(',')}}`
    }
    default:
      return null
  }
}

/**
 * A result without its text: what `getSummary()`, the terminal summary, verdict counts and an export's job
 * header read (ids, models, failure, verdicts, scores, token usage, agent metrics), without the answer, trace,
 * prompts, question text, parsed responses, reasoning and deep-judgment excerpts. A run that keeps its results
 * on disk (`keepResults: false`) keeps only these; they are not results to export or inspect.
 *
 * `interner` shares equal parts between the views of a run (see {@link SummaryInterner}).
 */
export function summaryView(result: VerificationResult, interner?: SummaryInterner): VerificationResult {
  const m = result.metadata
  const t = result.template
  const r = result.rubric
  const view: VerificationResult = {
    metadata: {
      ...m,
      question_text: '',
      raw_answer: null,
      partial_content: null,
      answering_system_prompt: null,
      parsing_system_prompt: null,
    },
    template: t && {
      ...t,
      raw_llm_response: '',
      trace_messages: [],
      conversation_context: [],
      parsed_gt_response: null,
      parsed_llm_response: null,
      regex_validation_details: null,
      regex_extraction_results: null,
      investigation_trace: null,
      agentic_extraction_recovery: null,
      dynamic_decision_reasoning: null,
      abstention_reasoning: null,
      sufficiency_reasoning: null,
    },
    rubric: r && { ...r, metric_trait_confusion_lists: null, agentic_trait_investigation_traces: null },
    // Summaries only count which results had deep judgment.
    deep_judgment: result.deep_judgment && ({ deep_judgment_performed: result.deep_judgment.deep_judgment_performed } as VerificationResult['deep_judgment']),
    deep_judgment_rubric:
      result.deep_judgment_rubric &&
      ({ deep_judgment_rubric_performed: result.deep_judgment_rubric.deep_judgment_rubric_performed } as VerificationResult['deep_judgment_rubric']),
    evaluation_input: null,
    used_full_trace: result.used_full_trace,
    trace_extraction_error: result.trace_extraction_error,
  }
  if (interner !== undefined) shareParts(view, interner)
  return view
}

/** Replaces each object-valued part of a view's sections by the interned equal one (the view is new: safe to set). */
function shareParts(view: VerificationResult, interner: SummaryInterner): void {
  for (const section of ['metadata', 'template', 'rubric'] as const) {
    const part = view[section] as unknown as Record<string, unknown> | null
    if (part === null) continue
    for (const [key, value] of Object.entries(part)) {
      if (typeof value === 'object' && value !== null) part[key] = interner.intern(value, `${section}.${key}`)
    }
  }
}
