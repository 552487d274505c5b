import type { ModelConfig } from '../../config/model-config.js'
import { ConfigError } from '../../errors/config-error.js'
import { ValidationError } from '../../errors/validation-error.js'
import type { AgentPort, AgentRequest, AgentResult, CallOptions, ModelPorts, PortCapabilities } from '../ports.js'
import { providerModel } from '../provider-ports.js'
import { answeringOnlyPorts } from '../manual/index.js'
import { emptyUsage } from '../usage.js'
import { type AnswerFunction, type AnswererContext, AnswererError } from './answerer.js'
import { readAnswererOutput } from './app-output.js'

const CAPABILITIES: PortCapabilities = { supportsSystemPrompt: false, supportsStructuredOutput: false, supportsStreaming: false }

/** Settles with `promise`, or rejects with the signal's reason once it aborts: an app that ignores its signal cannot hold the run. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted()
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

/**
 * The ports of the `app` interface: the user's function answers (an agent run whose trace is what it returned);
 * it has no parser, so an app cannot judge. A throw, or an output of a shape karenina does not read, is an
 * {@link AnswererError}; an abort (the answering timeout) rejects with the signal's reason.
 */
export function createAppPorts(config: ModelConfig): Pick<ModelPorts, 'llm' | 'parser' | 'agent'> & { agent: AgentPort } {
  if (typeof config.answerer !== 'function') throw new ConfigError('answerer', 'the app interface needs the answering function (defineAnswerer)')
  const answer = config.answerer as AnswerFunction
  const { identity, display } = providerModel(config, {})
  const name = config.model_name ?? 'app'

  async function run(request: AgentRequest, options: CallOptions = {}): Promise<AgentResult> {
    const signal = options.signal ?? new AbortController().signal
    const lastUser = request.messages.findLastIndex((m) => m.role === 'user')
    const question = request.question?.text ?? request.messages[lastUser]?.content ?? ''
    const context: AnswererContext = {
      signal,
      replicate: request.replicate ?? null,
      workspace: request.workspacePath ?? null,
      questionId: request.question?.id ?? '',
      history: request.messages.filter((m, i) => m.role !== 'system' && i !== lastUser).map((m) => ({ ...m })),
    }
    let output: unknown
    try {
      output = await untilAborted(Promise.resolve().then(() => answer(question, context)), signal)
    } catch (error) {
      if (signal.aborted && error === signal.reason) throw error
      throw new AnswererError(name, `answerer "${name}" threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`, { cause: error })
    }
    let read
    try {
      read = readAnswererOutput(output, `answerer "${name}"`)
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      throw new AnswererError(name, `answerer "${name}" returned an answer karenina cannot read: ${error.message}`, { cause: error })
    }
    return { ...read, usage: emptyUsage(display), usageUnavailable: true, turns: Math.max(1, read.agentMetrics.iterations) }
  }

  const refusal = () => new ConfigError('interface', `the app "${name}" answers; it cannot judge: use a model as the parsing (judge) model`)
  return answeringOnlyPorts(identity, CAPABILITIES, run, refusal)
}
