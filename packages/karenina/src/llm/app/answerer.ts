/**
 * The user's own app as an answering model (interface `app`): a function that answers a question. Only code
 * can give one (a function is not data), so a checkpoint, results file or cassette can never make one run.
 */
import type { ChatMessage } from '../ports.js'

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
