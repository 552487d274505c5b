import { PyFloat } from '../compat/py-float-value.js'
import { pyLower } from '../compat/py-lower.js'
import { pyRepr, pyStr } from '../compat/py-str.js'
import { pyTruthy } from '../compat/py-truthy.js'
import { pyTypeName } from '../compat/py-eq.js'
import { buildLiteralTraitBatchPrompt, buildLiteralTraitSinglePrompt, buildLlmTraitBatchPrompt, buildLlmTraitSinglePrompt, buildTemplateTraitPrompt } from '../prompts/rubric-traits.js'
import { hasReferenceAnswer, scoreRange, type LiteralTraitPromptInput, type LlmTraitPromptInput, type RubricEvidence } from '../prompts/rubric-traits.js'
import type { TaskPrompt } from '../prompts/task-prompt.js'
import { callFailure, mapConcurrently, type RubricJudgeSession, type TraitEvaluationFailure, unscoredFailure, validateBatchScores, validateSingleBoolean, validateSingleScore } from './rubric-judge.js'
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
  const [min, max] = scoreRange(trait)
  const truncated = Math.trunc(score)
  return Math.max(min, Math.min(max, truncated === 0 ? 0 : truncated))
}

/** One boolean or score trait's single-verdict call (`{"result"}` or `{"score"}`), through {@link validateLlmScore}. */
export async function askScalarVerdict(session: RubricJudgeSession, trait: LLMRubricTrait, prompt: TaskPrompt): Promise<boolean | number> {
  const value =
    trait.kind === 'boolean'
      ? await session.ask(prompt, 'SingleBooleanScore', validateSingleBoolean)
      : await session.ask(prompt, 'SingleNumericScore', validateSingleScore)
  return validateLlmScore(trait, value)
}

/**
 * Karenina's literal class mapping (spec 03 §6): the exact class name → its index; else a case-insensitive
 * match → the canonical name and its index; else `-1` with the returned text as the label. The result is the
 * class as scored: the class index (or -1) and the label shown in `llm_trait_labels`.
 */
export function classifyLiteral(trait: Pick<LLMRubricTrait, 'kind' | 'classes'>, className: string) {
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

/** How the traits of one group (boolean/score, literal) are asked and scored; `Outcome` is what a trait gets. */
export interface LlmTraitGroup<Outcome> {
  /** Named in the error of a failed batch call (`rubric traits`, `literal traits`). */
  noun: string
  /** The batch call; its reply as trait name → value, in reply order (a repeated name keeps its last value). */
  askBatch: (session: RubricJudgeSession, traits: readonly LLMRubricTrait[], evidence: RubricEvidence) => Promise<Map<string, unknown>>
  /** One trait's call (sequential strategy), scored. */
  askSingle: (session: RubricJudgeSession, trait: LLMRubricTrait, evidence: RubricEvidence) => Promise<Outcome>
  /** A batch reply value scored (may throw). */
  score: (trait: LLMRubricTrait, value: unknown) => Outcome
  /** A trait the batch reply left out (or scored null). */
  missing: Outcome
  /** A trait whose call or score threw. */
  failed: (error: unknown) => Outcome
}

const scalarPromptInput = (trait: LLMRubricTrait): LlmTraitPromptInput => ({ ...trait, kind: trait.kind as 'boolean' | 'score' })
const literalPromptInput = (trait: LLMRubricTrait): LiteralTraitPromptInput => ({ ...trait, classes: trait.classes ?? {} })

/**
 * Boolean and score traits: the score of each (`null` when it got none), through {@link validateLlmScore}.
 * A score Python's int() rejects loses Karenina the whole rubric result; here (with `onFailure`) only the trait.
 */
export const SCALAR_TRAITS: LlmTraitGroup<boolean | number | null> = {
  noun: 'rubric traits',
  askBatch: async (session, traits, evidence) =>
    new Map(Object.entries(await session.ask(buildLlmTraitBatchPrompt(traits.map(scalarPromptInput), evidence), 'BatchRubricScores', validateBatchScores))),
  askSingle: (session, trait, evidence) => askScalarVerdict(session, trait, buildLlmTraitSinglePrompt(scalarPromptInput(trait), evidence)),
  score: (trait, value) => (value === null ? null : validateLlmScore(trait, value)),
  missing: null,
  failed: () => null,
}

/** Literal traits: the class index (or -1) and the label of each; a left-out trait is `[MISSING_FROM_RESPONSE]`. */
export const LITERAL_TRAITS: LlmTraitGroup<ReturnType<typeof classifyLiteral>> = {
  noun: 'literal traits',
  askBatch: async (session, traits, evidence) => {
    const prompt = buildLiteralTraitBatchPrompt(traits.map(literalPromptInput), evidence)
    const reply = await session.ask(prompt, 'BatchLiteralClassifications')
    return new Map(reply.classifications.map((c) => [c.trait_name, c.class_name]))
  },
  askSingle: async (session, trait, evidence) => {
    const reply = await session.ask(buildLiteralTraitSinglePrompt(literalPromptInput(trait), evidence), 'SingleLiteralClassification')
    return classifyLiteral(trait, reply.classification)
  },
  score: (trait, value) => classifyLiteral(trait, value as string),
  missing: { score: -1, label: MISSING_FROM_RESPONSE },
  failed: (error) => ({ score: -1, label: evaluationErrorLabel(error) }),
}

/**
 * Batch strategy: one call per batch group; reply values of unknown names are ignored, the others scored in
 * reply order, then the traits left out (or scored null) get `missing` and are reported unscored. A failed
 * call (or a score that throws) throws, losing the whole rubric result as in Karenina, or with `onFailure`
 * gets `failed` and is reported.
 */
export async function evaluateBatch<O>(call: LlmTraitCallContext, traits: readonly LLMRubricTrait[], group: LlmTraitGroup<O>): Promise<Record<string, O>> {
  const out: Record<string, O> = {}
  const fail = (names: string[], error: unknown): O => {
    const message = `Failed to evaluate ${group.noun} using batch strategy: ${error instanceof Error ? error.message : String(error)}`
    if (!call.onFailure) throw new Error(message, { cause: error })
    call.onFailure(callFailure(names, error))
    return group.failed(error)
  }
  for (const batch of batchGroups(traits, call.evidence)) {
    let reply: Map<string, unknown>
    try {
      reply = await group.askBatch(call.session, batch.traits, batch.evidence)
    } catch (error) {
      const failed = fail(batch.traits.map((t) => t.name), error)
      for (const trait of batch.traits) out[trait.name] = failed
      continue
    }
    const byName = new Map(batch.traits.map((t) => [t.name, t]))
    for (const [name, value] of reply) {
      const trait = byName.get(name)
      if (!trait) continue
      try {
        out[name] = group.score(trait, value)
      } catch (error) {
        out[name] = fail([name], error)
      }
    }
    const unscored = batch.traits.filter((t) => !reply.has(t.name) || reply.get(t.name) === null).map((t) => t.name)
    for (const name of unscored) if (!Object.hasOwn(out, name)) out[name] = group.missing
    if (unscored.length > 0) call.onFailure?.(unscoredFailure(unscored))
  }
  return out
}

/** Sequential strategy: one call per trait (parallel up to `concurrency`); a failed trait gets `failed` and is reported. */
export async function evaluateSequential<O>(
  call: LlmTraitCallContext,
  traits: readonly LLMRubricTrait[],
  group: Pick<LlmTraitGroup<O>, 'askSingle' | 'failed'>,
): Promise<Record<string, O>> {
  const results = await mapConcurrently(traits, call.concurrency, async (trait) => {
    try {
      return await group.askSingle(call.session, trait, call.evidence)
    } catch (error) {
      call.onFailure?.(callFailure([trait.name], error))
      return group.failed(error)
    }
  })
  return Object.fromEntries(traits.map((trait, i) => [trait.name, results[i]!]))
}

/**
 * Template-kind traits (spec 03 §6): one call per trait (parallel up to `concurrency`, each has its own
 * schema), the reply validated as Karenina's rebuilt record type and flattened to `trait.field` entries in
 * schema order. A failed trait scores `{trait: null}`, as in Karenina.
 */
export async function evaluateTemplateTraits(call: LlmTraitCallContext, traits: readonly LLMRubricTrait[]): Promise<Record<string, unknown>> {
  const records = await evaluateSequential(call, traits, {
    askSingle: async (session, trait, evidence) => {
      if (!isTemplateKind(trait.kind)) throw new Error(`trait '${trait.name}' is not a template kind`)
      const record = templateKindRecord(trait.kind)
      const prompt = buildTemplateTraitPrompt({ ...trait, jsonSchema: trait.kind.schema }, evidence)
      return session.ask(prompt, record.name, (raw) => record.validate(raw))
    },
    failed: () => null,
  })
  const out: Record<string, unknown> = {}
  for (const { name } of traits) {
    const record = records[name]!
    if (record === null) out[name] = null
    else for (const [field, value] of Object.entries(record)) out[`${name}.${field}`] = value
  }
  return out
}
