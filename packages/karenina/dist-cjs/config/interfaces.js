"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.LANGCHAIN_PROVIDERS = exports.INTERFACES = void 0;
exports.isInterfaceName = isInterfaceName;
exports.agentTierOf = agentTierOf;
exports.canInvestigate = canInvestigate;
exports.agenticJudgeProblem = agenticJudgeProblem;
exports.INTERFACES = {
    langchain: { agentTier: 'tool_loop', requiresProvider: true, adapter: 'by-provider' },
    openrouter: { agentTier: 'tool_loop', requiresProvider: false, adapter: 'openai' },
    openai_endpoint: { agentTier: 'tool_loop', requiresProvider: false, adapter: 'openai' },
    claude_tool: { agentTier: 'tool_loop', requiresProvider: false, adapter: 'anthropic' },
    claude_agent_sdk: { agentTier: 'deep_agent', requiresProvider: false, adapter: 'claude_agent_sdk' },
    langchain_deep_agents: { agentTier: 'deep_agent', requiresProvider: true, adapter: 'langchain_deep_agents' },
    manual: { agentTier: 'tool_loop', requiresProvider: false, adapter: 'manual' },
    taskeval: { agentTier: 'tool_loop', requiresProvider: false, adapter: null },
};
exports.LANGCHAIN_PROVIDERS = ['openai', 'anthropic'];
function isInterfaceName(name) {
    return Object.hasOwn(exports.INTERFACES, name);
}
function agentTierOf(name) {
    return exports.INTERFACES[name].agentTier;
}
function canInvestigate(name) {
    if (!Object.hasOwn(exports.INTERFACES, name))
        return false;
    const spec = exports.INTERFACES[name];
    if (spec.adapter === null)
        return false;
    return spec.agentTier === 'deep_agent' || ['openai', 'anthropic', 'by-provider'].includes(String(spec.adapter));
}
function agenticJudgeProblem(name, purpose, toolLoop) {
    const known = Object.hasOwn(exports.INTERFACES, name);
    const spec = known ? exports.INTERFACES[name] : null;
    if (spec?.agentTier === 'deep_agent')
        return spec.adapter === null ? `interface "${name}" has no TypeScript implementation; ${purpose} needs a deep_agent interface that runs here (claude_agent_sdk, langchain_deep_agents)` : null;
    if (toolLoop.allowed)
        return canInvestigate(name) ? null : `interface "${name}" cannot run as an agent; ${purpose} needs claude_agent_sdk, langchain_deep_agents or an OpenAI/Anthropic interface`;
    return `interface "${name}" is ${spec?.agentTier ?? 'not a known interface'}; ${purpose} needs a deep_agent interface (claude_agent_sdk, langchain_deep_agents)${canInvestigate(name) ? `, or set ${toolLoop.setting} to let this tool-loop judge investigate with the read-only workspace tools` : ''}`;
}
