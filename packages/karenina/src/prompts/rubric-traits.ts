import { z } from 'zod'
import { pyJsonDumps } from '../compat/py-json.js'
import { pyStrip } from '../compat/py-whitespace.js'
import type { JsonSchema } from '../llm/ports.js'
import type { PromptTask } from '../config/prompt-task.js'
import { joinSections, replyJsonSchema, type InstructionContext, type TaskPrompt } from './task-prompt.js'

/** What every rubric prompt shows the judge: the question, an optional reference answer and the answer. */
export interface RubricEvidence {
  question: string
  /** The evaluated response (final AI message or full trace, per `use_full_trace_for_rubric`). */
  answer: string
  /** The question's `raw_answer`; shown only when non-empty and a trait of the call sets `include_ground_truth`. */
  referenceAnswer?: string | null
  /** TaskEval mode: the question block is omitted. @default false */
  taskEval?: boolean
}

/** The fields of a trait every rubric prompt reads (Karenina's snake_case names); the kinds add theirs. */
export interface TraitPromptInput {
  name: string
  description?: string | null
  /** Decides, with the other traits of the call, whether the reference answer is shown. */
  include_ground_truth?: boolean | null
}

/** Placeholder for a trait without a description. */
export const NO_DESCRIPTION = '(no description provided)'

/** The `## Trait` section of a one-trait prompt: its name and description. */
function traitSection(trait: TraitPromptInput): string {
  return `## Trait\n**${trait.name}**: ${trait.description || NO_DESCRIPTION}`
}

/** The evidence has a reference answer to show (non-empty after Python `strip()`). */
export function hasReferenceAnswer(evidence: RubricEvidence): boolean {
  return !!evidence.referenceAnswer && pyStrip(evidence.referenceAnswer) !== ''
}

/** The question, reference-answer and answer sections, in that order (spec 06 §4.3). */
export function rubricEvidenceSections(evidence: RubricEvidence, traits: readonly TraitPromptInput[]): string {
  const showReference = hasReferenceAnswer(evidence) && traits.some((t) => t.include_ground_truth === true)
  return joinSections(
    evidence.taskEval ? null : `## Question\n${evidence.question}`,
    showReference
      ? `## Reference Answer\nA reference answer for this question, to inform (not replace) your judgment:\n${evidence.referenceAnswer}`
      : null,
    `## Answer to Evaluate\n${evidence.answer}`,
  )
}

/** The user text of a one-trait prompt: the evidence, then the trait's section. */
function oneTraitUser(trait: TraitPromptInput, evidence: RubricEvidence): string {
  return joinSections(rubricEvidenceSections(evidence, [trait]), traitSection(trait))
}

/**
 * A rubric prompt; the context's schema (what the adapter instructions show the judge) defaults to the JSON
 * Schema of the reply contract.
 */
function rubricPrompt<Reply>(
  task: PromptTask,
  system: string,
  user: string,
  reply: z.ZodType<Reply>,
  context: InstructionContext,
): TaskPrompt<Reply> {
  return { task, system, user, context: { jsonSchema: context.jsonSchema ?? replyJsonSchema(reply), ...context }, reply }
}

/** The fields of a boolean or score `LLMRubricTrait` the prompts read. */
export interface LlmTraitPromptInput extends TraitPromptInput {
  kind: 'boolean' | 'score'
  /** @default 1 (also when 0, as Karenina's `min_score or 1`) */
  min_score?: number | null
  /** @default 5 */
  max_score?: number | null
}

/** Reply of the batch call: a score per exact trait name (bool or int; omitted traits are recorded as null). */
export const LlmTraitBatchReplySchema = z.object({
  scores: z.record(z.string(), z.union([z.boolean(), z.number(), z.null()])),
})

/** Reply of a single boolean trait. */
export const LlmTraitBooleanReplySchema = z.object({ result: z.boolean() })
/** Reply of a single score trait. */
export const LlmTraitScoreReplySchema = z.object({ score: z.int() })

/** A parsed single-trait reply. */
export type LlmTraitSingleReply = { result: boolean } | { score: number }

/**
 * The JSON schema of the batch reply for these traits: `scores` names every trait as a required property
 * (boolean or integer) and allows no other, so structured output (json_schema strict, forced tool input)
 * cannot return an empty or partial `scores`. Karenina sends an open map (`dict[str, int | bool]`).
 */
export function llmTraitBatchJsonSchema(traits: readonly LlmTraitPromptInput[]): JsonSchema {
  const properties = Object.fromEntries(
    traits.map((t) => {
      if (t.kind === 'boolean') return [t.name, { type: 'boolean' }]
      const [min, max] = scoreRange(t)
      return [t.name, { type: 'integer', description: `score from ${min} to ${max}` }]
    }),
  )
  return {
    type: 'object',
    properties: {
      scores: { type: 'object', properties, required: traits.map((t) => t.name), additionalProperties: false },
    },
    required: ['scores'],
    additionalProperties: false,
  }
}

/** A score trait's range, as Karenina's `min_score or 1` / `max_score or 5` (a 0 bound falls back too). */
export function scoreRange(trait: { min_score?: number | null; max_score?: number | null }): [number, number] {
  return [trait.min_score || 1, trait.max_score || 5]
}

// Wording written for this port from the intent in spec 06 §4.3–4.4 (Karenina's text is not copied).
const LLM_BATCH_SYSTEM = `You are a rigorous evaluator assessing an answer against a set of quality traits.

## Rules
- Use the trait names exactly as given (case-sensitive).
- Boolean traits take JSON true or false.
- Score traits take an integer within the trait's range; out-of-range scores will be clamped.
- Score every trait listed; a trait left out is recorded as a failed evaluation.
- Ground every judgment in evidence visible in the answer; consider evidence both for and against.
- If a criterion is ambiguous, state the interpretation you used and apply it consistently.
- Be consistent across traits and do not lean toward either outcome when uncertain.`

function traitLine(trait: LlmTraitPromptInput): string {
  const description = trait.description || NO_DESCRIPTION
  if (trait.kind === 'boolean') return `- **${trait.name}** (boolean): ${description}\n  Answer true if the answer meets the criterion, false otherwise.`
  const [min, max] = scoreRange(trait)
  return `- **${trait.name}** (score ${min}-${max}): ${description}\n  Give an integer from ${min} to ${max}.`
}

/** The batch prompt for boolean and score traits (task `rubric_llm_trait_batch`). */
export function buildLlmTraitBatchPrompt(
  traits: readonly LlmTraitPromptInput[],
  evidence: RubricEvidence,
): TaskPrompt<z.output<typeof LlmTraitBatchReplySchema>> {
  const example = Object.fromEntries(traits.map((t) => [t.name, t.kind === 'boolean' ? true : scoreRange(t)[0] + 2]))
  const user = joinSections(`## Traits to Evaluate\n${traits.map(traitLine).join('\n')}`, rubricEvidenceSections(evidence, traits))
  return rubricPrompt('rubric_llm_trait_batch', LLM_BATCH_SYSTEM, user, LlmTraitBatchReplySchema, {
    jsonSchema: llmTraitBatchJsonSchema(traits),
    exampleJson: pyJsonDumps({ scores: example }),
    outputFormatHint: 'a JSON object with a "scores" object mapping each exact trait name to its value',
  })
}

function singleSystem(trait: LlmTraitPromptInput): string {
  const criteria = trait.description || NO_DESCRIPTION
  const guidance =
    'Base your judgment on evidence visible in the answer, weigh evidence for and against, and apply the criterion consistently.'
  if (trait.kind === 'boolean') {
    return joinSections(
      `You are an evaluator deciding whether an answer meets one criterion.\n\nCriterion: ${criteria}`,
      'Return true if the answer meets the criterion and false if it does not.',
      guidance,
    )
  }
  const [min, max] = scoreRange(trait)
  return joinSections(
    `You are an evaluator scoring an answer on one criterion.\n\nCriterion: ${criteria}`,
    `Score on an integer scale from ${min} to ${max}:\n- ${min} = poor\n- ${Math.floor((min + max) / 2)} = average\n- ${max} = excellent`,
    guidance,
  )
}

/** The prompt for one boolean or score trait (task `rubric_llm_trait_single`). */
export function buildLlmTraitSinglePrompt(trait: LlmTraitPromptInput, evidence: RubricEvidence): TaskPrompt<LlmTraitSingleReply> {
  const reply = trait.kind === 'boolean' ? LlmTraitBooleanReplySchema : LlmTraitScoreReplySchema
  const [min, max] = scoreRange(trait)
  return rubricPrompt<LlmTraitSingleReply>('rubric_llm_trait_single', singleSystem(trait), oneTraitUser(trait, evidence), reply, {
    exampleJson: trait.kind === 'boolean' ? '{"result": true}' : `{"score": ${Math.min(min + 2, max)}}`,
    outputFormatHint: trait.kind === 'boolean' ? '{"result": true | false}' : '{"score": <integer>}',
  })
}

/** The fields of a literal `LLMRubricTrait` the prompts read: `classes` maps class name → description, in order. */
export interface LiteralTraitPromptInput extends TraitPromptInput {
  classes: Readonly<Record<string, string>>
}

/** Reply of the batch call: a list (not a map) of one class per trait. */
export const LiteralTraitBatchReplySchema = z.object({
  classifications: z.array(z.object({ trait_name: z.string(), class_name: z.string() })),
})

/** Reply of a single literal trait. */
export const LiteralTraitSingleReplySchema = z.object({ classification: z.string() })

// Wording written for this port from the intent in spec 06 §4.5 (Karenina's text is not copied).
const LITERAL_BATCH_SYSTEM = `You classify an answer into predefined categories, one classification per trait.

## Rules
- Use the exact trait names and class names as given (case-sensitive).
- Choose exactly one class for each trait, and include every trait.
- Never invent a class that is not listed for the trait.
- When the answer mixes several categories, choose the dominant or primary one.`

function classLines(classes: Readonly<Record<string, string>>): string {
  return Object.entries(classes)
    .map(([name, description]) => `  - ${name}: ${description}`)
    .join('\n')
}

function traitBlock(trait: LiteralTraitPromptInput): string {
  return [
    `- **${trait.name}**: ${trait.description || NO_DESCRIPTION}`,
    `  Classes: ${Object.keys(trait.classes).join(', ')}`,
    classLines(trait.classes),
  ].join('\n')
}

/** The batch prompt for literal traits (task `rubric_literal_trait_batch`). */
export function buildLiteralTraitBatchPrompt(
  traits: readonly LiteralTraitPromptInput[],
  evidence: RubricEvidence,
): TaskPrompt<z.output<typeof LiteralTraitBatchReplySchema>> {
  const example = {
    classifications: traits.map((t) => ({ trait_name: t.name, class_name: Object.keys(t.classes)[0] ?? '' })),
  }
  const user = joinSections(`## Traits to Classify\n${traits.map(traitBlock).join('\n')}`, rubricEvidenceSections(evidence, traits))
  return rubricPrompt('rubric_literal_trait_batch', LITERAL_BATCH_SYSTEM, user, LiteralTraitBatchReplySchema, {
    exampleJson: pyJsonDumps(example),
    outputFormatHint: 'a JSON object with a "classifications" list of {"trait_name", "class_name"} objects, one per trait',
  })
}

/** The prompt for one literal trait (task `rubric_literal_trait_single`). */
export function buildLiteralTraitSinglePrompt(
  trait: LiteralTraitPromptInput,
  evidence: RubricEvidence,
): TaskPrompt<z.output<typeof LiteralTraitSingleReplySchema>> {
  const first = Object.keys(trait.classes)[0] ?? ''
  const system = joinSections(
    `You classify an answer into exactly one of these classes:\n${classLines(trait.classes)}`,
    'Return exactly one class name, spelled exactly as listed (case-sensitive). Never invent a class; when the answer mixes categories, choose the dominant one.',
  )
  return rubricPrompt('rubric_literal_trait_single', system, oneTraitUser(trait, evidence), LiteralTraitSingleReplySchema, {
    exampleJson: pyJsonDumps({ classification: first }),
    outputFormatHint: '{"classification": "<one class name>"}',
  })
}

/** The fields of a template-kind `LLMRubricTrait` the prompt reads. */
export interface TemplateTraitPromptInput extends TraitPromptInput {
  /** JSON Schema of the trait's record (the serialized `kind.schema`). */
  jsonSchema: JsonSchema
}

// Wording written for this port from the intent in spec 06 §4.7 (Karenina's text is not copied).
const TEMPLATE_TRAIT_SYSTEM = `You evaluate an answer by filling a structured record.

## Rules
- Populate every field of the requested schema from evidence in the answer.
- When the answer gives no evidence for a field, use a conservative value: an empty string or list, false, or the minimum number.
- Make no assumptions beyond what the answer shows.`

/**
 * The prompt for a template-kind trait (task `rubric_llm_trait_template`); the reply is an object of the
 * record schema (the caller validates it as the trait's rebuilt record type).
 */
export function buildTemplateTraitPrompt(trait: TemplateTraitPromptInput, evidence: RubricEvidence): TaskPrompt<Record<string, unknown>> {
  const context = { jsonSchema: trait.jsonSchema, outputFormatHint: 'a JSON object with every field of the schema' }
  const reply = z.record(z.string(), z.unknown())
  return rubricPrompt('rubric_llm_trait_template', TEMPLATE_TRAIT_SYSTEM, oneTraitUser(trait, evidence), reply, context)
}

/** The fields of a `MetricRubricTrait` the prompt reads. */
export interface MetricTraitPromptInput extends TraitPromptInput {
  /** @default 'tp_only' */
  evaluation_mode?: 'tp_only' | 'full_matrix'
  tp_instructions: readonly string[]
  tn_instructions?: readonly string[]
}

const bucket = z.array(z.string()).default([])

/** Reply of a metric trait: the four confusion-matrix buckets (missing keys default to empty lists). */
export const MetricTraitReplySchema = z.object({ tp: bucket, fn: bucket, fp: bucket, tn: bucket })

// Wording written for this port from the intent in spec 06 §4.6 (Karenina's text is not copied).
const METRIC_SYSTEM = `You are a confusion-matrix analyst. You compare an answer with instructions that say what content it should contain (and, when given, what it must not contain), and sort the content into four buckets:
- tp (true positive): required content that IS present; quote the answer.
- fn (false negative): required content that is MISSING; reference the instruction.
- tn (true negative): forbidden content that is correctly ABSENT; reference the instruction.
- fp (false positive): forbidden or incorrect content that IS present; quote the answer.

## Matching
- Accept exact matches, close variants, synonyms, case-insensitive matches and partial containment.
- Extract short terms, not whole sentences.
- When in doubt whether something is present, err on the side of including it.
- Never list the same item twice.`

function numbered(items: readonly string[]): string {
  return items.length > 0 ? items.map((item, i) => `${i + 1}. ${item}`).join('\n') : '(none)'
}

/** The prompt for a metric trait (task `rubric_metric_trait`), in `tp_only` or `full_matrix` mode. */
export function buildMetricTraitPrompt(
  trait: MetricTraitPromptInput,
  evidence: RubricEvidence,
): TaskPrompt<z.output<typeof MetricTraitReplySchema>> {
  const fullMatrix = trait.evaluation_mode === 'full_matrix'
  const task = fullMatrix
    ? '## Task\nClassify the answer content against both instruction lists. tp: content matching a TP instruction; fn: TP instructions the answer does not satisfy; tn: TN instructions whose content is correctly absent; fp: answer content matching a TN instruction.'
    : '## Task\nClassify the answer content against the TP instructions. tp: content matching a TP instruction; fn: TP instructions the answer does not satisfy; fp: content in the same domain that looks like a valid answer but is wrong or not asked for (not filler, greetings or hedging).'
  const instructions = fullMatrix
    ? `## TP instructions (content that should be present)\n${numbered(trait.tp_instructions)}\n\n## TN instructions (content that should be absent)\n${numbered(trait.tn_instructions ?? [])}`
    : `## TP instructions (content that should be present)\n${numbered(trait.tp_instructions)}`
  const guidelines = fullMatrix
    ? '## Guidelines\n- tp: quote the short answer term that satisfies each TP instruction.\n- fn: reference each TP instruction with no matching content.\n- tn: reference each TN instruction whose content is absent.\n- fp: quote the answer content that matches a TN instruction.'
    : '## Guidelines\n- tp: quote the short answer term that satisfies each TP instruction.\n- fn: reference each TP instruction with no matching content.\n- fp: quote wrong same-domain content; leave tn empty.'
  const hint = fullMatrix ? '{"tp": [...], "fn": [...], "fp": [...], "tn": [...]}' : '{"tp": [...], "fn": [...], "fp": [...]}'
  const user = joinSections(
    traitSection(trait),
    task,
    instructions,
    evidence.taskEval ? null : `## Question\n${evidence.question}`,
    `## Answer to Evaluate\n${evidence.answer}`,
    guidelines,
  )
  return rubricPrompt('rubric_metric_trait', METRIC_SYSTEM, user, MetricTraitReplySchema, {
    exampleJson: fullMatrix
      ? '{"tp": ["aspirin"], "fn": ["dosage"], "fp": ["ibuprofen"], "tn": ["no side effects claimed"]}'
      : '{"tp": ["aspirin"], "fn": ["dosage"], "fp": ["ibuprofen"]}',
    outputFormatHint: hint,
  })
}

/** A dynamic trait as the presence check shows it: its name and concept text (`resolveConceptText`). */
export interface DynamicConceptPromptInput {
  name: string
  concept: string
}

/** Reply of the presence check: one verdict per concept. */
export const DynamicPresenceReplySchema = z.object({
  results: z.array(z.object({ trait_name: z.string(), present: z.boolean() })),
})

// Wording written for this port from the intent in spec 06 §4.8 (Karenina's text is not copied).
const DYNAMIC_PRESENCE_SYSTEM = `You are a concept-presence analyst. You decide, for each concept listed, whether a response meaningfully engages with it.

## Rules
- A concept is present when the response substantively discusses it; a passing mention or a bare keyword is not enough.
- A concept is absent when the response does not address it at all, or only in passing.
- A concept with several aspects counts as present if the response substantively covers any one of them.
- When in doubt, err toward present.
- Judge each concept independently of the others.`

/** The presence-check prompt of a dynamic rubric (task `rubric_dynamic_presence_check`, temperature 0). */
export function buildDynamicPresencePrompt(
  concepts: readonly DynamicConceptPromptInput[],
  response: string,
): TaskPrompt<z.output<typeof DynamicPresenceReplySchema>> {
  // Generic names: an example naming the real concepts would suggest verdicts.
  const example = { results: [{ trait_name: 'concept_a', present: true }, { trait_name: 'concept_b', present: false }] }
  const user = joinSections(
    `## Concepts to check\n${concepts.map((c) => `- **${c.name}**: ${c.concept}`).join('\n')}`,
    `## Response to analyze\n${response}`,
  )
  const context = { exampleJson: pyJsonDumps(example), outputFormatHint: '{"results": [{"trait_name": "...", "present": true}]}' }
  const prompt = rubricPrompt('rubric_dynamic_presence_check', DYNAMIC_PRESENCE_SYSTEM, user, DynamicPresenceReplySchema, context)
  return { ...prompt, temperature: 0 }
}
