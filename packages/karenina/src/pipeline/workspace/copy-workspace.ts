// A task's copy of its question's workspace. Asynchronous, so copying 100k files does not stop the event loop
// (progress, timeouts, signals and other tasks go on), and hole-preserving, so a 1 GiB sparse file costs no
// 1 GiB of disk per task. Symlinks are recreated as they are (never followed: a copy cannot pull files in from
// outside the root); FIFOs, sockets and devices are not copied (reading a FIFO would block).
import type { Dirent } from 'node:fs'
import path from 'node:path'
import { constants } from '../../utils/lazy-node/fs.js'
import { copyFile, mkdir, open, readdir, readlink, stat, symlink } from '../../utils/lazy-node/fs-promises.js'

/** Files copied at once. */
const PARALLEL_FILES = 8
const CHUNK_BYTES = 1 << 20
const ZEROS = Buffer.alloc(CHUNK_BYTES)

/** Copies a file whose blocks cover less than its size: zero runs are skipped, so they stay holes in the copy. */
async function copySparse(source: string, target: string, size: number, mode: number): Promise<void> {
  const input = await open(source, 'r')
  try {
    const output = await open(target, 'wx', mode)
    try {
      const buffer = Buffer.allocUnsafe(CHUNK_BYTES)
      for (let position = 0; position < size; ) {
        const { bytesRead } = await input.read(buffer, 0, CHUNK_BYTES, position)
        if (bytesRead === 0) break
        if (ZEROS.compare(buffer, 0, bytesRead, 0, bytesRead) !== 0) {
          for (let done = 0; done < bytesRead; ) done += (await output.write(buffer, done, bytesRead - done, position + done)).bytesWritten
        }
        position += bytesRead
      }
      await output.truncate(size)
      await output.chmod(mode)
    } finally {
      await output.close()
    }
  } finally {
    await input.close()
  }
}

async function copyEntry(source: string, target: string, entry: Dirent): Promise<void> {
  if (entry.isSymbolicLink()) return symlink(await readlink(source), target)
  if (!entry.isFile()) return // FIFO, socket, device: nothing a copy could hold
  const info = await stat(source)
  if (info.blocks * 512 < info.size) return copySparse(source, target, info.size, info.mode & 0o7777)
  // A reflink where the file system has them (instant, shared blocks), a kernel copy otherwise; the mode is kept.
  await copyFile(source, target, constants.COPYFILE_EXCL | constants.COPYFILE_FICLONE)
}

/** Copies the directory `source` into the existing empty directory `target`. */
export async function copyWorkspace(source: string, target: string): Promise<void> {
  const files: { from: string; to: string; entry: Dirent }[] = []
  // Directories first, parents before children, so every file's directory exists when it is copied.
  const walk = async (from: string, to: string): Promise<void> => {
    for (const entry of await readdir(from, { withFileTypes: true })) {
      const child = { from: path.join(from, entry.name), to: path.join(to, entry.name) }
      if (entry.isDirectory()) {
        await mkdir(child.to, { mode: (await stat(child.from)).mode & 0o7777 })
        await walk(child.from, child.to)
      } else files.push({ ...child, entry })
    }
  }
  await walk(source, target)
  let next = 0
  const worker = async (): Promise<void> => {
    while (next < files.length) {
      const file = files[next++]!
      await copyEntry(file.from, file.to, file.entry)
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL_FILES, files.length) }, worker))
}
