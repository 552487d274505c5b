// What `import('karenina')` loads in a fresh process (issue 18: start-up memory). Structural, not timed: the
// bench measures the cost (`pnpm bench --only startup`); this test keeps what only some runs need — Node
// built-ins such as crypto or child_process, ICU's locale data, the optional peers, the CLI's libraries — out of
// the import.
import { spawnSync } from 'node:child_process'
import Module from 'node:module'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { ensureBuilt } from '../global-setup.js'

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)))
const KARENINA = join(ROOT, 'packages', 'karenina')

// Run from the package folder, so `karenina` resolves to its own dist (self-reference), as the bench does.
const PROBE = `
import { registerHooks } from 'node:module'
const files = []
registerHooks({ load(url, context, next) { files.push(url); return next(url, context) } })
// Building an Intl formatter (or a toLocaleString) loads ICU's locale data, several MiB: count any during the import.
const intl = []
for (const name of ['NumberFormat', 'DateTimeFormat', 'Collator', 'PluralRules', 'Segmenter', 'ListFormat', 'RelativeTimeFormat', 'DisplayNames']) {
  const original = Intl[name]
  Intl[name] = new Proxy(original, {
    construct: (target, args, newTarget) => (intl.push(name), Reflect.construct(target, args, newTarget)),
    apply: (target, self, args) => (intl.push(name), Reflect.apply(target, self, args)),
  })
}
for (const [owner, name] of [[Number.prototype, 'toLocaleString'], [Date.prototype, 'toLocaleString'], [String.prototype, 'localeCompare']]) {
  const original = owner[name]
  owner[name] = function (...args) { intl.push(name); return original.apply(this, args) }
}
const before = new Set(process.moduleLoadList)
await import('karenina')
const builtins = process.moduleLoadList.filter((m) => !before.has(m) && m.startsWith('NativeModule ')).map((m) => m.slice('NativeModule '.length))
console.log(JSON.stringify({ files, builtins, intl }))
`

interface Loaded {
  files: string[]
  builtins: string[]
  intl: string[]
}

function probe(): Loaded {
  const env = { ...process.env }
  delete env.NODE_OPTIONS // no loader or --conditions inherited from the test runner
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', PROBE], { cwd: KARENINA, env, encoding: 'utf8', timeout: 60_000 })
  expect(run.stderr).toBe('')
  expect(run.status).toBe(0)
  return JSON.parse(run.stdout) as Loaded
}

/** The npm package a loaded file belongs to (pnpm's store layout), or null for karenina's own dist. */
function packageOf(url: string): string | null {
  const match = /\/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)\//.exec(url)
  return match ? match[1]! : null
}

describe.skipIf(!('registerHooks' in Module))("import('karenina') loads only what every run needs", () => {
  let loaded: Loaded

  beforeAll(async () => {
    // Normally done by test/global-setup.ts; calling it again is a no-op when dist is fresh.
    await ensureBuilt(['karenina'])
    loaded = probe()
  }, 240_000)

  it('loads karenina dist and zod, and no other package (no optional peer, no CLI library)', () => {
    const own = loaded.files.filter((url) => url.startsWith('file:') && packageOf(url) === null)
    // The probe itself saw the import: a hook that recorded nothing would make the checks below vacuous.
    expect(own.some((url) => url.endsWith('/packages/karenina/dist/index.js'))).toBe(true)
    // Built as bundles (tsdown): the entry and shared chunks (`<name>-<hash>.js`), not one file per source module.
    const chunk = /\/packages\/karenina\/dist\/[\w-]+-[\w-]{8}\.js$/
    expect(own.filter((url) => chunk.test(url)).length).toBeGreaterThan(0)
    expect(own.filter((url) => !url.endsWith('/packages/karenina/dist/index.js') && !chunk.test(url))).toEqual([])
    const packages = [...new Set(loaded.files.map(packageOf).filter((name) => name !== null))].sort()
    expect(packages).toEqual(['zod'])
  })

  it('does not load the CLI, the provider entries or karenina/fast-check', () => {
    const dist = loaded.files.filter((url) => url.includes('/packages/karenina/dist/')).map((url) => url.split('/packages/karenina/dist/')[1]!)
    // Entries other than the root, and the chunks named after what only they (or a first use) load.
    const entryOnly = dist.filter((file) => /^(cli|runner|reporter|fast-check|openai|anthropic)\.js$|^(cli|fast-check|openai|anthropic|claude-agent-sdk|langchain-deep-agents)-/.test(file))
    expect(entryOnly).toEqual([])
  })

  it('leaves the heavy Node built-ins for first use (crypto, child_process, worker_threads, streams, fs/promises, …)', () => {
    const heavy = ['crypto', 'child_process', 'worker_threads', 'readline', 'stream', 'stream/promises', 'fs/promises', 'vm', 'net', 'http', 'https', 'zlib', 'module']
    expect(loaded.builtins.filter((name) => heavy.includes(name))).toEqual([])
  })

  it('builds no Intl formatter (ICU locale data) at import', () => {
    expect(loaded.intl).toEqual([])
  })
})
