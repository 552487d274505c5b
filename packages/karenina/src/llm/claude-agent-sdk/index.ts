import { z } from 'zod'
import type { ModelConfig } from '../../config/model-config.js'
import { ConfigError } from '../../errors/config-error.js'
import { createAnthropicPorts, type AnthropicAdapterOptions } from '../anthropic/index.js'
import { accountLimiter, providerAccount } from '../adapter-options.js'
import type { ModelPorts } from '../ports.js'
import { providerModel } from '../provider-ports.js'
import { ClaudeCodeAgent, claudeMcpServers } from './agent.js'

/** Claude Code's read-only built-in tools: the default tool set of the answering agent. */
export const DEFAULT_CLAUDE_CODE_TOOLS = ['Read', 'Glob', 'Grep'] as const

/** `extra_kwargs[key]` checked against `schema` (`expected` names it in the error), or undefined when unset. */
function extraKwargOf<T>(config: ModelConfig, key: string, schema: z.ZodType<T>, expected: string): T | undefined {
  const value = config.extra_kwargs?.[key]
  if (value === undefined || value === null) return undefined
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new ConfigError(`extra_kwargs.${key}`, `must be ${expected} (got ${JSON.stringify(value)})`)
  return parsed.data
}

/**
 * The ports of a `claude_agent_sdk` model: the agent is Claude Code (deep-agent tier, built-in file tools,
 * `cwd` = the workspace); plain calls and the structured judge go through the Anthropic SDK to the same
 * endpoint and key. Tool set: `extra_kwargs.tools` (default Read, Glob, Grep); extra variables for the
 * agent process: `extra_kwargs.agent_env`. `mcp_urls_dict` servers become Claude Code's own MCP servers (their
 * tools `mcp__<server>__<tool>`, narrowed by `mcp_tool_filter`). Options: the Anthropic adapter's (`client` is the
 * Anthropic client of the chat and judge calls).
 */
export function createClaudeAgentSdkPorts(config: ModelConfig, options: AnthropicAdapterOptions = {}): Omit<Required<ModelPorts>, 'embeddings'> {
  const env = options.env ?? process.env
  const { llm, parser } = createAnthropicPorts(config, options)
  const account = providerAccount('anthropic', config, options)
  const apiKey = account.apiKey
  if (!apiKey) throw new ConfigError('ANTHROPIC_API_KEY', `no API key for claude_agent_sdk model "${config.model_name ?? ''}"`)
  // One run holds one slot of the Anthropic account's limiter (the same key as the judge's calls): Claude
  // Code sends its turns one after another, so a run is about one request in flight.
  const agent = new ClaudeCodeAgent({
    limiter: accountLimiter('anthropic', account, options),
    ...providerModel(config, options),
    tools: extraKwargOf(config, 'tools', z.array(z.string()), 'a list of Claude Code tool names') ?? [...DEFAULT_CLAUDE_CODE_TOOLS],
    env: {
      apiKey,
      baseURL: account.baseURL ?? env['ANTHROPIC_BASE_URL'],
      parentEnv: env,
      extra: extraKwargOf(config, 'agent_env', z.record(z.string(), z.string()), 'an object of string values'),
    },
    // Checked here: a setting Claude Code cannot honour is refused before any run.
    mcp: claudeMcpServers(config),
  })
  return { llm, parser, agent }
}
