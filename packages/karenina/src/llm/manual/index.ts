import { modelIdentityOf, type ModelConfig } from '../../config/model-config.js'
import { ConfigError } from '../../errors/config-error.js'
import { ReplayMissError } from '../../errors/replay-miss-error.js'
import { modelDisplayString } from '../../config/model-identity.js'
import { agentTrace, textTrace, type AgentTrace } from '../agent-metrics.js'
import type { AgentPort, AgentRequest, AgentResult, ChatRequest, ChatResult, LlmPort, ModelPorts, ParserPort, PortCapabilities, QuestionRef } from '../ports.js'
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
  const llm: LlmPort = {
    identity,
    capabilities: CAPABILITIES,
    async invoke(request: ChatRequest): Promise<ChatResult> {
      return { content: runOf(lookup(traces, request.question)).finalResponse, usage: emptyUsage(display), usageUnavailable: true }
    },
  }
  const agent: AgentPort = {
    identity,
    async run(request: AgentRequest): Promise<AgentResult> {
      const run = runOf(lookup(traces, request.question))
      // Turns: its assistant messages (one for a text), as the metrics count them.
      return { ...run, usage: emptyUsage(display), usageUnavailable: true, turns: run.agentMetrics.iterations }
    },
  }
  const parser: ParserPort = {
    identity,
    capabilities: CAPABILITIES,
    parse() {
      return Promise.reject(new ConfigError('interface', 'the manual interface cannot parse: use a live model (or a replay cassette) as the parsing model'))
    },
  }
  return { llm, parser, agent }
}
