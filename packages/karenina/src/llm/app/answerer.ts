/**
 * The user's own app as an answering model (interface `app`): a function that answers a question. Only code
 * can give one (a function is not data), so a checkpoint, results file or cassette can never make one run.
 */
import type { ChatMessage } from '../ports.js'
import { ConfigError } from '../../errors/config-error.js'

/** What an answerer is told besides the question. */
export interface AnswererContext {
  /** Aborted when the answer is no longer wanted (the answering timeout, the test's or the run's end). Pass it on to your app's calls. */
  signal: AbortSignal
  /** The replicate being answered (1-based), or null when the run has one replicate. */
  replicate: number | null
  /** The question's workspace directory (agentic runs with `workspace_root`; a test's workspace), else null. */
  workspace: string | null
  /** The question's id. */
  questionId: string
  /** Earlier turns of the conversation (scenarios), user and assistant messages in order; [] for a single question. */
  history: readonly ChatMessage[]
}

/**
 * What an answerer returns (or resolves to): the answer text, or a trace in any shape `toVerify` reads (Karenina
 * messages, `{ rawTrace }`, an AgentPort run, an AI SDK `generateText` result, OpenAI / Anthropic messages, a
 * Responses API output, an OpenAI Agents SDK run).
 */
export type AnswererOutput = string | object

/** The user's app answering one question (sync or async). */
export type AnswerFunction = (question: string, context: AnswererContext) => AnswererOutput | Promise<AnswererOutput>

/**
 * The user's app failed to answer a question: it threw, or returned something karenina cannot read. The
 * question's result records it (failure category `answerer_error`, the message kept); the run goes on.
 */
export class AnswererError extends Error {
  override readonly name = 'AnswererError'

  constructor(
    /** The answerer's name. */
    readonly answerer: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

/** What {@link defineAnswerer} takes. */
export interface AnswererDefinition {
  /** The app's name: the model name in results (`app:<name>`), in result ids and cassette keys. Keep it stable. */
  name: string
  /** Answers one question: the text, or a trace in any shape `toVerify` reads (sync or async). */
  answer: AnswerFunction
  /** Seconds an answer may take before the question fails with a timeout (`agent_timeout`). @default 180 */
  timeout?: number
  /** `id` of the model config, when two answerers share a name (it joins the identity as `config_id`). @default the name */
  id?: string
}

/** An answering model that is the user's app: a model config of the `app` interface, usable wherever a model is. */
export interface AppAnsweringModel {
  readonly interface: 'app'
  readonly model_name: string
  readonly answerer: AnswerFunction
  readonly agent_timeout?: number
  readonly id?: string
}

/**
 * Makes the user's own app an answering model: every question of a benchmark is put to `answer`, and what it
 * returns is judged like a model's answer. Give the result wherever answering models go: `answeringModels` of
 * `describeBenchmark` / `describeScenario`, `answering_models` of `runVerification` / `runScenarios`. In results
 * it is `app:<name>`. A throw fails that question (`answerer_error`); a hang, after `timeout`, too (`timeout`).
 * @example
 * const supportBot = defineAnswerer({ name: 'support-bot', answer: async (question, { signal }) => myBot.reply(question, { signal }) })
 * await runVerification(benchmark, { answering_models: [supportBot], parsing_models: ['openai:gpt-4.1-mini'] })
 */
export function defineAnswerer(definition: AnswererDefinition): AppAnsweringModel {
  const { name, answer, timeout, id } = definition
  if (typeof name !== 'string' || name.trim() === '') throw new ConfigError('defineAnswerer › name', `expected a non-empty name, received ${JSON.stringify(name)}`)
  if (typeof answer !== 'function') throw new ConfigError('defineAnswerer › answer', `expected a function (question, context) => answer, received ${typeof answer}`)
  if (timeout !== undefined && !(Number.isInteger(timeout) && timeout > 0)) {
    throw new ConfigError('defineAnswerer › timeout', `expected a positive whole number of seconds, received ${JSON.stringify(timeout)}`)
  }
  return Object.freeze({
    interface: 'app' as const,
    model_name: name,
    answerer: answer,
    ...(timeout !== undefined ? { agent_timeout: timeout } : {}),
    ...(id !== undefined ? { id } : {}),
  })
}
