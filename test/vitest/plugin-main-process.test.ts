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
console.log(JSON.stringify({ reporter: reporters[0].constructor.name, karenina: loaded.filter((u) => u.includes('/packages/karenina/dist/')).map((u) => u.split('/packages/karenina/dist/')[1]) }))
`

beforeAll(() => ensureBuilt(['karenina', 'vitest-karenina']), 240_000)

describe.skipIf(!('registerHooks' in Module))("vitest's main process with the karenina plugin and reporter", () => {
  it('loads the reporter and the config checks (karenina/reporter), not the whole of karenina', () => {
    const env = { ...process.env }
    delete env.NODE_OPTIONS // no loader or --conditions from the test runner: the built packages
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', SCRIPT], { cwd: join(ROOT, 'packages', 'vitest-karenina'), env, encoding: 'utf8', timeout: 60_000 })
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
    const out = JSON.parse(run.stdout) as { reporter: string; karenina: string[] }
    expect(out.reporter).toBe('KareninaReporter')
    expect(out.karenina).toContain('reporter.js')
    expect(out.karenina).toContain('runner/vitest-reporter.js')
    // The package's index, the pipeline, the providers and the template machinery stay out.
    expect(out.karenina).not.toContain('index.js')
    expect(out.karenina.filter((m) => /^(pipeline|llm|template|batch|agents?)\//.test(m))).toEqual([])
  })
})
