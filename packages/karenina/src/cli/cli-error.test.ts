// Errors of the environment (a full disk, a read-only filesystem) exit 2 naming the file, not 4 ("a bug").
// The ENOSPC is real: writing to /dev/full fails with it; the export writes through a symlink to it (a device: written in place).
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { writeResultsExport } from '../results/export.js'
import { describeCliError } from './cli-error.js'
import { EXIT } from './exit-codes.js'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'karenina-cli-error-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const errorOf = async (promise: Promise<unknown>): Promise<unknown> => promise.then(() => new Error('did not fail'), (error: unknown) => error)

describe('describeCliError — full disk and read-only filesystem', () => {
  it('a real ENOSPC (writing /dev/full) is bad input (exit 2), not an internal error', async () => {
    const error = await errorOf(writeFile('/dev/full', 'x'))
    expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC')
    const described = describeCliError(error)
    expect(described.exitCode).toBe(EXIT.badInput)
    expect(described.message).toMatch(/^cannot write the output: no space left on device \(ENOSPC/)
    expect(described.message).not.toMatch(/a bug in karenina/)
  })

  it('the results export names its file when the disk is full', async () => {
    const target = join(dir, 'results.json')
    await symlink('/dev/full', target)
    const error = await errorOf(writeResultsExport(target, []))
    expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC')
    const described = describeCliError(error)
    expect(described.exitCode).toBe(EXIT.badInput)
    expect(described.message).toBe(`cannot write ${target}: no space left on device (ENOSPC)`)
    expect((error as Error).message).toBe(`ENOSPC: no space left on device, write '${target}'`)
  })

  it('EROFS is bad input too, naming the path the error carries', () => {
    const error = Object.assign(new Error("EROFS: read-only file system, open '/ro/out.json'"), { code: 'EROFS', path: '/ro/out.json' })
    expect(describeCliError(error)).toEqual({ exitCode: EXIT.badInput, message: 'cannot write /ro/out.json: read-only file system (EROFS)' })
  })
})
