import type { AgentTool } from '../llm/ports.js'
import { ConfigError } from '../errors/config-error.js'
import { globTool } from './glob-tool.js'
import { grepTool } from './grep-tool.js'
import { listDirectoryTool } from './list-directory-tool.js'
import { readFileTool } from './read-file-tool.js'
import { runCommandTool, type CommandOptions } from './run-command-tool.js'
import { WorkspaceRoot } from '../llm/workspace-root.js'
import { editFileTool, writeFileTool } from './write-file-tool.js'

/** Options of {@link workspaceTools}. */
export interface WorkspaceToolsOptions {
  /** Bytes `read_file` returns per call and `grep` searches per file. @default 262144 (256 KiB) */
  maxReadBytes?: number
  /** Entries `list_directory` and `glob` return, matches `grep` returns. @default 500 */
  maxResults?: number
  /** Time a `grep` pattern may take per MiB of text searched before the call is refused (catastrophic backtracking). @default 1000 */
  regexBudgetMs?: number
  /** Adds `run_command` (cwd = the workspace, no shell, a timeout). Off by default: `true` or settings to enable. */
  commands?: boolean | CommandOptions
  /**
   * Adds `write_file` (create or overwrite, parent directories made) and `edit_file` (exact text replaced),
   * confined like the read tools. Off by default. @default false
   */
  write?: boolean
  /** Bytes a file may have after `write_file` or `edit_file`. @default 1048576 (1 MiB) */
  maxWriteBytes?: number
}

function positiveInteger(key: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback
  if (!Number.isInteger(value) || value < 1) throw new ConfigError(key, `must be a positive integer (got ${String(value)})`)
  return value
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
export function workspaceTools(dir: string, options: WorkspaceToolsOptions = {}): AgentTool[] {
  const root = new WorkspaceRoot(dir)
  const maxReadBytes = positiveInteger('maxReadBytes', options.maxReadBytes, 262_144)
  const maxResults = positiveInteger('maxResults', options.maxResults, 500)
  const regexBudgetMs = positiveInteger('regexBudgetMs', options.regexBudgetMs, 1000)
  const maxWriteBytes = positiveInteger('maxWriteBytes', options.maxWriteBytes, 1_048_576)
  const tools = [
    listDirectoryTool(root, maxResults),
    readFileTool(root, maxReadBytes),
    globTool(root, maxResults),
    grepTool(root, maxReadBytes, maxResults, regexBudgetMs),
  ]
  if (options.write === true) tools.push(writeFileTool(root, maxWriteBytes), editFileTool(root, maxWriteBytes))
  if (options.commands !== undefined && options.commands !== false) {
    tools.push(runCommandTool(root, options.commands === true ? {} : options.commands))
  }
  return tools
}
