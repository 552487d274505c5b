import { missingPeer } from '../adapter-options.js'
import { loadOnce } from '../../utils/lazy-node.js'

/**
 * The parts of `deepagents`, `langchain`, `@langchain/core` and `@langchain/langgraph` the interface uses,
 * typed structurally so that their types stay optional for users of other interfaces.
 */
export interface DeepAgentsRuntime {
  createDeepAgent: (params: Record<string, unknown>) => DeepAgentGraph
  FilesystemBackend: new (options: { rootDir: string; virtualMode: boolean; maxFileSizeMb?: number }) => unknown
  createMiddleware: (config: Record<string, unknown>) => unknown
  /** `@langchain/core/tools`' `tool(fn, { name, description, schema })`, schema a JSON Schema. */
  tool: (
    fn: (input: Record<string, unknown>, config?: { signal?: AbortSignal; toolCall?: { id?: string } }) => Promise<unknown>,
    fields: { name: string; description: string; schema: Record<string, unknown> },
  ) => unknown
  /** `@langchain/core/messages`' ToolMessage: what a tool returns to report an error result. */
  ToolMessage: new (fields: { content: string; tool_call_id: string; name: string; status: 'error' | 'success' }) => unknown
  /** A callback handler base class: the usage of every model call (sub-agents included) is read from it. */
  BaseCallbackHandler: new () => { name: string }
  /** `GraphRecursionError` of LangGraph: the recursion limit was hit. */
  isGraphRecursionError: (error: unknown) => boolean
}

/** A compiled deep agent: streamed so that the state before a recursion-limit stop is kept. */
export interface DeepAgentGraph {
  stream(input: { messages: unknown[] }, config: Record<string, unknown>): Promise<AsyncIterable<{ messages?: unknown[] }>>
}

const INSTALL = 'npm install deepagents langchain @langchain/core @langchain/langgraph'

function missing(pkg: string, install: string) {
  return missingPeer(`the langchain_deep_agents interface needs the optional peer dependency ${pkg}, which is not installed (${install})`)
}

/** Loads the optional peers on first use; a missing package is a ConfigError naming it and what to install. */
export const loadDeepAgents: () => Promise<DeepAgentsRuntime> = loadOnce(async (): Promise<DeepAgentsRuntime> => {
  // One at a time, so the error names the first package really missing.
  const deepagents = await import('deepagents').catch(missing('deepagents', INSTALL))
  const langchain = await import('langchain').catch(missing('langchain', INSTALL))
  const tools = await import('@langchain/core/tools').catch(missing('@langchain/core', INSTALL))
  const callbacks = await import('@langchain/core/callbacks/base').catch(missing('@langchain/core', INSTALL))
  const messages = await import('@langchain/core/messages').catch(missing('@langchain/core', INSTALL))
  const langgraph = await import('@langchain/langgraph').catch(missing('@langchain/langgraph', INSTALL))
  return {
    createDeepAgent: deepagents.createDeepAgent as unknown as DeepAgentsRuntime['createDeepAgent'],
    FilesystemBackend: deepagents.FilesystemBackend as unknown as DeepAgentsRuntime['FilesystemBackend'],
    createMiddleware: langchain.createMiddleware as unknown as DeepAgentsRuntime['createMiddleware'],
    tool: tools.tool as unknown as DeepAgentsRuntime['tool'],
    ToolMessage: messages.ToolMessage as unknown as DeepAgentsRuntime['ToolMessage'],
    BaseCallbackHandler: callbacks.BaseCallbackHandler as unknown as DeepAgentsRuntime['BaseCallbackHandler'],
    isGraphRecursionError: (error) => error instanceof langgraph.GraphRecursionError,
  }
})

/** The chat model classes of the providers (`@langchain/openai`, `@langchain/anthropic`), loaded on first use. */
export type ChatModelClass = new (fields: Record<string, unknown>) => unknown

/** Loads the provider's LangChain chat model class; a missing package is a ConfigError naming it. */
export async function loadChatModelClass(provider: 'openai' | 'anthropic'): Promise<ChatModelClass> {
  if (provider === 'openai') {
    const m = await import('@langchain/openai').catch(missing('@langchain/openai', 'npm install @langchain/openai'))
    return m.ChatOpenAI as unknown as ChatModelClass
  }
  const m = await import('@langchain/anthropic').catch(missing('@langchain/anthropic', 'npm install @langchain/anthropic'))
  return m.ChatAnthropic as unknown as ChatModelClass
}
