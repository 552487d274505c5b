// The built package on a Node older than `engines`: the machine's own Node (CI images ship 20) must fail at once
// with the version message: the library import throws it, the CLI prints it alone (no stack) and exits 2.
import { spawnSync } from 'node:child_process'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { MINIMUM_NODE, unsupportedNodeMessage } from '../../packages/karenina/src/utils/node-version.js'
import { ensureBuilt } from '../global-setup.js'

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)))
const DIST = join(ROOT, 'packages', 'karenina', 'dist')

function olderNode(): { path: string; version: string } | undefined {
  for (const path of ['/usr/bin/node', '/usr/local/bin/node']) {
    const probe = spawnSync(path, ['--version'], { encoding: 'utf8' })
    const version = probe.stdout?.trim().replace(/^v/, '') ?? ''
    if (probe.status === 0 && unsupportedNodeMessage(version) !== null) return { path, version }
  }
  return undefined
}
const old = olderNode()
const title = old ? `Node ${old.version} (below ${MINIMUM_NODE})` : `a Node below ${MINIMUM_NODE}: none on this machine, skipped`

describe.skipIf(old === undefined)(title, () => {
  beforeAll(async () => {
    await ensureBuilt()
  }, 300_000)

  const expected = () => `karenina-ts needs Node ≥ 22.12 (found ${old!.version})`

  it('importing the core fails with the version message', () => {
    const run = spawnSync(old!.path, ['--input-type=module', '-e', `await import(${JSON.stringify(join(DIST, 'index.js'))})`], { encoding: 'utf8' })
    expect(run.status).not.toBe(0)
    expect(run.stderr).toContain(expected())
  })

  it('the karenina CLI prints the version message alone, before parsing arguments, and exits 2', () => {
    for (const bin of [join(DIST, 'cli.js'), join(DIST, '..', 'bin', 'karenina.js')]) {
      const run = spawnSync(old!.path, [bin, '--help'], { encoding: 'utf8' })
      expect(run.status).toBe(2)
      expect(run.stderr).toBe(`${expected()}\n`)
      expect(run.stdout).toBe('')
    }
  })
})
