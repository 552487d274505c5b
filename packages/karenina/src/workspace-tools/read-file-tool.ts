// The file tools read, edit and write regular files only: a FIFO, socket or device is refused by kind.
import { constants, open } from '../utils/lazy-node.js'
import { z } from 'zod'
import { defineTool } from '../llm/define-tool.js'
import type { AgentTool } from '../llm/ports.js'
import { WorkspaceToolError, type WorkspaceRoot } from '../llm/workspace-root.js'
import type { Stats } from 'node:fs'

const parameters = z.object({
  path: z.string().describe('File path relative to the workspace root'),
  offset: z.number().int().min(0).optional().describe('Byte offset to start reading at (to page through a large file)'),
})

/**
 * Reads at most `maxBytes` of `file` from `offset`; `null` content when the bytes look binary (a NUL byte). Only
 * a regular file is read: the file is opened without blocking (a FIFO without a writer would hold a libuv thread
 * forever, past every timeout and signal) and anything else is refused with {@link NotRegularFileError}.
 */
export async function readCapped(file: string, maxBytes: number, offset = 0): Promise<{ text: string | null; size: number; read: number }> {
  const handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK)
  try {
    const info = await handle.stat()
    const kind = specialKind(info)
    if (kind !== null) throw new NotRegularFileError(kind)
    const { size } = info
    const length = Math.max(0, Math.min(maxBytes, size - offset))
    const buffer = Buffer.alloc(length)
    const { bytesRead } = length > 0 ? await handle.read(buffer, 0, length, offset) : { bytesRead: 0 }
    const bytes = buffer.subarray(0, bytesRead)
    return { text: bytes.includes(0) ? null : bytes.toString('utf8'), size, read: bytesRead }
  } finally {
    await handle.close()
  }
}

/** {@link readCapped} of the file the model named `input`; a failure is a tool error naming it (`verb`: what only regular files can be). */
export async function readForTool(file: string, input: string, maxBytes: number, verb: 'read' | 'edited', offset = 0): ReturnType<typeof readCapped> {
  try {
    return await readCapped(file, maxBytes, offset)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EISDIR') throw new WorkspaceToolError(`${JSON.stringify(input)} is a directory; use list_directory`)
    if (error instanceof NotRegularFileError) throw new WorkspaceToolError(`${JSON.stringify(input)} ${error.message}; only regular files can be ${verb}`)
    throw new WorkspaceToolError(`cannot read ${JSON.stringify(input)} (${code ?? String(error)})`)
  }
}

/** `read_file`: a file's text, cut at `maxBytes` with a note saying how to read on. */
export function readFileTool(root: WorkspaceRoot, maxBytes: number): AgentTool {
  return defineTool({
    name: 'read_file',
    description: `Read a text file of the workspace (at most ${maxBytes} bytes per call; pass offset to read further).`,
    parameters,
    execute: async ({ path, offset = 0 }) => {
      const { text, size, read } = await readForTool(await root.resolve(path), path, maxBytes, 'read', offset)
      if (text === null) throw new WorkspaceToolError(`${JSON.stringify(path)} is a binary file (${size} bytes)`)
      if (offset + read >= size) return text
      return `${text}\n[truncated: bytes ${offset}–${offset + read} of ${size}; call read_file with offset ${offset + read} for more]`
    },
  })
}

/** What a non-regular file is, for messages (`a FIFO`), or null for a regular file. */
export function specialKind(info: Stats): string | null {
  if (info.isFile()) return null
  if (info.isDirectory()) return 'a directory'
  if (info.isFIFO()) return 'a FIFO (named pipe)'
  if (info.isSocket()) return 'a socket'
  if (info.isCharacterDevice() || info.isBlockDevice()) return 'a device'
  return 'not a regular file'
}

/** A workspace path that is not a regular file: the file tools read and edit regular files only. */
export class NotRegularFileError extends Error {
  readonly code: 'EISDIR' | 'ENOTREG'
  constructor(readonly kind: string) {
    super(`is ${kind}`)
    this.code = kind === 'a directory' ? 'EISDIR' : 'ENOTREG'
  }
}
