// What vitest's main process loads for the karenina plugin and reporter: it starts no worker before the config
// and the reporters have loaded, so a module loaded there delays every test. The built packages, as plain Node
// imports them (a module-load hook records every module).
import { spawnSync } from 'node:child_process'
import Module from 'node:module'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { ensureBuilt } from '../global-setup.js'
import { ROOT } from './support/fixture-project.js'

const SCRIPT = `
import { registerHooks } from 'node:module'
const loaded = []
registerHooks({ load(url, context, next) { loaded.push(url); return next(url, context) } })
const { karenina } = await import('vitest-karenina/plugin')
const plugin = karenina({ judgeModel: 'openai:gpt-4.1-mini', maxConcurrentRequests: 8 })
plugin.config({})
const reporters = [['karenina', {}]]
plugin.configureVitest({ vitest: { config: { reporters } }, project: { provide() {} } })
const kareninaModules = () => loaded.filter((u) => u.includes('/packages/karenina/dist/')).map((u) => u.split('/packages/karenina/dist/')[1])
const atConfig = kareninaModules()
const reporter = (await reporters[0].reporter()).constructor.name
const zodModules = loaded.filter((u) => u.includes('/zod/')).length
console.log(JSON.stringify({ deferred: reporters[0].constructor.name, reporter, atConfig, atRunStart: kareninaModules(), zodModules }))
`

beforeAll(() => ensureBuilt(['karenina', 'vitest-karenina']), 240_000)

describe.skipIf(!('registerHooks' in Module))("vitest's main process with the karenina plugin and reporter", () => {
  it('loads the config checks (karenina/runner-config) at config time, and the reporter (karenina/reporter, one bundled file) only once the run starts', () => {
    const env = { ...process.env }
    delete env.NODE_OPTIONS // no loader or --conditions from the test runner: the built packages
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', SCRIPT], { cwd: join(ROOT, 'packages', 'vitest-karenina'), env, encoding: 'utf8', timeout: 60_000 })
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
    const out = JSON.parse(run.stdout) as { deferred: string; reporter: string; atConfig: string[]; atRunStart: string[]; zodModules: number }
    expect(out.deferred).toBe('DeferredKareninaReporter')
    expect(out.reporter).toBe('KareninaReporter')
    // Before any worker starts: the config checks only (their entry and a few shared chunks), not the reporter nor
    // the package's index.
    expect(out.atConfig).toContain('runner-config.js')
    expect(out.atConfig).not.toContain('reporter.js')
    expect(out.atConfig).not.toContain('index.js')
    expect(out.atConfig.length).toBeLessThan(20)
    // The reporter is built as one file with what it imports (tsdown.config.ts, zod bundled in): one module more, and none
    // of zod's (which it bundles), instead of ~200 to resolve and link while the tests run.
    expect(out.atRunStart).toEqual([...out.atConfig, 'reporter.js'])
    expect(out.zodModules).toBe(0)
  })
})
