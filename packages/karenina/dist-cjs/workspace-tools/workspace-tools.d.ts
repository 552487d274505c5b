import type { AgentTool } from '../llm/ports.js';
import { type CommandOptions } from './run-command-tool.js';
/** Options of {@link workspaceTools}. */
export interface WorkspaceToolsOptions {
    /** Bytes `read_file` returns per call and `grep` searches per file. @default 262144 (256 KiB) */
    maxReadBytes?: number;
    /** Entries `list_directory` and `glob` return, matches `grep` returns. @default 500 */
    maxResults?: number;
    /** Time a `grep` pattern may take per MiB of text searched before the call is refused (catastrophic backtracking). @default 1000 */
    regexBudgetMs?: number;
    /** Adds `run_command` (cwd = the workspace, no shell, a timeout). Off by default: `true` or settings to enable. */
    commands?: boolean | CommandOptions;
    /**
     * Adds `write_file` (create or overwrite, parent directories made) and `edit_file` (exact text replaced),
     * confined like the read tools. Off by default. @default false
     */
    write?: boolean;
    /** Bytes a file may have after `write_file` or `edit_file`. @default 1048576 (1 MiB) */
    maxWriteBytes?: number;
}
/**
 * The workspace tools bound to one directory, for any agent (OpenAI, Anthropic, …) run through the agent
 * loop: read-only by default (`list_directory`, `read_file`, `glob`, `grep`), plus `write_file` and
 * `edit_file` with `write: true` and `run_command` with `commands`. Paths are relative to `dir`; absolute
 * paths, `..` that leaves it, symlinks pointing outside and symlink loops are refused with a tool error the
 * model sees (a refused write creates nothing).
 * @example
 * const { agent } = await resolveModel('openai:gpt-4.1-mini')
 * await agent.run({ messages, tools: workspaceTools('./runs/q1') })
 * await agent.run({ messages, tools: workspaceTools('./runs/q2', { write: true }) })
 */
export declare function workspaceTools(dir: string, options?: WorkspaceToolsOptions): AgentTool[];
