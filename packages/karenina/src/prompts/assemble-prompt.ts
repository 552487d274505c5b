import { promptInstructionsFor, type PromptConfig } from '../config/prompt-config.js'
import type { CallOptions, ChatMessage, ChatResult, JsonSchema, LlmPort, ParseResult, ParserPort, QuestionRef } from '../llm/ports.js'
import { adapterInstructionsFor } from './adapter-instructions.js'
import { joinSections, replyJsonSchema, type TaskPrompt } from './task-prompt.js'

/** Where a prompt is sent: the model's interface, the user's prompt config and what the adapter supports. */
export interface AssembleOptions {
  /** The model config's `interface` (selects the adapter instructions). */
  interface: string
  /** `VerificationConfig.prompt_config`. @default null */
  promptConfig?: PromptConfig | null
  /** When false the system text is folded into the single user message. @default true */
  supportsSystemPrompt?: boolean
}

/**
 * Karenina's `assemble_text` (spec 06 §1): the task's texts, then each adapter instruction's additions, then the
 * user instructions of `prompt_config` for the task, each appended after a blank line.
 */
export function assemblePromptText(prompt: TaskPrompt, options: AssembleOptions): { system: string; user: string } {
  let system = prompt.system
  let user = prompt.user
  if (prompt.task !== null) {
    for (const factory of adapterInstructionsFor(options.interface, prompt.task)) {
      const { systemAddition, userAddition } = factory(prompt.context)
      system = joinSections(system, systemAddition)
      user = joinSections(user, userAddition)
    }
    system = joinSections(system, promptInstructionsFor(options.promptConfig, prompt.task))
  }
  return { system, user }
}

/**
 * The messages of a prompt: `[system, user]`, without the system message when its text is empty; a single user
 * message `system + "\n\n" + user` when the adapter does not support system prompts.
 */
export function assemblePrompt(prompt: TaskPrompt, options: AssembleOptions): ChatMessage[] {
  const { system, user } = assemblePromptText(prompt, options)
  if (options.supportsSystemPrompt === false) return [{ role: 'user', content: joinSections(system, user) }]
  return system === '' ? [{ role: 'user', content: user }] : [{ role: 'system', content: system }, { role: 'user', content: user }]
}

/** Where a prompt's call goes besides its port: the model's interface and prompt config, the question, the call options. */
export interface PromptCallOptions extends Pick<AssembleOptions, 'interface' | 'promptConfig'> {
  /** The question the calls are about (read by the manual interface only). */
  question?: QuestionRef
  /** Cancellation and retry accounting of every call. */
  callOptions?: CallOptions | undefined
}

/** One plain-text call of a prompt, assembled for what the port supports. */
export function invokePrompt(llm: LlmPort, prompt: TaskPrompt, options: PromptCallOptions): Promise<ChatResult> {
  const messages = assemblePrompt(prompt, { ...options, supportsSystemPrompt: llm.capabilities.supportsSystemPrompt })
  return llm.invoke({ messages, ...(options.question ? { question: options.question } : {}) }, options.callOptions)
}

/**
 * One structured call of a prompt, assembled for what the port supports: the reply checked by `validate`, against
 * `schema` (default: the context's schema, else the JSON Schema of the reply contract), at the prompt's forced
 * temperature if any.
 */
export function parsePrompt<T>(
  parser: ParserPort,
  prompt: TaskPrompt,
  request: { schemaName: string; validate: (raw: unknown) => T; schema?: JsonSchema },
  options: PromptCallOptions,
): Promise<ParseResult<T>> {
  return parser.parse(
    {
      messages: assemblePrompt(prompt, { ...options, supportsSystemPrompt: parser.capabilities.supportsSystemPrompt }),
      schema: request.schema ?? prompt.context.jsonSchema ?? (prompt.reply ? replyJsonSchema(prompt.reply) : { type: 'object' }),
      schemaName: request.schemaName,
      validate: request.validate,
      ...(prompt.temperature !== undefined ? { temperature: prompt.temperature } : {}),
      ...(options.question ? { question: options.question } : {}),
    },
    options.callOptions,
  )
}
