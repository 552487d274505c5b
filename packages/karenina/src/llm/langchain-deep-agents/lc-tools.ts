import type { AgentTool } from '../ports.js'
import type { DeepAgentsRuntime } from './load-deep-agents.js'

/**
 * Our agent tools (MCP tools from the run's McpSession, `defineTool` tools) as LangChain tools, with their
 * JSON Schema as the tool schema. A result that is not a string is sent as JSON; a throw becomes LangChain's
 * error tool message (`Error: …`, `status: "error"`), which the model sees, as in our tool loop.
 */
export function langchainTools(runtime: DeepAgentsRuntime, tools: readonly AgentTool[]): unknown[] {
  return tools.map((t) =>
    runtime.tool(
      async (input, config) => {
        let output: unknown
        try {
          output = await t.execute(input, config?.signal ? { signal: config.signal } : {})
        } catch (error) {
          config?.signal?.throwIfAborted()
          throw new Error(error instanceof Error ? error.message : String(error), { cause: error })
        }
        return typeof output === 'string' ? output : (JSON.stringify(output) ?? '')
      },
      { name: t.name, description: t.description, schema: t.parameters },
    ),
  )
}
