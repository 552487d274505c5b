import { z } from 'zod'
import { pyJsonDumps } from '../compat/py-json.js'
import type { JsonSchema } from '../llm/ports.js'
import { memoOnShared } from '../utils/shared-value.js'
import type { PromptTask } from '../config/prompt-task.js'

/**
 * What a call site hands to the adapter instructions (Karenina's instruction context, spec 06 §1):
 * the reply schema, an example reply, a one-line output hint and parsing notes.
 */
export interface InstructionContext {
  /** JSON Schema of the expected reply (the template's judge schema for parsing). */
  jsonSchema?: JsonSchema
  /** Extra format instructions (Karenina passes `""` for parsing, so the section is omitted). */
  formatInstructions?: string
  /** An example reply, already serialized. */
  exampleJson?: string
  /** A one-line description of the reply shape, used when no example is given. */
  outputFormatHint?: string
  /** Task-specific notes on filling the schema. */
  parsingNotes?: string
}

/**
 * A task's prompt before assembly: the format-agnostic system and user texts written by the call site, the
 * instruction context for the adapter, and the contract of the reply.
 */
export interface TaskPrompt<Reply = unknown> {
  /** Routing key of adapter and user instructions; `null` for plain messages (no additions). */
  readonly task: PromptTask | null
  readonly system: string
  readonly user: string
  readonly context: InstructionContext
  /** zod schema the reply must satisfy; `null` when the reply is free text. */
  readonly reply: z.ZodType<Reply> | null
  /** Temperature the call must use regardless of the model config (checks force 0). */
  readonly temperature?: number
}

/** Joins non-empty sections with a blank line, the separator every Karenina prompt uses. */
export function joinSections(...sections: readonly (string | null | undefined | false)[]): string {
  return sections.filter((s): s is string => typeof s === 'string' && s !== '').join('\n\n')
}

/**
 * Python `json.dumps(value, indent=2)`: how Karenina pretty-prints schemas and ground truths in prompts
 * (once per shared value, e.g. a template's judge schema in the pipeline).
 */
export const prettyJson: (value: unknown) => string = memoOnShared((value: unknown) => pyJsonDumps(value, { indent: 2 }))

/** A fenced ```json block. */
export function jsonBlock(value: unknown): string {
  return '```json\n' + prettyJson(value) + '\n```'
}

/** An XML-style tagged block (`<question>\n…\n</question>`), used to delimit untrusted text. */
export function tagged(tag: string, text: string): string {
  return `<${tag}>\n${text}\n</${tag}>`
}

/** The JSON Schema of a reply contract (zod → draft 2020-12, without `$schema`), of what it accepts by default. */
export function replyJsonSchema(schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema
  delete json.$schema
  return json
}
