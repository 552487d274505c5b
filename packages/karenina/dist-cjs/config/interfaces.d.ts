/**
 * Karenina's adapter registry (spec 05 §2.2). The interface names are identifiers stored in configs,
 * ModelIdentity and result ids, so they are kept verbatim; `adapter` says which TS implementation serves
 * each one (`null` = accepted in configs but not runnable here).
 */
export declare const INTERFACES: {
    /** Generic chat models; the provider picks the adapter (`openai`, `anthropic`). */
    readonly langchain: {
        readonly agentTier: "tool_loop";
        readonly requiresProvider: true;
        readonly adapter: "by-provider";
    };
    /** OpenRouter's OpenAI-compatible API (`OPENROUTER_API_KEY`). */
    readonly openrouter: {
        readonly agentTier: "tool_loop";
        readonly requiresProvider: false;
        readonly adapter: "openai";
    };
    /** Any OpenAI-compatible base URL (`endpoint_base_url`, `endpoint_api_key`). */
    readonly openai_endpoint: {
        readonly agentTier: "tool_loop";
        readonly requiresProvider: false;
        readonly adapter: "openai";
    };
    /** Anthropic SDK with native structured output and a tool loop. */
    readonly claude_tool: {
        readonly agentTier: "tool_loop";
        readonly requiresProvider: false;
        readonly adapter: "anthropic";
    };
    /** Claude Code as the agent (`@anthropic-ai/claude-agent-sdk`, built-in file tools); chat and judge calls via the Anthropic SDK. */
    readonly claude_agent_sdk: {
        readonly agentTier: "deep_agent";
        readonly requiresProvider: false;
        readonly adapter: "claude_agent_sdk";
    };
    /** LangChain Deep Agents (`deepagents`, optional peer) with ChatOpenAI / ChatAnthropic; chat and judge calls via our openai / anthropic adapters. */
    readonly langchain_deep_agents: {
        readonly agentTier: "deep_agent";
        readonly requiresProvider: true;
        readonly adapter: "langchain_deep_agents";
    };
    /** Pre-recorded answers, no live calls. */
    readonly manual: {
        readonly agentTier: "tool_loop";
        readonly requiresProvider: false;
        readonly adapter: "manual";
    };
    /** Identity placeholder for TaskEval: no ports. */
    readonly taskeval: {
        readonly agentTier: "tool_loop";
        readonly requiresProvider: false;
        readonly adapter: null;
    };
};
/** What the registry knows about one interface. */
export interface InterfaceInfo {
    agentTier: AgentTier;
    requiresProvider: boolean;
    adapter: 'by-provider' | 'openai' | 'anthropic' | 'claude_agent_sdk' | 'langchain_deep_agents' | 'manual' | null;
}
/** `tool_loop` (LLM or tool-calling loop) or `deep_agent` (agent runtime; forces the AgentPort path). */
export type AgentTier = 'tool_loop' | 'deep_agent';
/** A registered interface name. */
export type InterfaceName = keyof typeof INTERFACES;
/** Providers the `langchain` interface can run here. */
export declare const LANGCHAIN_PROVIDERS: readonly ["openai", "anthropic"];
/** True if `name` is a registered interface. */
export declare function isInterfaceName(name: string): name is InterfaceName;
/** The agent tier of an interface (Karenina `agent_tier`). */
export declare function agentTierOf(name: InterfaceName): AgentTier;
/**
 * The interface can investigate as an agent (agentic parsing, agentic rubric traits): a deep agent with an
 * adapter (`claude_agent_sdk`, `langchain_deep_agents`), or an OpenAI/Anthropic tool loop given the read-only workspace tools.
 */
export declare function canInvestigate(name: string): boolean;
/**
 * Why an interface cannot judge as an agent for `purpose` (e.g. `agentic_parsing`), or `null` when it can.
 * As in Karenina, the judge must be of the `deep_agent` tier, unless `toolLoop.allowed` (the karenina-ts
 * opt-in `agentic_tool_loop_judges`, spelt `toolLoop.setting` in the message) also admits tool-loop
 * interfaces that have an agent port here.
 */
export declare function agenticJudgeProblem(name: string, purpose: string, toolLoop: {
    allowed: boolean;
    setting: string;
}): string | null;
