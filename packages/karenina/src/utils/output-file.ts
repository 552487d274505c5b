// The one writer of every file karenina produces (results exports, HTML reports, checkpoints, replay stores,
// cassettes). A regular file is replaced atomically: written beside itself, flushed, renamed over, keeping its
// permission bits (and owner, as root). A device or a FIFO is opened and written in place, and this process's own
// stdout/stderr (`/dev/stdout`, a link to `/proc/self/fd/1`) is written through its stream: renaming over them
// would turn `/dev/null` into a regular file when run as root, and a reader on a FIFO would never see the data. A read-only file, a directory, a
// socket, a block device and (through `inputs`) a file the command reads are refused before anything is written.
import type { FileHandle } from 'node:fs/promises'
import { basename, dirname, join, resolve } from 'node:path'
import { OutputFileError } from '../errors/output-file-error.js'
import { access, constants, open, randomBytes, realpath, rename, rm, stat } from './lazy-node.js'
import { nameFileInError } from './name-file-in-error.js'

/** How an output path will be written (see {@link resolveOutputTarget}). */
export interface OutputTarget {
  /** The path as the caller gave it (absolute). */
  path: string
  /**
   * `replace`: a regular file, or none yet, written beside and renamed over; `in-place`: a character device, a
   * FIFO, or this process's stdout/stderr, opened for appending and streamed.
   */
  mode: 'replace' | 'in-place'
  /** The file that is renamed over: the real path of a linked file, so the link stays a link. */
  file: string
  /** The replaced file's mode and owner, given to the new one. */
  keep?: { mode: number; uid: number; gid: number }
  /** The target is this process's stdout (1) or stderr (2): written through that stream, which may be a socket. */
  ownFd?: 1 | 2
}

export interface OutputOptions {
  /**
   * Files the command reads (checkpoint, config…) or writes elsewhere: a regular output that is one of them (the
   * same path, or the same file through a link) is refused.
   */
  inputs?: readonly (string | undefined)[]
  /** Refuse devices and FIFOs too (a file that is appended to and read back, such as the progress file). @default false */
  regularOnly?: boolean
}

/** Takes the output's bytes; a chunk is consumed (written or copied) before the promise settles. */
export interface OutputSink {
  write(chunk: string | Uint8Array): Promise<void>
}

const BATCH_BYTES = 64 * 1024

type Identity = { dev: number; ino: number }
const same = (a: Identity, b: Identity) => a.dev === b.dev && a.ino === b.ino

/** Which of this process's stdout (1) and stderr (2) is the file `info` describes. */
function ownFdOf(info: Identity): 1 | 2 | undefined {
  const { fstatSync } = process.getBuiltinModule('node:fs')
  for (const fd of [1, 2] as const) {
    try {
      if (same(fstatSync(fd), info)) return fd
    } catch {
      // closed: nothing to compare with
    }
  }
  return undefined
}

async function statOrNull(path: string) {
  try {
    return await stat(path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw nameFileInError(error, path)
  }
}

/**
 * Decides how `path` will be written, and refuses what must not be written, before any work is done: the CLI
 * calls it for every output before a run starts, so a refusal loses nothing.
 */
export async function resolveOutputTarget(path: string, options: OutputOptions = {}): Promise<OutputTarget> {
  const absolute = resolve(path)
  const info = await statOrNull(absolute)
  // `/dev/stdout` may be a socket (a spawning Node parent's pipe), which cannot be opened again: its stream is used.
  const ownFd = info === null ? undefined : ownFdOf(info)
  if (info !== null && (ownFd !== undefined || info.isCharacterDevice() || info.isFIFO())) {
    if (options.regularOnly) throw new OutputFileError(absolute, `it is ${ownFd !== undefined ? "this process's stdout/stderr" : info.isFIFO() ? 'a FIFO' : 'a device'}; this file must be a regular file`)
    return { path: absolute, mode: 'in-place', file: absolute, ...(ownFd !== undefined ? { ownFd } : {}) }
  }
  for (const input of options.inputs ?? []) {
    if (input === undefined) continue
    const read = resolve(input)
    const readInfo = read === absolute ? null : await statOrNull(read)
    if (read === absolute || (info !== null && readInfo !== null && same(readInfo, info))) {
      throw new OutputFileError(absolute, `it is ${read === absolute ? 'also an input or another output of this command' : `the same file as ${read}`}; writing it would destroy that file (choose another output file)`)
    }
  }
  if (info === null) return { path: absolute, mode: 'replace', file: absolute }
  if (info.isDirectory()) throw new OutputFileError(absolute, 'it is a directory (give a file name)')
  if (!info.isFile()) throw new OutputFileError(absolute, `it is a ${info.isSocket() ? 'socket' : info.isBlockDevice() ? 'block device' : 'special file'} (karenina writes regular files, character devices and FIFOs)`)
  const mode = info.mode & 0o7777
  // Root may write any file: a file without write bits is read-only by the owner's choice, so honour it.
  const writable = (mode & 0o222) !== 0 && (await access(absolute, constants.W_OK).then(() => true, () => false))
  if (!writable) throw new OutputFileError(absolute, `the file is read-only (mode ${mode.toString(8).padStart(4, '0')}); make it writable or choose another output file`)
  return { path: absolute, mode: 'replace', file: await realpath(absolute), keep: { mode, uid: info.uid, gid: info.gid } }
}

/**
 * A sink over `writeBytes`, gathering chunks into one reused buffer of {@link BATCH_BYTES}, written when the next
 * chunk may not fit. Encoding into it allocates nothing per chunk: a Buffer per chunk, freed only by a later GC, grew
 * the malloc heap by ~25 MiB while a 5,000-result export was written (issue 31).
 */
function batchingSink(writeBytes: (bytes: Uint8Array) => Promise<void>): OutputSink & { flush(): Promise<void> } {
  const batch = Buffer.allocUnsafe(BATCH_BYTES)
  let used = 0
  const flush = async () => {
    if (used === 0) return
    const bytes = batch.subarray(0, used)
    used = 0
    await writeBytes(bytes)
  }
  return {
    async write(chunk) {
      // A UTF-16 code unit takes at most 3 bytes in UTF-8.
      const most = typeof chunk === 'string' ? chunk.length * 3 : chunk.byteLength
      if (most > BATCH_BYTES - used) {
        await flush()
        if (most > BATCH_BYTES) return writeBytes(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk)
      }
      if (typeof chunk === 'string') used += batch.write(chunk, used, 'utf8')
      else {
        batch.set(chunk, used)
        used += chunk.byteLength
      }
    },
    flush,
  }
}

async function writeToHandle(handle: FileHandle, bytes: Uint8Array): Promise<void> {
  for (let done = 0; done < bytes.byteLength; ) done += (await handle.write(bytes, done, bytes.byteLength - done)).bytesWritten
}

/** Writes through process.stdout / stderr, waiting for each write (so a reused buffer is safe to change after). */
async function writeToStream(stream: NodeJS.WriteStream, bytes: Uint8Array): Promise<void> {
  await new Promise<void>((done, fail) => stream.write(Buffer.from(bytes), (error) => (error ? fail(error) : done())))
}

/**
 * Writes an output file through `produce` (see the header of this file for what is replaced, streamed or
 * refused). On failure a replaced file is left as it was and the error names `path`.
 * @example await writeOutputFile('results.json', async (out) => { await out.write(text) })
 */
export async function writeOutputFile(path: string, produce: (out: OutputSink) => Promise<void>, options: OutputOptions = {}): Promise<void> {
  const target = await resolveOutputTarget(path, options)
  if (target.mode === 'in-place') {
    const stream = target.ownFd === undefined ? undefined : target.ownFd === 1 ? process.stdout : process.stderr
    // Appending: devices and FIFOs ignore the flag, and nothing is truncated.
    const handle = stream ? undefined : await open(target.file, 'a').catch((error: unknown) => Promise.reject(nameFileInError(error, target.path)))
    try {
      const sink = batchingSink((bytes) => (stream ? writeToStream(stream, bytes) : writeToHandle(handle!, bytes)))
      await produce(sink)
      await sink.flush()
    } catch (error) {
      throw nameFileInError(error, target.path)
    } finally {
      await handle?.close()
    }
    return
  }
  const temp = join(dirname(target.file), `.${basename(target.file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`)
  try {
    const handle = await open(temp, 'wx', target.keep?.mode ?? 0o666)
    try {
      if (target.keep) {
        await handle.chmod(target.keep.mode) // open's mode passes through the umask
        if (process.getuid?.() === 0) await handle.chown(target.keep.uid, target.keep.gid)
      }
      const sink = batchingSink((bytes) => writeToHandle(handle, bytes))
      await produce(sink)
      await sink.flush()
      await handle.sync()
    } finally {
      await handle.close()
    }
    await rename(temp, target.file)
  } catch (error) {
    await rm(temp, { force: true })
    // A failed write (ENOSPC) names no file, and the temporary one is gone: name the one the caller asked for.
    throw nameFileInError(error, target.path)
  }
}

/**
 * {@link writeOutputFile} with the whole text at once (exported as `writeFileAtomic`).
 * @example await writeFileAtomic('benchmark.jsonld', text)
 */
export async function writeOutputText(path: string, text: string, options: OutputOptions = {}): Promise<void> {
  await writeOutputFile(path, (out) => out.write(text), options)
}
