// Self time of a .cpuprofile charged to the innermost frame of a filter (default karenina/dist) on each sample:
// what each of our functions costs including the library and node code it calls. Not part of `pnpm bench`.
//   node scripts/bench/profile-owner.mjs core.cpuprofile [karenina/dist] [top]
import { readFileSync } from 'node:fs'
const [file, filter = 'karenina/dist', top = '40'] = process.argv.slice(2)
const p = JSON.parse(readFileSync(file, 'utf8'))
const nodes = new Map(p.nodes.map((n) => [n.id, n]))
const parent = new Map()
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
const own = new Map(); let total = 0, owned = 0
p.samples.forEach((id, i) => {
  const dt = p.timeDeltas[i] / 1000
  const f0 = nodes.get(id).callFrame
  if (['(idle)', '(program)', '(garbage collector)'].includes(f0.functionName) || f0.url.includes('inspector')) return
  total += dt
  for (let x = id; x !== undefined; x = parent.get(x)) {
    const f = nodes.get(x).callFrame
    if (f.url.includes('inspector')) return
    if (!f.url.includes(filter)) continue
    const k = `${f.functionName || '(anon)'} ${f.url.split('/').slice(-2).join('/')}:${f.lineNumber + 1}`
    own.set(k, (own.get(k) ?? 0) + dt); owned += dt; return
  }
})
console.log('total non-idle', total.toFixed(0), 'under', filter, owned.toFixed(0))
for (const [k, v] of [...own].sort((a, b) => b[1] - a[1]).slice(0, Number(top))) console.log(v.toFixed(0).padStart(5), k)
