import { z } from 'zod'
import { defineTool } from '../llm/define-tool.js'
import type { AgentTool } from '../llm/ports.js'
import { WorkspaceToolError, type WorkspaceRoot } from '../llm/workspace-root.js'
import { readForTool, specialKind } from './read-file-tool.js'
import { constants, lstat, mkdir, open, realpath } from '../utils/lazy-node.js'
import path from 'node:path'

const writeParameters = z.object({
  path: z.string().describe('File path relative to the workspace root; missing parent directories are created'),
  content: z.string().describe('The whole new content of the file (UTF-8 text)'),
})

/** `write_file`: creates or overwrites a text file of the workspace, at most `maxBytes` (UTF-8). */
export function writeFileTool(root: WorkspaceRoot, maxBytes: number): AgentTool {
  return defineTool({
    name: 'write_file',
    description: `Create or overwrite a text file in the workspace (at most ${maxBytes} bytes; parent directories are created).`,
    parameters: writeParameters,
    execute: async ({ path, content }) => {
      const bytes = Buffer.byteLength(content, 'utf8')
      if (bytes > maxBytes) throw new WorkspaceToolError(`content for ${JSON.stringify(path)} is ${bytes} bytes; the limit is ${maxBytes}`)
      const file = await writablePath(root, path)
      await writeNoFollow(file, content, path)
      return `wrote ${bytes} bytes to ${root.relative(file)}`
    },
  })
}

const editParameters = z.object({
  path: z.string().describe('Existing file path relative to the workspace root'),
  old_text: z.string().min(1).describe('Exact text to replace; must occur exactly once unless replace_all'),
  new_text: z.string().describe('Replacement text'),
  replace_all: z.boolean().optional().describe('Replace every occurrence (default: exactly one must exist)'),
})

/** `edit_file`: replaces exact text in an existing text file; the result is capped at `maxBytes`. */
export function editFileTool(root: WorkspaceRoot, maxBytes: number): AgentTool {
  return defineTool({
    name: 'edit_file',
    description: `Replace exact text in an existing workspace file (old_text must occur once unless replace_all; files up to ${maxBytes} bytes).`,
    parameters: editParameters,
    execute: async ({ path, old_text: oldText, new_text: newText, replace_all: all = false }) => {
      // An existing file only: root.resolve refuses a missing one before writablePath could make directories.
      await root.resolve(path)
      const file = await writablePath(root, path)
      const current = await readForTool(file, path, maxBytes + 1, 'edited')
      if (current.size > maxBytes) throw new WorkspaceToolError(`${JSON.stringify(path)} is ${current.size} bytes; the limit is ${maxBytes}`)
      if (current.text === null) throw new WorkspaceToolError(`${JSON.stringify(path)} is a binary file`)
      const count = current.text.split(oldText).length - 1
      if (count === 0) throw new WorkspaceToolError(`old_text does not occur in ${JSON.stringify(path)}`)
      if (count > 1 && !all) throw new WorkspaceToolError(`old_text occurs ${count} times in ${JSON.stringify(path)}; make it unique or pass replace_all`)
      const next = all ? current.text.split(oldText).join(newText) : current.text.replace(oldText, () => newText)
      const bytes = Buffer.byteLength(next, 'utf8')
      if (bytes > maxBytes) throw new WorkspaceToolError(`the edited ${JSON.stringify(path)} would be ${bytes} bytes; the limit is ${maxBytes}`)
      await writeNoFollow(file, next, path)
      return `replaced ${all ? count : 1} occurrence${(all ? count : 1) === 1 ? '' : 's'} in ${root.relative(file)}`
    },
  })
}

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
