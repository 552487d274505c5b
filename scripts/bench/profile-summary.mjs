// Summarises a V8 .cpuprofile (node --cpu-prof): self time by function and by package, optionally only within a
// time window of the profile (ms from its start). Not part of `pnpm bench`; used for issue 18's profiles:
//   node --cpu-prof --cpu-prof-dir=prof/main node_modules/vitest/vitest.mjs run --config vitest.prof.config.js
//   (vitest.prof.config.js: the fixture's config + test.execArgv ['--cpu-prof', '--cpu-prof-dir=prof/worker'])
//   node scripts/bench/profile-summary.mjs prof/main/CPU.*.cpuprofile [--top 12] [--window 0,550]
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

const { positionals, values } = parseArgs({ allowPositionals: true, options: { top: { type: 'string' }, window: { type: 'string' } } })
const profile = JSON.parse(readFileSync(positionals[0], 'utf8'))
const top = Number(values.top ?? 12)
const [from, to] = (values.window ?? `0,${Number.POSITIVE_INFINITY}`).split(',').map(Number)

const nodes = new Map(profile.nodes.map((n) => [n.id, n]))
const short = (url) =>
  url.replace(/^file:\/\//, '').replace(/.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '').replace(/.*\/packages\//, 'packages/')
const packageOf = (url) => {
  const s = short(url)
  if (!s) return null
  if (s.startsWith('node:')) return 'node (internals)'
  if (s.startsWith('packages/')) return s.split('/').slice(0, 2).join('/')
  return s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0]
}
const byFunction = new Map()
const byPackage = new Map()
let t = 0
let total = 0
profile.samples.forEach((id, i) => {
  t += profile.timeDeltas[i] / 1000
  if (t < from || t > to) return
  const dt = profile.timeDeltas[i] / 1000
  const { functionName, url, lineNumber } = nodes.get(id).callFrame
  const fn = `${functionName || '(anonymous)'}${url ? ` ${short(url)}:${lineNumber + 1}` : ''}`
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + dt)
  const pkg = packageOf(url) ?? functionName
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + dt)
  total += dt
})
const table = (title, map) => {
  const rows = [...map].sort((a, b) => b[1] - a[1]).slice(0, top)
  return [`| self ms | % | ${title} |`, '|---:|---:|---|', ...rows.map(([k, v]) => `| ${v.toFixed(0)} | ${((100 * v) / total).toFixed(1)} | ${k} |`)].join('\n')
}
process.stdout.write(`${positionals[0].split('/').pop()}: ${total.toFixed(0)} ms sampled\n\n${table('function', byFunction)}\n\n${table('package', byPackage)}\n`)
