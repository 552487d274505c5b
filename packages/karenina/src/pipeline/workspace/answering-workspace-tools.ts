import { agentTierOf } from '../../config/interfaces.js'
import type { ModelConfig } from '../../config/model-config.js'
import { ConfigError } from '../../errors/config-error.js'
import type { AgentTool } from '../../llm/ports.js'
import { workspaceTools } from '../../workspace-tools/workspace-tools.js'

/** Which workspace tools an answering model asked for (`extra_kwargs.workspace_tools`). */
export type AnsweringWorkspaceTools = 'read' | 'write'

const READ_NAMES = ['list_directory', 'read_file', 'glob', 'grep'] as const
const WRITE_NAMES = [...READ_NAMES, 'write_file', 'edit_file'] as const

/**
 * The answering model's `extra_kwargs.workspace_tools`: `"read"` (list, read, glob, grep) or `"write"` (also
 * write_file and edit_file), bound to the task's workspace; `null` when unset. Only tool-loop interfaces
 * take it (a deep agent uses its own tools, `extra_kwargs.tools`; `manual` runs no tools): a ConfigError
 * names the key otherwise, or when the value is not one of the two.
 */
export function answeringWorkspaceToolsOf(model: ModelConfig): AnsweringWorkspaceTools | null {
  const value = model.extra_kwargs?.['workspace_tools']
  if (value === undefined || value === null || value === false) return null
  const key = `answering model ${JSON.stringify(model.id ?? model.model_name ?? 'unknown')} extra_kwargs.workspace_tools`
  if (value !== 'read' && value !== 'write') throw new ConfigError(key, `must be "read" or "write" (got ${JSON.stringify(value)})`)
  if (agentTierOf(model.interface) !== 'tool_loop' || model.interface === 'manual') {
    throw new ConfigError(key, `is for tool-loop agents; interface ${model.interface} cannot take it${model.interface === 'claude_agent_sdk' ? ' (list Claude Code tools in extra_kwargs.tools, e.g. ["Read", "Write"])' : ''}`)
  }
  return value
}

/** The tool names `answeringWorkspaceToolsOf` gives (for the answering ModelIdentity). */
export function answeringWorkspaceToolNames(mode: AnsweringWorkspaceTools | null): readonly string[] {
  return mode === null ? [] : mode === 'write' ? WRITE_NAMES : READ_NAMES
}

/** The tools bound to `workspace`. */
export function answeringWorkspaceTools(mode: AnsweringWorkspaceTools, workspace: string): AgentTool[] {
  return workspaceTools(workspace, { write: mode === 'write' })
}
