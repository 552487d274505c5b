import { ConfigError } from '../../errors/config-error.js'
import type { SdkStreamMessage } from './sdk-trace.js'

/** The one function of `@anthropic-ai/claude-agent-sdk` the interface uses, typed structurally. */
export type ClaudeQuery = (params: { prompt: string; options: Record<string, unknown> }) => AsyncIterable<SdkStreamMessage>

let loaded: Promise<ClaudeQuery> | undefined

/** Loads the optional peer on first use; a missing package is a ConfigError saying what to install. */
export function loadClaudeAgentSdk(): Promise<ClaudeQuery> {
  loaded ??= import('@anthropic-ai/claude-agent-sdk').then(
    (sdk) => sdk.query as unknown as ClaudeQuery,
    (error: unknown) => {
      loaded = undefined
      throw new ConfigError(
        'interface',
        'the claude_agent_sdk interface runs Claude Code through the optional peer dependency @anthropic-ai/claude-agent-sdk, which is not installed (npm install @anthropic-ai/claude-agent-sdk)',
        { cause: error },
      )
    },
  )
  return loaded
}
