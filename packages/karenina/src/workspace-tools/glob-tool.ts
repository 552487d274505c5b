import { z } from 'zod'
import { defineTool } from '../llm/define-tool.js'
import type { AgentTool } from '../llm/ports.js'
import { type WorkspaceRoot, WorkspaceToolError } from '../llm/workspace-root.js'
import { realpath } from '../utils/lazy-node.js'
import path from 'node:path'

const parameters = z.object({
  pattern: z.string().describe('Glob pattern, e.g. "**/*.csv" or "src/*.{ts,js}"'),
  path: z.string().optional().describe('Directory to search from, relative to the workspace root (default: the root)'),
})

/** `glob`: workspace-relative paths of the files matching a pattern, one per line. */
export function globTool(root: WorkspaceRoot, maxResults: number): AgentTool {
  return defineTool({
    name: 'glob',
    description: 'Find workspace files by glob pattern; returns paths relative to the workspace root.',
    parameters,
    execute: async ({ pattern, path = '.' }) => {
      const dir = await root.resolve(path)
      const files = await findFiles(root, dir, pattern)
      if (files.length === 0) return `no files match ${JSON.stringify(pattern)}`
      const lines = files.slice(0, maxResults).map((f) => root.relative(f))
      if (files.length > maxResults) lines.push(`[${files.length - maxResults} more files not shown]`)
      return lines.join('\n')
    },
  })
}

/** A glob pattern a model may send: relative, with no `..` segment (tinyglobby would climb out of `cwd`). */
export function checkPattern(pattern: string, field = 'pattern'): void {
  if (pattern === '') throw new WorkspaceToolError(`${field} is empty`)
  if (pattern.includes('\0')) throw new WorkspaceToolError(`${field} contains a NUL byte`)
  if (path.isAbsolute(pattern) || path.win32.isAbsolute(pattern)) {
    throw new WorkspaceToolError(`${field} ${JSON.stringify(pattern)} is absolute; patterns are relative to the workspace root`)
  }
  if (pattern.split(/[\\/]/).includes('..')) throw new WorkspaceToolError(`${field} ${JSON.stringify(pattern)} leaves the workspace (..)`)
}

/**
 * Files under `dir` matching `pattern`, as absolute paths, sorted. The crawl (tinyglobby) walks `dir` itself
 * and skips every symlink, so a link to `/` or a loop is never entered; the pattern is matched afterwards
 * (picomatch), because tinyglobby would start its crawl at a pattern's static prefix, which may be a symlink.
 */
export async function findFiles(root: WorkspaceRoot, dir: string, pattern: string): Promise<string[]> {
  checkPattern(pattern)
  // Loaded on first use: only agents with workspace tools need them (picomatch alone is ~4 MiB of start-up RSS).
  const [{ default: picomatch }, { glob }] = await Promise.all([import('picomatch'), import('tinyglobby')])
  let isMatch: (file: string) => boolean
  try {
    isMatch = picomatch(pattern, { dot: true })
  } catch (error) {
    throw new WorkspaceToolError(`pattern ${JSON.stringify(pattern)} is not a valid glob: ${(error as Error).message}`)
  }
  const files = await glob('**', { cwd: dir, dot: true, onlyFiles: true, followSymbolicLinks: false, expandDirectories: false })
  const kept: string[] = []
  for (const file of files.filter((f) => isMatch(f)).sort()) {
    const absolute = path.resolve(dir, file)
    const real = await realpath(absolute).catch(() => undefined)
    if (real !== undefined && root.contains(real)) kept.push(absolute)
  }
  return kept
}
