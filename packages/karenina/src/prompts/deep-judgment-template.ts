import type { SearchResults } from '../llm/search/search-port.js'
import type { PromptTask } from '../config/prompt-task.js'
import { joinSections, tagged, type InstructionContext, type TaskPrompt } from './task-prompt.js'

/** A template attribute with its schema description (guidance falls back to "Evidence for <attr>"). */
export interface DeepJudgmentAttribute {
  name: string
  description?: string | null
}

/** An excerpt as stored in `extracted_excerpts` (spec 04 §2: Karenina's snake_case keys). */
export interface StoredExcerpt {
  text: string
  confidence: string
  similarity_score?: number
  explanation?: string
  search_results?: SearchResults
  hallucination_risk?: string
  hallucination_justification?: string
}

function guidance(attributes: readonly DeepJudgmentAttribute[]): string {
  return attributes.map((a) => `- ${a.name}: ${a.description || `Evidence for ${a.name}`}`).join('\n')
}

// Python f"{x:.3f}" for the similarities shown to the judge (display only).
const fixed3 = (x: number): string => x.toFixed(3)

/** Karenina's search-result listing: `[i] <title or first 50 chars...>`, the content and the source, indented. */
export function formatSearchResults(results: SearchResults): string {
  if (typeof results === 'string') return results
  if (results.length === 0) return '(no search results)'
  return results
    .map((r, i) => {
      const content = r.content ?? ''
      const title = r.title || `${Array.from(content).slice(0, 50).join('')}...`
      return `[${i + 1}] ${title}\n    ${content}\n    Source: ${r.url || 'Not available'}`
    })
    .join('\n\n')
}

/** A stage prompt: the assembled parsing system text, then the stage's section; the reply is free text read as JSON. */
function stagePrompt(task: PromptTask, parsingSystem: string, section: string, user: string, context: InstructionContext) {
  return { task, system: joinSections(parsingSystem, section), user, context, reply: null }
}

// Prompt wording below is written for this port from spec 06 §7.1 (Karenina's text is not copied).

/** Inputs of the template excerpt stage; `parsingSystem` is the assembled parsing system text. */
export interface TemplateExcerptPromptInput {
  parsingSystem: string
  question: string
  response: string
  attributes: readonly DeepJudgmentAttribute[]
  /** `deep_judgment_max_excerpts_per_attribute`. */
  maxExcerpts: number
  /** Set on retries: why the previous attempt was rejected. */
  retryNote?: string | null
}

/** Stage 1: verbatim excerpts per attribute (task `dj_template_excerpt_extraction`). */
export function buildTemplateExcerptPrompt(input: TemplateExcerptPromptInput): TaskPrompt<never> {
  const section = `## Excerpt extraction
For this step you act as a verbatim excerpt extractor. For each attribute below, find the passages of the response that support its value.

Attributes:
${guidance(input.attributes)}

Protocol:
- Give up to ${input.maxExcerpts} exact quotes per attribute, each with a confidence: "high" (explicitly stated), "medium" (implied) or "low" (weak evidence).
- If an attribute has no supporting passage, give one entry with empty text, confidence "none" and an "explanation" of why.
- Quote verbatim: never paraphrase, invent text or quote these instructions.
- Cover every attribute.

Reply with a JSON object mapping each attribute name to a list of {"text": string, "confidence": "high" | "medium" | "low" | "none", "explanation"?: string}.`
  const note = input.retryNote
    ? `Note: ${input.retryNote} Quote the response exactly, or return an empty list for an attribute.`
    : null
  const user = joinSections(tagged('original_question', input.question), tagged('response', input.response), note)
  return stagePrompt('dj_template_excerpt_extraction', input.parsingSystem, section, user, {
    outputFormatHint: '{"<attribute>": [{"text": "...", "confidence": "high"}]}',
    parsingNotes: 'Excerpts are validated by fuzzy matching against the response, so copy them character for character.',
  })
}

/** An excerpt submitted for hallucination assessment, with its temporary id. */
export interface ExcerptForAssessment {
  id: string
  attribute: string
  excerpt: StoredExcerpt
}

/** Stage 1.5: hallucination risk of each searched excerpt (task `dj_template_hallucination`). */
export function buildTemplateHallucinationPrompt(
  parsingSystem: string,
  excerpts: readonly ExcerptForAssessment[],
): TaskPrompt<never> {
  const blocks = excerpts.map(({ id, attribute, excerpt }) =>
    [
      `<excerpt id="${id}" attribute="${attribute}">`,
      `Text: "${excerpt.text}"`,
      `Extraction confidence: ${excerpt.confidence}`,
      `Similarity: ${fixed3(excerpt.similarity_score ?? 0)}`,
      'Search results:',
      formatSearchResults(excerpt.search_results ?? []),
      '</excerpt>',
    ].join('\n'),
  )
  const section = `## Hallucination assessment
For this step you assess, for every excerpt, how likely it is to be a hallucination given the external search results:
- "none": strong support from several sources;
- "low": some support;
- "medium": weak or ambiguous support;
- "high": contradicted by the sources or unsupported.
Be conservative: between two levels, choose the higher risk. Assess every excerpt.`
  const ask = 'Reply with {"excerpt_assessments": [{"excerpt_id", "attribute", "hallucination_risk", "justification"}]}, one entry per excerpt.'
  return stagePrompt('dj_template_hallucination', parsingSystem, section, joinSections(...blocks, ask), {
    outputFormatHint: '{"excerpt_assessments": [{"excerpt_id": "0", "attribute": "...", "hallucination_risk": "low", "justification": "..."}]}',
  })
}

function indent(text: string, spaces: number): string {
  return text
    .split('\n')
    .map((line) => ' '.repeat(spaces) + line)
    .join('\n')
}

/** The excerpts listing of the reasoning stage (spec 06 §7.1). */
export function formatExcerptsForReasoning(excerpts: Readonly<Record<string, readonly StoredExcerpt[]>>): string {
  const attributes = Object.entries(excerpts)
  if (attributes.length === 0) return '(No excerpts extracted)'
  return attributes
    .map(([attribute, list]) => {
      if (list.length === 0) return `${attribute}:\n  (No excerpts found for this attribute)`
      const items = list.map((e, i) => {
        const lines = [`  Excerpt ${i + 1}:`, `    Text: "${e.text}"`, `    Confidence: ${e.confidence}`, `    Similarity: ${fixed3(e.similarity_score ?? 0)}`]
        if (e.hallucination_risk) lines.push(`    Hallucination Risk: ${e.hallucination_risk.toUpperCase()}`)
        if (e.hallucination_justification) lines.push(`    Risk Justification: ${e.hallucination_justification}`)
        if (e.search_results !== undefined) lines.push('    Search Results:', indent(formatSearchResults(e.search_results), 6))
        return lines.join('\n')
      })
      return `${attribute}:\n${items.join('\n')}`
    })
    .join('\n\n')
}

/** Stage 2: reasoning per attribute from the excerpts (task `dj_template_reasoning`). */
export function buildTemplateReasoningPrompt(input: {
  parsingSystem: string
  question: string
  attributes: readonly DeepJudgmentAttribute[]
  excerpts: Readonly<Record<string, readonly StoredExcerpt[]>>
  /** Search ran: each value becomes `{reasoning, hallucination_risk}`. */
  searchEnabled?: boolean
}): TaskPrompt<never> {
  const shape = input.searchEnabled
    ? '{"<attribute>": {"reasoning": "...", "hallucination_risk": "none" | "low" | "medium" | "high"}}'
    : '{"<attribute>": "reasoning"}'
  const section = `## Reasoning
For this step, explain for each attribute in 2-3 sentences how its excerpts determine its value${input.searchEnabled ? ', taking the hallucination risks into account' : ''}. When an attribute has no excerpts, explain what that implies for its value.

Attributes:
${guidance(input.attributes)}

Reply with a JSON object of the form ${shape}.`
  const excerpts = formatExcerptsForReasoning(input.excerpts)
  const user = joinSections(tagged('original_question', input.question), tagged('excerpts', excerpts))
  return stagePrompt('dj_template_reasoning', input.parsingSystem, section, user, { outputFormatHint: shape })
}

/** Reasoning-only mode: reasoning per attribute read directly from the response (task `dj_template_reasoning_only`). */
export function buildTemplateReasoningOnlyPrompt(input: {
  parsingSystem: string
  question: string
  response: string
  attributes: readonly DeepJudgmentAttribute[]
}): TaskPrompt<never> {
  const section = `## Reasoning
For this step, read the response and explain for each attribute in 2-3 sentences which parts of the response determine its value, or why the response does not determine it.

Attributes:
${guidance(input.attributes)}

Reply with JSON only, as an object mapping each attribute name to its reasoning: {"<attribute>": "reasoning"}.`
  const user = joinSections(tagged('original_question', input.question), tagged('response', input.response))
  const context = { outputFormatHint: '{"<attribute>": "reasoning"}' }
  return stagePrompt('dj_template_reasoning_only', input.parsingSystem, section, user, context)
}

/** The reasoning traces block of the parameter stage: `<attr>:`, lines indented by two spaces, a blank line. */
export function formatReasoningTraces(reasoning: Readonly<Record<string, string>>): string {
  const entries = Object.entries(reasoning)
  if (entries.length === 0) return '(No reasoning traces generated)'
  return entries.map(([attribute, text]) => `${attribute}:\n${indent(text, 2)}\n`).join('\n')
}

/**
 * Stage 3: the parsing prompt whose user text is replaced by the question and the reasoning traces (task
 * `parsing`; pass the unassembled parsing prompt built with the raw template schema).
 */
export function buildTemplateParametersPrompt<Reply>(
  parsingPrompt: TaskPrompt<Reply>,
  question: string,
  reasoning: Readonly<Record<string, string>>,
): TaskPrompt<Reply> {
  return {
    ...parsingPrompt,
    user: `Original Question: ${question}\n\nReasoning Traces (explaining how excerpts inform each attribute value):\n\n${formatReasoningTraces(reasoning)}`,
  }
}

