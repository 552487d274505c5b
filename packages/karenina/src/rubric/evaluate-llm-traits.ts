import { PyFloat } from '../compat/py-float-value.js'
import { pyLower } from '../compat/py-lower.js'
import { pyRepr, pyStr } from '../compat/py-str.js'
import { pyTruthy } from '../compat/py-truthy.js'
import { pyTypeName } from '../compat/py-eq.js'
import { buildLiteralTraitBatchPrompt, buildLiteralTraitSinglePrompt, LiteralTraitBatchReplySchema, LiteralTraitSingleReplySchema, type LiteralTraitPromptInput } from '../prompts/rubric-traits.js'
import { buildLlmTraitBatchPrompt, buildLlmTraitSinglePrompt, type LlmTraitPromptInput } from '../prompts/rubric-traits.js'
import { buildTemplateTraitPrompt } from '../prompts/rubric-traits.js'
import { hasReferenceAnswer, type RubricEvidence } from '../prompts/rubric-traits.js'
import { callFailure, mapConcurrently, type RubricJudgeSession, type TraitEvaluationFailure, unscoredFailure, validateBatchScores, validateSingleBoolean, validateSingleScore, zodValidator } from './rubric-judge.js'
import type { LLMRubricTrait } from './traits/llm-trait.js'
import { isTemplateKind, templateKindRecord } from './traits/template-kind.js'

const FALSE_WORDS = new Set(['false', '0', 'no'])
// Python `int(str)`: surrounding whitespace, a sign, digits with single underscores between them.
const PY_INT_TEXT = /^\s*[+-]?\d+(?:_\d+)*\s*$/u

function pyIntOf(value: unknown, traitName: string): number {
  if (typeof value === 'string' && PY_INT_TEXT.test(value)) return Number(value.replace(/_/g, '').trim())
  throw new TypeError(`Invalid score type for trait ${traitName}: <class '${pyTypeName(value)}'>`)
}

/**
 * Karenina's `_validate_score` for boolean and score LLM traits (spec 03 §6), applied to judge replies in
 * batch and sequential mode. Boolean: a bool as is; an int or a string is true when truthy and its lowercase
 * text is not `false`/`0`/`no`; anything else by Python truthiness. Score: a non-number goes through Python
 * `int()` (which may throw), then `int()` truncation and clamping to `[min_score || 1, max_score || 5]`; a
 * `min_score` of 0 therefore acts as 1 (Python `or`).
 */
export function validateLlmScore(trait: Pick<LLMRubricTrait, 'name' | 'kind' | 'min_score' | 'max_score'>, value: unknown): boolean | number {
  if (trait.kind === 'boolean') {
    if (typeof value === 'boolean') return value
    const isInt = typeof value === 'number' && Number.isInteger(value)
    if (isInt || typeof value === 'string') return pyTruthy(value) && !FALSE_WORDS.has(pyLower(pyStr(value)))
    return pyTruthy(value)
  }
  // bool is an int in Python, so True scores 1 before clamping.
  let score: number
  if (typeof value === 'boolean') score = value ? 1 : 0
  else if (value instanceof PyFloat) score = value.value
  else if (typeof value === 'number') score = value
  else score = pyIntOf(value, trait.name)
  if (!Number.isFinite(score)) throw new RangeError(`cannot convert float ${pyRepr(score)} to integer (trait ${trait.name})`)
  const min = trait.min_score || 1
  const max = trait.max_score || 5
  const truncated = Math.trunc(score)
  return Math.max(min, Math.min(max, truncated === 0 ? 0 : truncated))
}

/** A literal trait's class as scored: the class index (or -1) and the label shown in `llm_trait_labels`. */
export interface LiteralClassification {
  score: number
  label: string
}

/**
 * Karenina's literal class mapping (spec 03 §6): the exact class name → its index; else a case-insensitive
 * match → the canonical name and its index; else `-1` with the returned text as the label.
 */
export function classifyLiteral(trait: Pick<LLMRubricTrait, 'kind' | 'classes'>, className: string): LiteralClassification {
  if (trait.kind !== 'literal' || trait.classes === null) return { score: -1, label: `[NOT_LITERAL_TRAIT: ${className}]` }
  const names = Object.keys(trait.classes)
  const exact = names.indexOf(className)
  if (exact !== -1) return { score: exact, label: className }
  const byLower = new Map(names.map((name) => [pyLower(name), name]))
  const canonical = byLower.get(pyLower(className))
  if (canonical === undefined) return { score: -1, label: className }
  return { score: names.indexOf(canonical), label: canonical }
}

/** Label of a literal trait the batch reply left out. */
export const MISSING_FROM_RESPONSE = '[MISSING_FROM_RESPONSE]'

/** Label of a literal trait whose own call failed (sequential strategy). */
export function evaluationErrorLabel(error: unknown): string {
  return `[EVALUATION_ERROR: ${error instanceof Error ? error.message : String(error)}]`
}

/** Scores (`null` when a trait got none) of boolean/score traits. */
export type ScalarScores = Record<string, boolean | number | null>

/** Scores (class index or -1) and labels of literal traits. */
export interface LiteralScores {
  scores: Record<string, number>
  labels: Record<string, string>
}

/** Where the LLM trait calls go and what they show the judge. */
export interface LlmTraitCallContext {
  session: RubricJudgeSession
  evidence: RubricEvidence
  /** Parallel calls of the sequential strategy (1 = one at a time). */
  concurrency: number
  /**
   * Receives every failed trait evaluation (a call that threw, a trait the reply left out); a failed batch
   * call then scores its traits as unscored instead of throwing. Absent: Karenina's behaviour (a failed batch
   * call throws, left-out traits score null silently).
   */
  onFailure?: (failure: TraitEvaluationFailure) => void
}

/**
 * The batch calls of a trait list (spec 03 §6): one, or two when a reference answer exists and only some
 * traits opt in (`include_ground_truth`): the opted-in traits with the reference, the others without.
 */
function batchGroups<T extends LLMRubricTrait>(traits: readonly T[], evidence: RubricEvidence): { traits: T[]; evidence: RubricEvidence }[] {
  const optedIn = traits.filter((t) => t.include_ground_truth)
  if (!hasReferenceAnswer(evidence) || optedIn.length === 0 || optedIn.length === traits.length) return [{ traits: [...traits], evidence }]
  return [
    { traits: optedIn, evidence },
    { traits: traits.filter((t) => !t.include_ground_truth), evidence: { ...evidence, referenceAnswer: null } },
  ]
}

const scalarPromptInput = (trait: LLMRubricTrait): LlmTraitPromptInput => ({ ...trait, kind: trait.kind as 'boolean' | 'score' })
const literalPromptInput = (trait: LLMRubricTrait): LiteralTraitPromptInput => ({ ...trait, classes: trait.classes ?? {} })

/**
 * Boolean and score traits in one call per batch group: reply scores of unknown names are ignored (in reply
 * order), traits missing from the reply (or scored null) score null. A failed call throws (the whole rubric
 * result is lost, as in Karenina), or with `onFailure` scores its traits null and reports them.
 */
export async function evaluateScalarBatch(call: LlmTraitCallContext, traits: readonly LLMRubricTrait[]): Promise<ScalarScores> {
  const out: ScalarScores = {}
  for (const group of batchGroups(traits, call.evidence)) {
    let reply: Record<string, number | boolean | null>
    const prompt = buildLlmTraitBatchPrompt(group.traits.map(scalarPromptInput), group.evidence)
    try {
      reply = await call.session.ask(prompt, 'BatchRubricScores', validateBatchScores)
    } catch (error) {
      const wrapped = new Error(`Failed to evaluate rubric traits using batch strategy: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
      if (!call.onFailure) throw wrapped
      call.onFailure(callFailure(group.traits.map((t) => t.name), error))
      for (const trait of group.traits) out[trait.name] = null
      continue
    }
    const byName = new Map(group.traits.map((t) => [t.name, t]))
    const scores: ScalarScores = {}
    const invalid = new Set<string>()
    for (const [name, value] of Object.entries(reply)) {
      const trait = byName.get(name)
      if (!trait) continue
      try {
        scores[name] = value === null ? null : validateLlmScore(trait, value)
      } catch (error) {
        // A score Python's int() rejects: Karenina loses the whole rubric result; here only this trait.
        if (!call.onFailure) throw new Error(`Failed to evaluate rubric traits using batch strategy: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
        call.onFailure(callFailure([name], error))
        scores[name] = null
        invalid.add(name)
      }
    }
    for (const trait of group.traits) if (!Object.hasOwn(scores, trait.name)) scores[trait.name] = null
    const unscored = group.traits.filter((t) => scores[t.name] === null && !invalid.has(t.name)).map((t) => t.name)
    if (unscored.length > 0) call.onFailure?.(unscoredFailure(unscored))
    Object.assign(out, scores)
  }
  return out
}

/** Boolean and score traits one call each (parallel up to `concurrency`); a failed trait scores null. */
export async function evaluateScalarSequential(call: LlmTraitCallContext, traits: readonly LLMRubricTrait[]): Promise<ScalarScores> {
  const results = await mapConcurrently(traits, call.concurrency, async (trait) => {
    const prompt = buildLlmTraitSinglePrompt(scalarPromptInput(trait), call.evidence)
    try {
      const value =
        trait.kind === 'boolean'
          ? await call.session.ask(prompt, 'SingleBooleanScore', validateSingleBoolean)
          : await call.session.ask(prompt, 'SingleNumericScore', validateSingleScore)
      return validateLlmScore(trait, value)
    } catch (error) {
      call.onFailure?.(callFailure([trait.name], error))
      return null
    }
  })
  return Object.fromEntries(traits.map((trait, i) => [trait.name, results[i]!]))
}

const validateLiteralBatch = zodValidator(LiteralTraitBatchReplySchema)
const validateLiteralSingle = zodValidator(LiteralTraitSingleReplySchema)

/**
 * Literal traits in one call per batch group (same reference-answer split as scalar traits). The reply's
 * list becomes a map (a repeated trait keeps its last class); traits left out score -1 with the label
 * `[MISSING_FROM_RESPONSE]`. A failed call throws.
 */
export async function evaluateLiteralBatch(call: LlmTraitCallContext, traits: readonly LLMRubricTrait[]): Promise<LiteralScores> {
  const out: LiteralScores = { scores: {}, labels: {} }
  for (const group of batchGroups(traits, call.evidence)) {
    let reply: { classifications: { trait_name: string; class_name: string }[] }
    try {
      reply = await call.session.ask(buildLiteralTraitBatchPrompt(group.traits.map(literalPromptInput), group.evidence), 'BatchLiteralClassifications', validateLiteralBatch)
    } catch (error) {
      const wrapped = new Error(`Failed to evaluate literal traits using batch strategy: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
      if (!call.onFailure) throw wrapped
      call.onFailure(callFailure(group.traits.map((t) => t.name), error))
      for (const trait of group.traits) {
        out.scores[trait.name] = -1
        out.labels[trait.name] = evaluationErrorLabel(error)
      }
      continue
    }
    const classifications = new Map(reply.classifications.map((c) => [c.trait_name, c.class_name]))
    const byName = new Map(group.traits.map((t) => [t.name, t]))
    for (const [name, className] of classifications) {
      const trait = byName.get(name)
      if (!trait) continue
      const { score, label } = classifyLiteral(trait, className)
      out.scores[name] = score
      out.labels[name] = label
    }
    const missing = group.traits.filter((t) => !Object.hasOwn(out.scores, t.name)).map((t) => t.name)
    for (const name of missing) {
      out.scores[name] = -1
      out.labels[name] = MISSING_FROM_RESPONSE
    }
    if (missing.length > 0) call.onFailure?.(unscoredFailure(missing))
  }
  return out
}

/** Literal traits one call each; a failed call scores -1 with the label `[EVALUATION_ERROR: <message>]`. */
export async function evaluateLiteralSequential(call: LlmTraitCallContext, traits: readonly LLMRubricTrait[]): Promise<LiteralScores> {
  const results = await mapConcurrently(traits, call.concurrency, async (trait) => {
    try {
      const reply = await call.session.ask(buildLiteralTraitSinglePrompt(literalPromptInput(trait), call.evidence), 'SingleLiteralClassification', validateLiteralSingle)
      return classifyLiteral(trait, reply.classification)
    } catch (error) {
      call.onFailure?.(callFailure([trait.name], error))
      return { score: -1, label: evaluationErrorLabel(error) }
    }
  })
  const out: LiteralScores = { scores: {}, labels: {} }
  traits.forEach((trait, i) => {
    out.scores[trait.name] = results[i]!.score
    out.labels[trait.name] = results[i]!.label
  })
  return out
}

/**
 * Template-kind traits (spec 03 §6): one call per trait (parallel up to `concurrency`, each has its own
 * schema), the reply validated as Karenina's rebuilt record type and flattened to `trait.field` entries in
 * schema order. A failed trait scores `{trait: null}`, as in Karenina.
 */
export async function evaluateTemplateTraits(call: LlmTraitCallContext, traits: readonly LLMRubricTrait[]): Promise<Record<string, unknown>> {
  const results = await mapConcurrently(traits, call.concurrency, async (trait) => {
    if (!isTemplateKind(trait.kind)) throw new Error(`trait '${trait.name}' is not a template kind`)
    const record = templateKindRecord(trait.kind)
    const prompt = buildTemplateTraitPrompt({ name: trait.name, description: trait.description, include_ground_truth: trait.include_ground_truth, jsonSchema: trait.kind.schema }, call.evidence)
    try {
      return await call.session.ask(prompt, record.name, (raw) => record.validate(raw))
    } catch (error) {
      call.onFailure?.(callFailure([trait.name], error))
      return null
    }
  })
  const out: Record<string, unknown> = {}
  traits.forEach((trait, i) => {
    const dumped = results[i]
    if (dumped === null || dumped === undefined) out[trait.name] = null
    else for (const [field, value] of Object.entries(dumped)) out[`${trait.name}.${field}`] = value
  })
  return out
}
