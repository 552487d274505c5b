import { realpath, realpathSync, statSync } from '../utils/lazy-node.js'
import path from 'node:path'
import { ConfigError } from '../errors/config-error.js'

/**
 * A refused or failed workspace tool call. Thrown inside a tool's `execute`, it reaches the model as an
 * error tool result (`is_error: true`) through the agent loop; it never ends the run.
 */
export class WorkspaceToolError extends Error {
  override readonly name = 'WorkspaceToolError'
}

/**
 * One directory the workspace tools are bound to. Every path a model sends goes through `resolve`, which
 * refuses absolute paths, `..` that leaves the root, and symlinks whose target is outside it.
 */
export class WorkspaceRoot {
  /** The root's real path (symlinks of the root itself resolved once, at creation). */
  readonly dir: string

  constructor(dir: string) {
    let real: string
    try {
      real = realpathSync(dir)
    } catch (error) {
      throw new ConfigError('workspace', `directory ${JSON.stringify(dir)} does not exist`, { cause: error })
    }
    if (!statSync(real).isDirectory()) throw new ConfigError('workspace', `${JSON.stringify(dir)} is not a directory`)
    this.dir = real
  }

  /** True when `absolute` is the root or below it. */
  contains(absolute: string): boolean {
    const rel = path.relative(this.dir, absolute)
    return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel))
  }

  /** The lexical absolute path of a model-supplied relative path, refused if it is absolute or leaves the root. */
  lexical(input: string, field = 'path'): string {
    if (typeof input !== 'string') throw new WorkspaceToolError(`${field} must be a string`)
    if (input.includes('\0')) throw new WorkspaceToolError(`${field} ${JSON.stringify(input)} contains a NUL byte`)
    if (path.isAbsolute(input) || path.win32.isAbsolute(input)) {
      throw new WorkspaceToolError(`${field} ${JSON.stringify(input)} is absolute; paths are relative to the workspace root`)
    }
    const absolute = path.resolve(this.dir, input === '' ? '.' : input)
    if (!this.contains(absolute)) throw new WorkspaceToolError(`${field} ${JSON.stringify(input)} leaves the workspace`)
    return absolute
  }

  /** The real path of a model-supplied path: symlinks followed, and refused when the target is outside the root. */
  async resolve(input: string, field = 'path'): Promise<string> {
    const absolute = this.lexical(input, field)
    let real: string
    try {
      real = await realpath(absolute)
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'ENOENT' || code === 'ENOTDIR') throw new WorkspaceToolError(`${field} ${JSON.stringify(input)} does not exist`)
      if (code === 'ELOOP') throw new WorkspaceToolError(`${field} ${JSON.stringify(input)} is a symlink loop`)
      throw new WorkspaceToolError(`${field} ${JSON.stringify(input)} cannot be resolved (${code ?? String(error)})`)
    }
    if (!this.contains(real)) throw new WorkspaceToolError(`${field} ${JSON.stringify(input)} is a symlink that leaves the workspace`)
    return real
  }

  /** The path relative to the root, with forward slashes, as tools report it (`.` for the root). */
  relative(absolute: string): string {
    const rel = path.relative(this.dir, absolute)
    return rel === '' ? '.' : rel.split(path.sep).join('/')
  }
}
