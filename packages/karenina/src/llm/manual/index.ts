import { modelIdentityOf, type ModelConfig } from '../../config/model-config.js'
import { ConfigError } from '../../errors/config-error.js'
import { ReplayMissError } from '../../errors/replay-miss-error.js'
import { modelDisplayString, type ModelIdentity } from '../../config/model-identity.js'
import { agentTrace, textTrace, type AgentTrace } from '../agent-metrics.js'
import type { AgentPort, AgentRequest, AgentResult, LlmPort, ModelPorts, ParserPort, PortCapabilities, QuestionRef } from '../ports.js'
import { emptyUsage } from '../usage.js'
import { findManualTrace, questionHash, type ManualTrace, type ManualTraces } from '../../trace/manual-traces.js'

const CAPABILITIES: PortCapabilities = { supportsSystemPrompt: true, supportsStructuredOutput: false, supportsStreaming: false }

function describe(question: QuestionRef | undefined): string {
  if (!question?.id && question?.text === undefined) return 'a call without a question id or text'
  const parts = [question.id ? `question "${question.id}"` : 'question', question.text !== undefined ? `(text MD5 ${questionHash(question.text)})` : '']
  return parts.filter(Boolean).join(' ')
}

function lookup(traces: ManualTraces, question: QuestionRef | undefined): ManualTrace {
  const trace = findManualTrace(traces, question)
  if (trace === undefined)
    throw new ReplayMissError(describe(question), 'the manual traces', 'add it to manual_traces, keyed by question id or by the MD5 hex of the question text')
  return trace
}

/** A recorded answer as a run: a text is its own trace, a message list the trace of its assistant and tool messages. */
function runOf(trace: ManualTrace): AgentTrace {
  return typeof trace === 'string' ? textTrace(trace) : agentTrace(trace, false)
}

/**
 * The `manual` interface (spec 05 §4.1): pre-recorded answers or traces per question (by id, else by
 * MD5 of the question text); no live calls. A missing question throws ReplayMissError naming it. It has
 * no parser: a manual model cannot judge.
 */
export function createManualPorts(config: ModelConfig): Omit<Required<ModelPorts>, 'embeddings'> {
  const traces: ManualTraces = config.manual_traces ?? {}
  const identity = modelIdentityOf(config, 'answering')
  const display = modelDisplayString(identity)
  async function run(request: AgentRequest): Promise<AgentResult> {
    const trace = runOf(lookup(traces, request.question))
    // Turns: its assistant messages (one for a text), as the metrics count them.
    return { ...trace, usage: emptyUsage(display), usageUnavailable: true, turns: trace.agentMetrics.iterations }
  }
  const refusal = () => new ConfigError('interface', 'the manual interface cannot parse: use a live model (or a replay cassette) as the parsing model')
  return answeringOnlyPorts(identity, CAPABILITIES, run, refusal)
}

/**
 * The ports of a model that only answers (`manual`, `app`): a chat call is an agent run without tools, and the
 * parser refuses with `parseRefusal()` (such a model cannot judge).
 */
export function answeringOnlyPorts(
  identity: ModelIdentity,
  capabilities: PortCapabilities,
  run: AgentPort['run'],
  parseRefusal: () => Error,
): { llm: LlmPort; parser: ParserPort; agent: AgentPort } {
  const llm: LlmPort = {
    identity,
    capabilities,
    async invoke(request, options) {
      const result = await run({ messages: request.messages, tools: [], ...(request.question ? { question: request.question } : {}) }, options)
      return { content: result.finalResponse, usage: result.usage, usageUnavailable: true }
    },
  }
  return { llm, parser: { identity, capabilities, parse: () => Promise.reject(parseRefusal()) }, agent: { identity, run } }
}
