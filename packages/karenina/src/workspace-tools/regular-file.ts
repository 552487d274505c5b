// The file tools read, edit and write regular files only: a FIFO, socket or device is refused by kind.
import type { Stats } from 'node:fs'

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
