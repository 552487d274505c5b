import { isAbsolute, relative, sep } from 'node:path'

/**
 * A path as a reporter prints it, so a terminal can open it: relative to `cwd` when inside it, else absolute
 * (never a chain of `../`).
 */
export function displayPath(path: string, cwd: string = process.cwd()): string {
  const rel = relative(cwd, path)
  const inside = rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel)
  return inside ? rel : path
}
