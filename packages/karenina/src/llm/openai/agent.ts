import { usageOfResponse } from '../batch-api.js'
import type { ModelIdentity } from '../../config/model-identity.js'
import { runAgentLoop, type AgentStepFunction } from '../agent-loop.js'
import type { AgentPort, AgentRequest, AgentResult, CallOptions } from '../ports.js'
import { createCompletion, type OpenAiContext } from './context.js'
import { firstMessage, fromOpenAiMessage, openAiUsage, toOpenAiTools } from './wire.js'

/** AgentPort (tier `tool_loop`) over OpenAI function calling. */
export class OpenAiAgent implements AgentPort {
  readonly identity: ModelIdentity

  constructor(private readonly ctx: OpenAiContext) {
    this.identity = ctx.identity
  }

  run(request: AgentRequest, options: CallOptions = {}): Promise<AgentResult> {
    const ctx = this.ctx
    const step: AgentStepFunction = async (messages, tools, req, opts) => {
      const completion = await createCompletion(
        ctx,
        { messages, ...(req.temperature === undefined ? {} : { temperature: req.temperature }) },
        tools.length > 0 ? { tools: toOpenAiTools(tools) } : {},
        opts,
      )
      return { message: fromOpenAiMessage(firstMessage(completion)), usage: usageOfResponse(completion, openAiUsage(ctx.display, completion.usage)) }
    }
    return runAgentLoop(step, request, ctx.config, ctx.display, options)
  }
}
