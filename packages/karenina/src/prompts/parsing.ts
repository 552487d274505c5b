import { z } from 'zod'
import { isGroundTruthExposed, type Env } from '../config/env.js'
import type { JsonSchema } from '../llm/ports.js'
import { joinSections, jsonBlock, type TaskPrompt } from './task-prompt.js'

/** Inputs of the template-parsing prompt (task `parsing`, spec 06 §3). */
export interface ParsingPromptInput {
  question: string
  /** The evaluation input: the final AI message, or the full trace with `use_full_trace_for_template`. */
  response: string
  /** The template's judge schema (`template.judgeSchema()`). */
  jsonSchema: JsonSchema
  /** Extraction hint per field (see {@link extractionHintsOf}); fields without a hint are skipped. */
  extractionHints?: Readonly<Record<string, string | null | undefined>>
  /** `VerificationConfig.include_extraction_hints`. @default true */
  includeExtractionHints?: boolean
  /** The template's `correct` dict; shown only when `KARENINA_EXPOSE_GROUND_TRUTH` is truthy in `env`. */
  groundTruth?: Readonly<Record<string, unknown>> | null
  /** Adds the tool-trace cross-check section (the pipeline always passes false). @default false */
  traceHasToolCalls?: boolean
  /** Environment read for `KARENINA_EXPOSE_GROUND_TRUTH`. @default process.env */
  env?: Env
}

/** The reply contract of parsing: one JSON object, validated afterwards against the template. */
export const ParsingReplySchema = z.record(z.string(), z.unknown())

// Wording written for this port from the intent in spec 06 §3 (Karenina's text is not copied).
const BASE_GUIDELINES = `You are an expert at extracting structured information from text.

You receive a response (either a final answer or a full agent trace) and a JSON schema. Each field's description in the schema says what to extract and how to express it.

## Extraction protocol
1. Extract primarily from the final answer of the response.
2. Follow each field's description precisely: descriptions are authoritative.
3. When the final answer does not contain the information for a field that allows null, use null.
4. Return valid JSON whose values have the types the schema requires.

## Critical rules
- Answer first: the final answer takes precedence over intermediate reasoning or tool output.
- Description adherence: extract exactly what each description asks for, in the form it asks for.
- Fidelity: do not infer beyond what is stated; never add facts that are not in the response.
- JSON only: no prose, no explanations, no markdown code fences.`

const TOOL_TRACE_SECTION = `## Tool results
The response contains tool calls. Cross-check the claims of the final answer against the tool results in the trace, and prefer what the tools actually returned.`

/** The part of a template field (`template.fields`) that carries its extraction hint. */
export interface HintedField {
  readonly name: string
  readonly verification: { readonly extractionHint: string | null } | null
}

/** Extraction hints of a template's verified fields (`field → extraction_hint`), from `template.fields`. */
export function extractionHintsOf(fields: readonly HintedField[]): Record<string, string> {
  const hints: Record<string, string> = {}
  for (const field of fields) {
    const hint = field.verification?.extractionHint
    if (hint) hints[field.name] = hint
  }
  return hints
}

/** The parsing system text: guidelines, then the optional hints, tool-trace and ground-truth sections. */
export function buildParsingSystemText(input: Omit<ParsingPromptInput, 'question' | 'response' | 'jsonSchema'>): string {
  const hints = Object.entries(input.extractionHints ?? {}).filter((entry): entry is [string, string] => !!entry[1])
  const hintSection =
    (input.includeExtractionHints ?? true) && hints.length > 0
      ? ['## Field Extraction Guidance', ...hints.map(([field, hint]) => `- **${field}**: ${hint}`)].join('\n')
      : null
  const groundTruth = input.groundTruth
  const groundTruthSection =
    groundTruth && Object.keys(groundTruth).length > 0 && isGroundTruthExposed(input.env ?? process.env)
      ? [
          '## Ground Truth Reference',
          'The expected answer is shown below. Use it only to disambiguate the response and to recognise semantically equivalent wording; never copy values from it that the response does not state.',
          '',
          jsonBlock(groundTruth),
        ].join('\n')
      : null
  return joinSections(BASE_GUIDELINES, hintSection, input.traceHasToolCalls ? TOOL_TRACE_SECTION : null, groundTruthSection)
}

/** The template-parsing prompt; the adapter instructions embed `jsonSchema` (instruction context). */
export function buildParsingPrompt(input: ParsingPromptInput): TaskPrompt<Record<string, unknown>> {
  return {
    task: 'parsing',
    system: buildParsingSystemText(input),
    user: joinSections(
      'Parse the response below into a JSON object that follows the schema.',
      `## Original Question\n${input.question}`,
      `## Response to Parse\n${input.response}`,
    ),
    context: { jsonSchema: input.jsonSchema, formatInstructions: '' },
    reply: ParsingReplySchema,
  }
}
