import { realpath } from 'node:fs/promises'
import path from 'node:path'
import type { WorkspaceRoot } from '../workspace-root.js'

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

/**
 * A PreToolUse hook (Claude Agent SDK `hooks` option) that sees every tool call, Bash included: a tool
 * not in `allowed` (the tools the user's config grants) is denied whatever Claude Code's own settings say,
 * and a call of an allowed tool that names a path or pattern outside the workspace is denied.
 */
export function workspaceGuardHook(root: WorkspaceRoot, allowed: readonly string[]) {
  const granted = new Set(allowed)
  return async (input: { tool_name?: string; tool_input?: unknown }): Promise<Record<string, unknown>> => {
    const tool = input.tool_name ?? ''
    // An MCP tool runs in the user's own server, not on Claude Code's files: its `path` arguments are the server's.
    // It is granted as its server (`mcp__<server>`) or by name (`mcp__<server>__<tool>`, under mcp_tool_filter).
    const isGranted = granted.has(tool) || (tool.startsWith('mcp__') && [...granted].some((g) => g.startsWith('mcp__') && tool.startsWith(`${g}__`)))
    const violation = !isGranted
      ? `${JSON.stringify(tool)} is not among the tools this agent was given (${[...granted].join(', ') || 'none'})`
      : tool.startsWith('mcp__')
        ? undefined
        : await workspaceViolation(root, tool, input.tool_input)
    if (violation === undefined) return {}
    return { hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: violation } }
  }
}
