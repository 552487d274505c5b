import { z } from 'zod'
import type { StoredExcerpt } from './deep-judgment-template.js'
import { joinSections, type TaskPrompt } from './task-prompt.js'
import { LlmTraitBooleanReplySchema, LlmTraitScoreReplySchema, scoreRange, type LlmTraitPromptInput, type LlmTraitSingleReply } from './rubric-traits.js'

/** Reply of the rubric excerpt stage. */
export const RubricExcerptsReplySchema = z.object({
  excerpts: z.array(z.looseObject({ text: z.string(), confidence: z.string() })),
})

/** Reply of the rubric hallucination stage. */
export const RubricHallucinationReplySchema = z.object({
  risk: z.enum(['none', 'low', 'medium', 'high']),
  justification: z.string(),
})

const GENERIC_CRITERIA = 'Assess this quality.'
const criteria = (trait: LlmTraitPromptInput): string => trait.description || GENERIC_CRITERIA

// Python f"{x:.2f}" (display only).
const fixed2 = (x: number): string => x.toFixed(2)

// Prompt wording below is written for this port from spec 06 §7.2 (Karenina's text is not copied).

/** An excerpt rejected by fuzzy validation, reported back on retry. */
export interface FailedExcerpt {
  text: string
  similarity_score: number
}

/** Stage 1: verbatim quotes for one trait (task `dj_rubric_excerpt_extraction`). */
export function buildRubricExcerptPrompt(input: {
  trait: LlmTraitPromptInput
  response: string
  maxExcerpts: number
  /** Excerpts of the previous attempt that failed validation, with the threshold they missed. */
  retry?: { failed: readonly FailedExcerpt[]; threshold: number } | null
}): TaskPrompt<z.output<typeof RubricExcerptsReplySchema>> {
  const system = `You extract verbatim quotes from a response that bear on one evaluation trait.

## Rules
- Quote verbatim: each excerpt must be exact text from the response.
- Give each excerpt a confidence: "high" (direct, explicit evidence), "medium" (reasonable inference) or "low" (weak or ambiguous evidence).
- Prefer weak evidence marked "low" over returning nothing.
- Keep quotes focused, about one sentence each.
- Do not paraphrase, invent text, quote the whole response or return near-duplicates.`
  const feedback = input.retry
    ? [
        'The previous excerpts were not found in the response:',
        ...input.retry.failed.map(
          (f, i) => `${i + 1}. "${f.text}" (similarity: ${fixed2(f.similarity_score)}, threshold: ${fixed2(input.retry!.threshold)})`,
        ),
        'Copy quotes exactly as they appear in the response.',
      ].join('\n')
    : null
  return {
    task: 'dj_rubric_excerpt_extraction',
    system,
    user: joinSections(
      `## Trait\n${input.trait.name}`,
      `## Criteria\n${criteria(input.trait)}`,
      `## Response\n${input.response}`,
      `## Maximum excerpts\n${input.maxExcerpts}`,
      feedback === null ? null : `## Retry feedback\n${feedback}`,
      `## Task\nExtract up to ${input.maxExcerpts} verbatim excerpts that bear on the trait, as {"excerpts": [{"text": "...", "confidence": "high" | "medium" | "low"}]}.`,
    ),
    context: { outputFormatHint: '{"excerpts": [{"text": "...", "confidence": "high"}]}' },
    reply: RubricExcerptsReplySchema,
  }
}

/** Stage 1.5: hallucination risk of one excerpt from its search results (task `dj_rubric_hallucination`). */
export function buildRubricHallucinationPrompt(
  excerptText: string,
  searchResults: string,
): TaskPrompt<z.output<typeof RubricHallucinationReplySchema>> {
  return {
    task: 'dj_rubric_hallucination',
    system: `You assess the hallucination risk of a quoted claim using external search results.
- "none": several reliable sources confirm it.
- "low": at least one source supports it.
- "medium": the evidence is weak, unclear or partly contradicting.
- "high": no source supports it, or sources contradict it.
Base the assessment only on the search results, and when uncertain between two levels choose the higher risk.`,
    user: joinSections(`## Excerpt\n"${excerptText}"`, `## Search results\n${searchResults}`, '## Task\nReply with {"risk": "none" | "low" | "medium" | "high", "justification": "..."}.'),
    context: { outputFormatHint: '{"risk": "low", "justification": "..."}' },
    reply: RubricHallucinationReplySchema,
  }
}

/** Stage 2: free-text reasoning with Evidence / Interpretation / Conclusion sections (task `dj_rubric_reasoning`). */
export function buildRubricReasoningPrompt(input: {
  trait: LlmTraitPromptInput
  question: string
  /** Validated excerpts; `null` when excerpts are disabled (the response is shown instead). */
  excerpts: readonly Pick<StoredExcerpt, 'text' | 'confidence' | 'hallucination_risk'>[] | null
  /** Shown when excerpts are disabled. */
  response?: string
  overallRisk?: string | null
  /** TaskEval mode: no question section. @default false */
  taskEval?: boolean
}): TaskPrompt<never> {
  const evidence =
    input.excerpts === null
      ? `## Response\n${input.response ?? ''}`
      : joinSections(
          `## Excerpts\n${
            input.excerpts.length === 0
              ? '(no excerpts)'
              : input.excerpts
                  .map((e, i) => `${i + 1}. "${e.text}" [${e.confidence} confidence]${e.hallucination_risk ? ` (hallucination risk: ${e.hallucination_risk})` : ''}`)
                  .join('\n')
          }`,
          input.overallRisk ? `## Overall hallucination risk\n${input.overallRisk}` : null,
        )
  return {
    task: 'dj_rubric_reasoning',
    system: `You are a careful rubric evaluator. Reason about an answer against one trait's criteria using only the evidence shown. Weigh supporting and contradicting evidence, cite specific passages, and if the criteria are ambiguous, state the interpretation you use.`,
    user: joinSections(
      `## Trait\n${input.trait.name}`,
      `## Criteria\n${criteria(input.trait)}`,
      input.taskEval ? null : `## Question\n${input.question}`,
      evidence,
      '## Task\nWrite your reasoning in three labelled sections:\nEvidence: the passages that bear on the criteria.\nInterpretation: how they relate to the criteria.\nConclusion: one line stating whether, or how well, the criteria are met.',
    ),
    context: {},
    reply: null,
  }
}

const LADDER_3 = ['does not meet the criteria', 'partially meets the criteria', 'fully meets the criteria']
const LADDER_5 = ['poor', 'below average', 'adequate', 'strong', 'excellent']
const LADDER_7 = ['very poor', 'poor', 'below average', 'adequate', 'good', 'very good', 'excellent']
const LADDER_10 = [
  'extremely poor',
  'very poor',
  'poor',
  'below average',
  'slightly below average',
  'slightly above average',
  'good',
  'very good',
  'excellent',
  'outstanding',
]
const LADDER_9 = ['lowest', 'very poor', 'poor', 'below average', 'adequate', 'good', 'very good', 'excellent', 'highest']

// Python's round(): ties to even.
function roundHalfEven(x: number): number {
  const floor = Math.floor(x)
  const diff = x - floor
  if (diff > 0.5) return floor + 1
  if (diff < 0.5) return floor
  return floor % 2 === 0 ? floor : floor + 1
}

/**
 * The `n = label` lines of a score scale (spec 06 §7.2): fixed ladders for 1–3 and for 5, 7 and 10 values,
 * else the 9-step ladder sampled at `round(i·8/(span−1))` (a single value takes the middle rung). The label
 * texts are this port's; the spec fixes only the ladder structure.
 */
export function scoreScaleLines(min: number, max: number): string[] {
  const span = max - min + 1
  let labels: string[]
  if (min === 1 && span === 3) labels = LADDER_3
  else if (span === 5) labels = LADDER_5
  else if (span === 7) labels = LADDER_7
  else if (span === 10) labels = LADDER_10
  else if (span <= 1) labels = [LADDER_9[4]!]
  else labels = Array.from({ length: span }, (_, i) => LADDER_9[roundHalfEven((i * 8) / (span - 1))]!)
  return labels.map((label, i) => `${min + i} = ${label}`)
}

/** Stage 3: the verdict that follows from the reasoning (task `dj_rubric_score_extraction`). */
export function buildRubricScorePrompt(trait: LlmTraitPromptInput, reasoning: string): TaskPrompt<LlmTraitSingleReply> {
  const boolean = trait.kind === 'boolean'
  const [min, max] = scoreRange(trait)
  return {
    task: 'dj_rubric_score_extraction',
    system: `You translate a reasoning analysis into the final verdict for a trait. The verdict must follow from the reasoning's Conclusion; do not add evidence or contradict the reasoning.`,
    user: joinSections(
      `## Trait\n${trait.name}`,
      `## Criteria\n${criteria(trait)}`,
      `## Reasoning\n${reasoning}`,
      boolean ? null : `## Scale\n${scoreScaleLines(min, max).join('\n')}`,
      boolean
        ? '## Task\nDoes the answer meet the criteria according to the reasoning? Reply with {"result": true} or {"result": false}.'
        : `## Task\nGive the integer score from ${min} to ${max} that matches the reasoning's conclusion, as {"score": <integer>}.`,
    ),
    context: { outputFormatHint: boolean ? '{"result": true | false}' : '{"score": <integer>}' },
    reply: boolean ? LlmTraitBooleanReplySchema : LlmTraitScoreReplySchema,
  }
}
