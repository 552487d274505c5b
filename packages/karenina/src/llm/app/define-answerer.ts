import { ConfigError } from '../../errors/config-error.js'
import type { AnswerFunction } from './answerer.js'

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
