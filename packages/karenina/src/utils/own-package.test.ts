import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { ownPackage } from './own-package.js'

const PACKAGE = resolve(fileURLToPath(new URL('../..', import.meta.url)))

describe('ownPackage', () => {
  it('finds the package above the running module: its folder, the folder the code runs from, its version', () => {
    const { version } = JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8')) as { version: string }
    // The tests run the sources; the built dist (bundled into chunks one folder deeper) is checked end to end.
    expect(ownPackage()).toEqual({ root: PACKAGE, layout: 'src', version })
  })
})
