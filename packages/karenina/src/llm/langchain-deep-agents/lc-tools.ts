import type { AgentTool } from '../ports.js'
import type { DeepAgentsRuntime } from './load-deep-agents.js'

/**
 * Our agent tools (MCP tools from the run's McpSession, `defineTool` tools) as LangChain tools, with their
 * JSON Schema as the tool schema. A result that is not a string is sent as JSON; a throw becomes an error
 * tool message (`Error: …`, `status: "error"`) that the model sees, as in our tool loop (Karenina's
 * `tool_retry.on_failure: "return_message"`).
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
          // A thrown error would end the whole run (the agent's tool node re-throws it).
          const content = `Error: ${error instanceof Error ? error.message : String(error)}`
          return new runtime.ToolMessage({ content, tool_call_id: config?.toolCall?.id ?? '', name: t.name, status: 'error' })
        }
        return typeof output === 'string' ? output : (JSON.stringify(output) ?? '')
      },
      { name: t.name, description: t.description, schema: t.parameters },
    ),
  )
}
