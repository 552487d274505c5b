/**
 * Karenina's adapter registry (spec 05 §2.2). The interface names are identifiers stored in configs,
 * ModelIdentity and result ids, so they are kept verbatim; `adapter` says which TS implementation serves
 * each one (`null` = accepted in configs but not runnable here).
 */
export const INTERFACES = {
  /** Generic chat models; the provider picks the adapter (`openai`, `anthropic`). */
  langchain: { agentTier: 'tool_loop', requiresProvider: true, adapter: 'by-provider' },
  /** OpenRouter's OpenAI-compatible API (`OPENROUTER_API_KEY`). */
  openrouter: { agentTier: 'tool_loop', requiresProvider: false, adapter: 'openai' },
  /** Any OpenAI-compatible base URL (`endpoint_base_url`, `endpoint_api_key`). */
  openai_endpoint: { agentTier: 'tool_loop', requiresProvider: false, adapter: 'openai' },
  /** Anthropic SDK with native structured output and a tool loop. */
  claude_tool: { agentTier: 'tool_loop', requiresProvider: false, adapter: 'anthropic' },
  /** Claude Code as the agent (`@anthropic-ai/claude-agent-sdk`, built-in file tools); chat and judge calls via the Anthropic SDK. */
  claude_agent_sdk: { agentTier: 'deep_agent', requiresProvider: false, adapter: 'claude_agent_sdk' },
  /** LangChain Deep Agents (`deepagents`, optional peer) with ChatOpenAI / ChatAnthropic; chat and judge calls via our openai / anthropic adapters. */
  langchain_deep_agents: { agentTier: 'deep_agent', requiresProvider: true, adapter: 'langchain_deep_agents' },
  /** An AI SDK `LanguageModel` object given in code (any provider of the AI SDK; `ai` is an optional peer). */
  ai_sdk: { agentTier: 'tool_loop', requiresProvider: false, adapter: 'ai_sdk' },
  /** Pre-recorded answers, no live calls. */
  manual: { agentTier: 'tool_loop', requiresProvider: false, adapter: 'manual' },
  /** The user's own app (a function given in code, `defineAnswerer`, or `--answerer` on the CLI); answers only. */
  app: { agentTier: 'tool_loop', requiresProvider: false, adapter: 'app' },
  /** Identity placeholder for TaskEval: no ports. */
  taskeval: { agentTier: 'tool_loop', requiresProvider: false, adapter: null },
} as const satisfies Record<string, InterfaceInfo>

/** What the registry knows about one interface. */
export interface InterfaceInfo {
  agentTier: AgentTier
  requiresProvider: boolean
  adapter: 'by-provider' | 'openai' | 'anthropic' | 'ai_sdk' | 'claude_agent_sdk' | 'langchain_deep_agents' | 'manual' | 'app' | null
}

/** `tool_loop` (LLM or tool-calling loop) or `deep_agent` (agent runtime; forces the AgentPort path). */
export type AgentTier = 'tool_loop' | 'deep_agent'

/** A registered interface name. */
export type InterfaceName = keyof typeof INTERFACES

/** Providers the `langchain` interface can run here. */
export const LANGCHAIN_PROVIDERS = ['openai', 'anthropic'] as const

/** True if `name` is a registered interface. */
export function isInterfaceName(name: string): name is InterfaceName {
  return Object.hasOwn(INTERFACES, name)
}

/** The agent tier of an interface (Karenina `agent_tier`). */
export function agentTierOf(name: InterfaceName): AgentTier {
  return INTERFACES[name].agentTier
}

/**
 * The interface can investigate as an agent (agentic parsing, agentic rubric traits): a deep agent with an
 * adapter (`claude_agent_sdk`, `langchain_deep_agents`), or an OpenAI/Anthropic tool loop given the read-only workspace tools.
 */
export function canInvestigate(name: string): boolean {
  if (!isInterfaceName(name)) return false
  const spec = INTERFACES[name]
  if (spec.adapter === null) return false
  return spec.agentTier === 'deep_agent' || ['openai', 'anthropic', 'ai_sdk', 'by-provider'].includes(String(spec.adapter))
}

/**
 * Why an interface cannot judge as an agent for `purpose` (e.g. `agentic_parsing`), or `null` when it can.
 * As in Karenina, the judge must be of the `deep_agent` tier, unless `toolLoop.allowed` (the karenina-ts
 * opt-in `agentic_tool_loop_judges`, spelt `toolLoop.setting` in the message) also admits tool-loop
 * interfaces that have an agent port here.
 */
export function agenticJudgeProblem(name: string, purpose: string, toolLoop: { allowed: boolean; setting: string }): string | null {
  const spec = isInterfaceName(name) ? INTERFACES[name] : null
  if (spec?.agentTier === 'deep_agent')
    return spec.adapter === null ? `interface "${name}" has no TypeScript implementation; ${purpose} needs a deep_agent interface that runs here (claude_agent_sdk, langchain_deep_agents)` : null
  if (toolLoop.allowed)
    return canInvestigate(name) ? null : `interface "${name}" cannot run as an agent; ${purpose} needs claude_agent_sdk, langchain_deep_agents or an OpenAI/Anthropic interface`
  return `interface "${name}" is ${spec?.agentTier ?? 'not a known interface'}; ${purpose} needs a deep_agent interface (claude_agent_sdk, langchain_deep_agents)${
    canInvestigate(name) ? `, or set ${toolLoop.setting} to let this tool-loop judge investigate with the read-only workspace tools` : ''
  }`
}
