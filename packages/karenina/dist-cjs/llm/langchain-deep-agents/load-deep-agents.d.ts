/**
 * The parts of `deepagents`, `langchain`, `@langchain/core` and `@langchain/langgraph` the interface uses,
 * typed structurally so that their types stay optional for users of other interfaces.
 */
export interface DeepAgentsRuntime {
    createDeepAgent: (params: Record<string, unknown>) => DeepAgentGraph;
    FilesystemBackend: new (options: {
        rootDir: string;
        virtualMode: boolean;
        maxFileSizeMb?: number;
    }) => unknown;
    createMiddleware: (config: Record<string, unknown>) => unknown;
    /** `@langchain/core/tools`' `tool(fn, { name, description, schema })`, schema a JSON Schema. */
    tool: (fn: (input: Record<string, unknown>, config?: {
        signal?: AbortSignal;
        toolCall?: {
            id?: string;
        };
    }) => Promise<unknown>, fields: {
        name: string;
        description: string;
        schema: Record<string, unknown>;
    }) => unknown;
    /** `@langchain/core/messages`' ToolMessage: what a tool returns to report an error result. */
    ToolMessage: new (fields: {
        content: string;
        tool_call_id: string;
        name: string;
        status: 'error' | 'success';
    }) => unknown;
    /** A callback handler base class: the usage of every model call (sub-agents included) is read from it. */
    BaseCallbackHandler: new () => {
        name: string;
    };
    /** `GraphRecursionError` of LangGraph: the recursion limit was hit. */
    isGraphRecursionError: (error: unknown) => boolean;
}
/** A compiled deep agent: streamed so that the state before a recursion-limit stop is kept. */
export interface DeepAgentGraph {
    stream(input: {
        messages: unknown[];
    }, config: Record<string, unknown>): Promise<AsyncIterable<{
        messages?: unknown[];
    }>>;
}
/** Loads the optional peers on first use; a missing package is a ConfigError naming it and what to install. */
export declare function loadDeepAgents(): Promise<DeepAgentsRuntime>;
/** The chat model classes of the providers (`@langchain/openai`, `@langchain/anthropic`), loaded on first use. */
export type ChatModelClass = new (fields: Record<string, unknown>) => unknown;
/** Loads the provider's LangChain chat model class; a missing package is a ConfigError naming it. */
export declare function loadChatModelClass(provider: 'openai' | 'anthropic'): Promise<ChatModelClass>;
