import { pyStrip } from '../compat/py-whitespace.js'
import type { CompatMode } from '../compat/compat-mode.js'
import type { LlmPort } from '../llm/ports.js'
import type { SearchPort } from '../llm/search/search-port.js'
import type { CallUsage } from '../llm/usage.js'
import {
  buildRubricExcerptPrompt,
  buildRubricHallucinationPrompt,
  buildRubricReasoningPrompt,
  buildRubricScorePrompt,
  type FailedExcerpt,
} from '../prompts/deep-judgment-rubric.js'
import { formatSearchResults } from '../prompts/deep-judgment-template.js'
import { scoreRange, type LlmTraitPromptInput } from '../prompts/rubric-traits.js'
import { joinSections } from '../prompts/task-prompt.js'
import { RubricJudgeSession } from '../rubric/rubric-judge.js'
import { askScalarVerdict } from '../rubric/evaluate-llm-traits.js'
import type { LLMRubricTrait } from '../rubric/traits/llm-trait.js'
import { acceptRubricExcerpt, EXCERPT_MATCH_THRESHOLD, fuzzyMatchExcerpt } from './fuzzy-match.js'
import { maxRisk, riskLevel } from './hallucination-risk.js'
import type { TraitDeepJudgmentSettings } from './rubric-trait-settings.js'
import type { DeepJudgmentCallOptions } from './template-deep-judgment.js'

/** A validated rubric excerpt as stored in `extracted_rubric_excerpts`. */
export interface RubricExcerptRecord {
  text: string
  confidence: string
  similarity_score: number
  search_results?: string
  hallucination_risk?: string
  hallucination_justification?: string
}

/** `trait_metadata[trait]` (spec 04 §2.7). */
export interface TraitDeepJudgmentMetadata {
  stages_completed: string[]
  model_calls: number
  had_excerpts?: boolean
  excerpt_retry_count?: number
  excerpt_validation_failed?: boolean
  error?: string
}

/** Where rubric deep judgment sends its calls. */
export interface RubricDeepJudgmentOptions extends DeepJudgmentCallOptions {
  /** TaskEval mode: no question section in the reasoning prompt. @default false */
  taskEval?: boolean
  /** Usage of every call (tracked under `rubric_evaluation`). */
  onUsage?: (usage: CallUsage) => void
}

/** The `deep_judgment_rubric` section data of a set of deep-judged traits (spec 03 §8.4). */
export interface RubricDeepJudgmentResult {
  scores: Record<string, boolean | number>
  excerpts: Record<string, RubricExcerptRecord[]>
  reasoning: Record<string, string>
  traitMetadata: Record<string, TraitDeepJudgmentMetadata>
  traitsWithoutValidExcerpts: string[]
  hallucinationRisk: Record<string, { overall_risk: string; per_excerpt_risks: string[] }>
  totalModelCalls: number
  totalTraitsEvaluated: number
  totalExcerptRetries: number
}

/**
 * Deep judgment of rubric traits (spec 03 §8), one trait after the other: per trait, verbatim excerpts
 * validated by fuzzy matching against the evaluated answer (retried with feedback; none valid after the last
 * attempt → the trait auto-fails without a score), optional search-backed hallucination assessment, free-text
 * reasoning, then the score extracted from the reasoning. Without excerpts: reasoning over the answer, then
 * the score. A trait that throws is listed without valid excerpts and keeps the error in its metadata.
 * @example
 * const dj = await runRubricDeepJudgment(traits, settings, { question, answer }, { parser, llm, interface: 'langchain' })
 * dj.traitsWithoutValidExcerpts // ['clarity']
 */
export async function runRubricDeepJudgment(
  traits: readonly LLMRubricTrait[],
  settings: ReadonlyMap<string, TraitDeepJudgmentSettings>,
  input: { question: string; answer: string },
  options: RubricDeepJudgmentOptions,
): Promise<RubricDeepJudgmentResult> {
  const out: RubricDeepJudgmentResult = {
    scores: {},
    excerpts: {},
    reasoning: {},
    traitMetadata: {},
    traitsWithoutValidExcerpts: [],
    hallucinationRisk: {},
    totalModelCalls: 0,
    totalTraitsEvaluated: 0,
    totalExcerptRetries: 0,
  }
  for (const trait of traits) {
    const traitSettings = settings.get(trait.name)
    if (!traitSettings) continue
    try {
      await judgeTrait(trait, traitSettings, input, options, out)
    } catch (error) {
      if (options.callOptions?.signal?.aborted) throw error
      out.traitMetadata[trait.name] = { stages_completed: [], model_calls: 0, error: error instanceof Error ? error.message : String(error) }
      out.traitsWithoutValidExcerpts.push(trait.name)
    }
  }
  for (const metadata of Object.values(out.traitMetadata)) {
    out.totalModelCalls += metadata.model_calls
    out.totalExcerptRetries += metadata.excerpt_retry_count ?? 0
  }
  out.totalTraitsEvaluated = Object.keys(out.scores).length
  return out
}

/** One trait's deep judgment (spec 03 §8.1–8.2), recorded in `out` once it completes (or auto-fails). */
async function judgeTrait(
  trait: LLMRubricTrait,
  settings: TraitDeepJudgmentSettings,
  input: { question: string; answer: string },
  options: RubricDeepJudgmentOptions,
  out: RubricDeepJudgmentResult,
): Promise<void> {
  const session = new RubricJudgeSession(options, options.onUsage)
  const metadata: TraitDeepJudgmentMetadata = {
    stages_completed: [],
    model_calls: 0,
    had_excerpts: settings.excerptEnabled,
    excerpt_retry_count: 0,
    excerpt_validation_failed: false,
  }
  // Only boolean and score traits are deep-judged (resolveRubricDeepJudgment): the trait is the prompts' input.
  const dj = trait as LlmTraitPromptInput
  let excerpts: RubricExcerptRecord[] | null = null
  let hallucinationRisk: { overall_risk: string; per_excerpt_risks: string[] } | null = null

  if (settings.excerptEnabled) {
    excerpts = await extractExcerpts(dj, settings, input.answer, session, metadata, options.compat ?? 'default')
    if (excerpts === null) {
      metadata.excerpt_validation_failed = true
      out.traitMetadata[trait.name] = metadata
      out.traitsWithoutValidExcerpts.push(trait.name)
      return
    }
    metadata.stages_completed.push('excerpt_extraction')
    if (settings.searchEnabled && options.search && excerpts.length > 0) {
      hallucinationRisk = await assessHallucination(excerpts, options.search, session, metadata)
      metadata.stages_completed.push('hallucination_assessment')
    }
  }

  const reasoningPrompt = buildRubricReasoningPrompt({
    trait: dj,
    question: input.question,
    excerpts,
    response: input.answer,
    overallRisk: hallucinationRisk?.overall_risk ?? null,
    taskEval: options.taskEval ?? false,
  })
  metadata.model_calls += 1
  const reasoning = pyStrip(await session.text(options.llm, reasoningPrompt))
  metadata.stages_completed.push('reasoning_generation')

  metadata.model_calls += 1
  const score = await extractScore(trait, reasoning, session, options.llm)
  metadata.stages_completed.push('score_extraction')
  out.traitMetadata[trait.name] = metadata
  out.scores[trait.name] = score
  if (excerpts !== null) out.excerpts[trait.name] = excerpts
  out.reasoning[trait.name] = reasoning
  if (hallucinationRisk !== null) out.hallucinationRisk[trait.name] = hallucinationRisk
}

/** Excerpt extraction with retries; `null` when no attempt yields a valid excerpt (auto-fail). */
async function extractExcerpts(
  trait: LlmTraitPromptInput,
  settings: TraitDeepJudgmentSettings,
  answer: string,
  session: RubricJudgeSession,
  metadata: TraitDeepJudgmentMetadata,
  compat: CompatMode,
): Promise<RubricExcerptRecord[] | null> {
  const attempts = Math.max(0, settings.retryAttempts) + 1
  const threshold = Math.max(EXCERPT_MATCH_THRESHOLD, settings.fuzzyThreshold)
  let retry: { failed: readonly FailedExcerpt[]; threshold: number } | null = null
  let parseFeedback = false
  for (let attempt = 0; attempt < attempts; attempt++) {
    const last = attempt === attempts - 1
    let prompt = buildRubricExcerptPrompt({ trait, response: answer, maxExcerpts: settings.maxExcerpts, retry })
    if (parseFeedback)
      prompt = {
        ...prompt,
        user: joinSections(prompt.user, '## Retry feedback\nThe previous reply failed to parse. Return a JSON object with an "excerpts" array.'),
      }
    metadata.model_calls += 1
    let reply
    try {
      reply = await session.ask(prompt, 'ExcerptExtractionOutput')
    } catch (error) {
      if (session.aborted) throw error
      if (last) return null
      metadata.excerpt_retry_count! += 1
      parseFeedback = true
      retry = null
      continue
    }
    parseFeedback = false
    const valid: RubricExcerptRecord[] = []
    const failed: FailedExcerpt[] = []
    for (const excerpt of reply.excerpts) {
      const match = fuzzyMatchExcerpt(excerpt.text, answer, { compat })
      if (acceptRubricExcerpt(match, threshold)) valid.push({ text: excerpt.text, confidence: excerpt.confidence, similarity_score: match.similarity })
      else failed.push({ text: excerpt.text, similarity_score: match.similarity })
    }
    if (valid.length > 0) return valid
    if (last) return null
    metadata.excerpt_retry_count! += 1
    retry = { failed, threshold }
  }
  return null
}

/** Search + one hallucination call per excerpt (spec 03 §8.1 step 2). */
async function assessHallucination(
  excerpts: RubricExcerptRecord[],
  search: () => SearchPort,
  session: RubricJudgeSession,
  metadata: TraitDeepJudgmentMetadata,
): Promise<{ overall_risk: string; per_excerpt_risks: string[] }> {
  const signal = session.judge.callOptions?.signal
  let results: string[]
  try {
    const found = await search().search(
      excerpts.map((e) => e.text),
      signal ? { signal } : {},
    )
    results = excerpts.map((_, i) => (found[i] === undefined ? 'Search failed' : formatSearchResults(found[i]!)))
  } catch (error) {
    if (session.aborted) throw error
    results = excerpts.map(() => 'Search failed')
  }
  const risks: string[] = []
  for (const [i, excerpt] of excerpts.entries()) {
    metadata.model_calls += 1
    let risk = 'medium'
    let justification = 'Failed to parse'
    try {
      const reply = await session.ask(buildRubricHallucinationPrompt(excerpt.text, results[i]!), 'HallucinationRiskOutput')
      risk = reply.risk
      justification = reply.justification
    } catch (error) {
      if (session.aborted) throw error
    }
    excerpt.search_results = results[i]!
    excerpt.hallucination_risk = risk
    excerpt.hallucination_justification = justification
    risks.push(risk)
  }
  return { overall_risk: maxRisk(risks, 'medium'), per_excerpt_risks: risks.map((r) => riskLevel(r, 'medium')) }
}

/** Score extraction: structured first, then a plain-text reply read leniently (spec 03 §8.1 step 4). */
async function extractScore(trait: LLMRubricTrait, reasoning: string, session: RubricJudgeSession, llm: LlmPort): Promise<boolean | number> {
  const dj = trait as LlmTraitPromptInput
  const prompt = buildRubricScorePrompt(dj, reasoning)
  try {
    return await askScalarVerdict(session, trait, prompt)
  } catch (error) {
    if (session.aborted) throw error
  }
  const text = pyStrip(await session.text(llm, { ...prompt, reply: null })).toLowerCase()
  if (dj.kind === 'boolean') return booleanFromText(text)
  const [min, max] = scoreRange(trait)
  const found = /-?\d+/.exec(text)
  const value = found ? Number(found[0]) : min
  return Math.min(max, Math.max(min, value))
}

/** Karenina's lenient boolean reading of a plain-text verdict. */
export function booleanFromText(lowered: string): boolean {
  if (['true', 'yes', '1'].includes(lowered)) return true
  if (['false', 'no', '0'].includes(lowered)) return false
  if (lowered.includes('true') || lowered.includes('yes')) return true
  return false
}
