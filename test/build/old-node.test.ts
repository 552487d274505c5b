// The built package on a Node older than `engines`: the machine's own Node (CI images ship 20) must fail at once
// with the version message, for the library import and for the CLI alike.
import { spawnSync } from 'node:child_process'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { MINIMUM_NODE_MAJOR, unsupportedNodeMessage } from '../../packages/karenina/src/utils/node-version.js'
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
const title = old ? `Node ${old.version} (below ${MINIMUM_NODE_MAJOR})` : `a Node below ${MINIMUM_NODE_MAJOR}: none on this machine, skipped`

describe.skipIf(old === undefined)(title, () => {
  beforeAll(async () => {
    await ensureBuilt()
  }, 300_000)

  const expected = () => `karenina-ts needs Node ≥ ${MINIMUM_NODE_MAJOR} (found ${old!.version})`

  it('importing the core fails with the version message', () => {
    const run = spawnSync(old!.path, ['--input-type=module', '-e', `await import(${JSON.stringify(join(DIST, 'index.js'))})`], { encoding: 'utf8' })
    expect(run.status).not.toBe(0)
    expect(run.stderr).toContain(expected())
  })

  it('the karenina CLI fails with the version message before parsing arguments', () => {
    const run = spawnSync(old!.path, [join(DIST, 'cli', 'main.js'), '--help'], { encoding: 'utf8' })
    expect(run.status).not.toBe(0)
    expect(run.stderr).toContain(expected())
    expect(run.stdout).not.toContain('Usage')
  })
})
