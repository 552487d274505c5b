import { randomBytes } from '../../utils/lazy-node/crypto.js'
import { open, rename, rm } from '../../utils/lazy-node/fs-promises.js'
import { basename, dirname, join } from 'node:path'
import { nameFileInError } from '../../utils/name-file-in-error.js'

/**
 * Writes a file so that readers never see a partial one: the text goes to a temporary file in the same
 * directory (same file system, so the rename is atomic), is flushed to disk, then renamed over the target.
 * On failure the temporary file is removed and the target is left as it was.
 * @example await writeFileAtomic('benchmark.jsonld', text)
 */
export async function writeFileAtomic(path: string, text: string): Promise<void> {
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`)
  try {
    const handle = await open(temp, 'wx')
    try {
      await handle.writeFile(text, 'utf8')
      await handle.sync()
    } finally {
      await handle.close()
    }
    await rename(temp, path)
  } catch (error) {
    await rm(temp, { force: true })
    // Name the file the caller asked for: a failed write (ENOSPC) names none, and the temporary one is gone.
    throw nameFileInError(error, path)
  }
}
