import type { VerificationResult } from './verification-result.js'

/** Distinct values kept per field path, most recently seen first. */
const VALUES_PER_PATH = 8

/**
 * Shares equal plain-data parts (model identities, retry counts, usage, agent metrics, per-field verdicts)
 * between the summary views of a run: a run has a handful of distinct ones, and a view of its own for each
 * result is most of what a long run kept on disk (`keepResults: false`) holds in memory. Each part is compared
 * (no keys built) with the last {@link VALUES_PER_PATH} distinct values of its path, so a part that keeps
 * differing (e.g. token counts) costs a failed comparison and nothing more. Only plain JSON data is shared
 * (no class instances, bigints, -0 or undefined), and only when equal with the same key order.
 */
export class SummaryInterner {
  /** Recent distinct values by section, then by key (two lookups on property names instead of a path string). */
  readonly #recent = new Map<string, Map<string, unknown[]>>()

  /** The shared value equal to `value` at the part `key` of a section (`value` itself when none is known). */
  internAt<T>(section: string, key: string, value: T): T {
    if (typeof value !== 'object' || value === null) return value
    let byKey = this.#recent.get(section)
    if (byKey === undefined) this.#recent.set(section, (byKey = new Map()))
    let recent = byKey.get(key)
    if (recent === undefined) byKey.set(key, (recent = []))
    for (let i = 0; i < recent.length; i++) {
      const known = recent[i]
      if (!plainEqual(known, value)) continue
      // Most recently seen first: the next lookup of a run's usual value stops at once.
      if (i > 0) recent.unshift(...recent.splice(i, 1))
      return known as T
    }
    if (!isPlainData(value)) return value
    recent.unshift(value)
    if (recent.length > VALUES_PER_PATH) recent.pop()
    return value
  }
}

/** Whether plain data `known` equals `value`: same types, same keys in the same order, Object.is on leaves. */
function plainEqual(known: unknown, value: unknown): boolean {
  if (typeof known !== 'object' || known === null) return Object.is(known, value)
  if (typeof value !== 'object' || value === null) return false
  if (Array.isArray(known)) {
    if (!Array.isArray(value) || value.length !== known.length) return false
    for (let i = 0; i < known.length; i++) if (!plainEqual(known[i], value[i])) return false
    return true
  }
  if (Array.isArray(value) || !isPlainObject(value)) return false
  const knownKeys = Object.keys(known)
  const keys = Object.keys(value)
  if (keys.length !== knownKeys.length) return false
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!
    if (k !== knownKeys[i] || !plainEqual((known as Record<string, unknown>)[k], (value as Record<string, unknown>)[k])) return false
  }
  return true
}

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown
  return proto === Object.prototype || proto === null
}

/** Whether `value` is plain JSON data that `JSON.stringify` renders exactly (no class instances, bigints, -0, undefined). */
function isPlainData(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true
    case 'number':
      return Number.isFinite(value) && !Object.is(value, -0)
    case 'object': {
      if (value === null) return true
      if (Array.isArray(value)) {
        for (const item of value) if (!isPlainData(item)) return false
        return true
      }
      if (!isPlainObject(value)) return false
      for (const k in value) if (!Object.hasOwn(value, k) || !isPlainData((value as Record<string, unknown>)[k])) return false
      return true
    }
    default:
      return false
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
    // Cost summaries price batched calls at the batch price.
    ...(result.extensions?.['batch'] !== undefined ? { extensions: { batch: result.extensions['batch'] } } : {}),
  }
  if (interner !== undefined) shareParts(view, interner)
  return view
}

/** Replaces each object-valued part of a view's sections by the interned equal one (the view is new: safe to set). */
function shareParts(view: VerificationResult, interner: SummaryInterner): void {
  for (const section of ['metadata', 'template', 'rubric'] as const) {
    const part = view[section] as unknown as Record<string, unknown> | null
    if (part === null) continue
    for (const key in part) {
      const value = part[key]
      if (typeof value === 'object' && value !== null) part[key] = interner.internAt(section, key, value)
    }
  }
}
