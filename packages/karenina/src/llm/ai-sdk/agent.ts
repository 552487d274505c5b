import type { ToolSet } from 'ai'
import type { ModelIdentity } from '../../config/model-identity.js'
import { runAgentLoop, type AgentStepFunction } from '../agent-loop.js'
import type { AgentPort, AgentRequest, AgentResult, CallOptions } from '../ports.js'
import { generate, type AiSdkContext } from './context.js'
import { aiSdkUsage, assistantMessageOf } from './wire.js'

/**
 * AgentPort (tier `tool_loop`) over an AI SDK LanguageModel: each turn is one `generateText` step with the
 * tools declared but not executed by the AI SDK, so Karenina's loop runs them with its limits, retries per
 * model call and trace, as for the OpenAI and Anthropic agents.
 */
export class AiSdkAgent implements AgentPort {
  readonly identity: ModelIdentity

  constructor(private readonly ctx: AiSdkContext) {
    this.identity = ctx.identity
  }

  run(request: AgentRequest, options: CallOptions = {}): Promise<AgentResult> {
    const ctx = this.ctx
    const step: AgentStepFunction = async (messages, tools, req, opts) => {
      const toolSet: ToolSet = Object.fromEntries(
        tools.map((tool) => [tool.name, ctx.ai.tool({ description: tool.description, inputSchema: ctx.ai.jsonSchema(tool.parameters) })]),
      )
      const result = await generate(ctx, { messages, temperature: req.temperature, ...(tools.length > 0 ? { tools: toolSet } : {}) }, opts)
      return { message: assistantMessageOf(result), usage: aiSdkUsage(ctx.display, result.usage) }
    }
    return runAgentLoop(step, request, ctx.config, ctx.display, options)
  }
}
