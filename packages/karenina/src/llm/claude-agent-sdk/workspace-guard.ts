import { realpath } from 'node:fs/promises'
import path from 'node:path'
import type { WorkspaceRoot } from '../../workspace-tools/workspace-root.js'

// Inputs of Claude Code's built-in tools that name a file or directory.
const PATH_KEYS = ['file_path', 'path', 'notebook_path'] as const
// Inputs that are glob patterns (Glob `pattern`, Grep `glob`).
const PATTERN_KEYS: Record<string, readonly string[]> = { Glob: ['pattern'], Grep: ['glob'] }

/** The real path of `target`, or of its nearest existing ancestor joined with the rest (a file to be written). */
async function realOrAncestor(target: string): Promise<string> {
  const rest: string[] = []
  let current = target
  for (;;) {
    try {
      return path.join(await realpath(current), ...rest)
    } catch {
      const parent = path.dirname(current)
      if (parent === current) return target
      rest.unshift(path.basename(current))
      current = parent
    }
  }
}

/**
 * Why a Claude Code tool call leaves the workspace, or `undefined` when it stays inside. Claude Code lets
 * its read-only tools read anywhere, so the interface checks every path (symlinks resolved) and every glob
 * pattern before a tool runs. Bash cannot be checked: it is only available when listed explicitly.
 */
export async function workspaceViolation(root: WorkspaceRoot, tool: string, input: unknown): Promise<string | undefined> {
  if (typeof input !== 'object' || input === null) return undefined
  const fields = input as Record<string, unknown>
  for (const key of PATH_KEYS) {
    const value = fields[key]
    if (typeof value !== 'string' || value === '') continue
    const real = await realOrAncestor(path.resolve(root.dir, value))
    if (!root.contains(real)) return `${tool} ${key} ${JSON.stringify(value)} is outside the workspace ${root.dir}`
  }
  for (const key of PATTERN_KEYS[tool] ?? []) {
    const value = fields[key]
    if (typeof value !== 'string') continue
    if (path.isAbsolute(value) && !root.contains(path.resolve(value))) return `${tool} ${key} ${JSON.stringify(value)} is outside the workspace ${root.dir}`
    if (value.split(/[\\/]/).includes('..')) return `${tool} ${key} ${JSON.stringify(value)} leaves the workspace (..)`
  }
  return undefined
}

/** A PreToolUse hook (Claude Agent SDK `hooks` option) denying every tool call that leaves the workspace. */
export function workspaceGuardHook(root: WorkspaceRoot) {
  return async (input: { tool_name?: string; tool_input?: unknown }): Promise<Record<string, unknown>> => {
    // An MCP tool runs in the user's own server, not on Claude Code's files: its `path` arguments are the server's.
    if (input.tool_name?.startsWith('mcp__')) return {}
    const violation = await workspaceViolation(root, input.tool_name ?? '', input.tool_input)
    if (violation === undefined) return {}
    return { hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: violation } }
  }
}
