import { usageOfResponse } from '../batch-api.js'
import type { ModelIdentity } from '../../config/model-identity.js'
import { runAgentLoop, type AgentStepFunction } from '../agent-loop.js'
import type { AgentPort, AgentRequest, AgentResult, CallOptions } from '../ports.js'
import { createMessage, type AnthropicContext } from './context.js'
import { anthropicUsage, contentOf, fromAnthropicContent, toAnthropicTools } from './wire.js'

/** AgentPort (tier `tool_loop`) over Anthropic tool use. */
export class AnthropicAgent implements AgentPort {
  readonly identity: ModelIdentity

  constructor(private readonly ctx: AnthropicContext) {
    this.identity = ctx.identity
  }

  run(request: AgentRequest, options: CallOptions = {}): Promise<AgentResult> {
    const ctx = this.ctx
    const step: AgentStepFunction = async (messages, tools, _request, opts) => {
      const message = await createMessage(
        ctx,
        { messages },
        tools.length > 0 ? { tools: toAnthropicTools(tools) } : {},
        opts,
      )
      return { message: fromAnthropicContent(contentOf(message)), usage: usageOfResponse(message, anthropicUsage(ctx.display, message.usage)) }
    }
    return runAgentLoop(step, request, ctx.config, ctx.display, options)
  }
}
