import { lstat, mkdir, open, realpath } from '../utils/lazy-node/fs-promises.js'
import { constants } from '../utils/lazy-node/fs.js'
import path from 'node:path'
import { WorkspaceToolError, type WorkspaceRoot } from '../llm/workspace-root.js'
import { specialKind } from './regular-file.js'

const code = (error: unknown): string | undefined => (error as NodeJS.ErrnoException).code

/** Whether an entry is at `file` (a symlink counts, even a dangling one or a loop: `realInside` refuses those). */
async function entryExists(file: string, input: string): Promise<boolean> {
  try {
    await lstat(file)
    return true
  } catch (error) {
    if (code(error) === 'ENOENT' || code(error) === 'ENOTDIR') return false
    if (code(error) === 'ELOOP') return true
    throw new WorkspaceToolError(`path ${JSON.stringify(input)} cannot be inspected (${code(error) ?? String(error)})`)
  }
}

/** The real path of `absolute`, refused when it is a loop or leaves the root. */
async function realInside(root: WorkspaceRoot, absolute: string, input: string): Promise<string> {
  let real: string
  try {
    real = await realpath(absolute)
  } catch (error) {
    if (code(error) === 'ELOOP') throw new WorkspaceToolError(`path ${JSON.stringify(input)} goes through a symlink loop`)
    if (code(error) === 'ENOENT') throw new WorkspaceToolError(`path ${JSON.stringify(input)} is or goes through a dangling symlink; not written`)
    throw new WorkspaceToolError(`path ${JSON.stringify(input)} cannot be resolved (${code(error) ?? String(error)})`)
  }
  if (!root.contains(real)) throw new WorkspaceToolError(`path ${JSON.stringify(input)} is a symlink that leaves the workspace`)
  return real
}

/**
 * The real path a write to the model-supplied `input` may go to, with its missing parent directories made.
 * Refused (tool error, nothing created): absolute paths, `..` out, a symlink out anywhere on the way (the
 * nearest existing ancestor is resolved before any directory is made), a symlink loop, a dangling symlink
 * (writing through it would create its target wherever it points), a directory, a file with several hard links.
 */
export async function writablePath(root: WorkspaceRoot, input: string): Promise<string> {
  const absolute = root.lexical(input)
  if (absolute === root.dir) throw new WorkspaceToolError(`path ${JSON.stringify(input)} is the workspace directory, not a file`)
  if (await entryExists(absolute, input)) {
    // An existing entry: write where it really is (a symlink inside the workspace is followed once).
    const real = await realInside(root, absolute, input)
    const stats = await lstat(real)
    if (stats.isDirectory()) throw new WorkspaceToolError(`path ${JSON.stringify(input)} is a directory`)
    // A hard link shares its content with another name, possibly outside the workspace: never written through.
    if (stats.nlink > 1) throw new WorkspaceToolError(`path ${JSON.stringify(input)} is a hard link (${stats.nlink} names); not written`)
    return real
  }
  // Check the nearest existing ancestor before creating anything below it.
  let ancestor = path.dirname(absolute)
  while (ancestor !== root.dir && !(await entryExists(ancestor, input))) ancestor = path.dirname(ancestor)
  const realAncestor = await realInside(root, ancestor, input)
  if (!(await lstat(realAncestor)).isDirectory()) throw new WorkspaceToolError(`path ${JSON.stringify(input)} goes through a file`)
  const parent = path.join(realAncestor, path.relative(ancestor, path.dirname(absolute)))
  try {
    await mkdir(parent, { recursive: true })
  } catch (error) {
    throw new WorkspaceToolError(`cannot create the directory of ${JSON.stringify(input)} (${code(error) ?? String(error)})`)
  }
  // Again after mkdir: a symlink swapped in meanwhile must not carry the write out.
  const realParent = await realInside(root, parent, input)
  return path.join(realParent, path.basename(absolute))
}

/** Writes `text` to `file` (a path from {@link writablePath}) without following a symlink at its last component. */
export async function writeNoFollow(file: string, text: string, input: string): Promise<void> {
  let handle
  try {
    // Not blocking, not truncating yet: a FIFO would wait for a reader forever, and only a regular file is written.
    handle = await open(file, constants.O_WRONLY | constants.O_CREAT | constants.O_NONBLOCK | (constants.O_NOFOLLOW ?? 0), 0o644)
  } catch (error) {
    if (code(error) === 'ELOOP') throw new WorkspaceToolError(`path ${JSON.stringify(input)} became a symlink; not written`)
    if (code(error) === 'EISDIR') throw new WorkspaceToolError(`path ${JSON.stringify(input)} is a directory`)
    if (code(error) === 'ENXIO') throw new WorkspaceToolError(`path ${JSON.stringify(input)} is a FIFO (named pipe); only regular files can be written`)
    throw new WorkspaceToolError(`cannot write ${JSON.stringify(input)} (${code(error) ?? String(error)})`)
  }
  try {
    const kind = specialKind(await handle.stat())
    if (kind !== null) throw new WorkspaceToolError(`path ${JSON.stringify(input)} is ${kind}; only regular files can be written`)
    await handle.truncate(0)
    await handle.writeFile(text, 'utf8')
  } finally {
    await handle.close()
  }
}
