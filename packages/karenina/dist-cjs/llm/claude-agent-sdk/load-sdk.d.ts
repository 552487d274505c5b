import type { SdkStreamMessage } from './sdk-trace.js';
/** The one function of `@anthropic-ai/claude-agent-sdk` the interface uses, typed structurally. */
export type ClaudeQuery = (params: {
    prompt: string;
    options: Record<string, unknown>;
}) => AsyncIterable<SdkStreamMessage>;
/** Loads the optional peer on first use; a missing package is a ConfigError saying what to install. */
export declare function loadClaudeAgentSdk(): Promise<ClaudeQuery>;
