import { realpath } from '../utils/lazy-node/fs-promises.js'
import path from 'node:path'
import { WorkspaceToolError, type WorkspaceRoot } from '../llm/workspace-root.js'

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
