// A/B harness (not part of `pnpm bench`): CPU of runVerification from two BUILT copies of packages/karenina (e.g. the
// previous dist copied to packages/karenina/dist-before, then `pnpm build`) beside the bare SDK loop, in one process,
// the order reversed every other round, a full GC between sides. Prints per-round CPU ms, median ratios and each side's
// minimum (contention only adds CPU time, so on a busy machine the minimum is the steadier figure).
// node --conditions=karenina-source --import tsx scripts/bench/ab-built.ts URL [rounds] [dirA] [dirB]
import { z } from 'zod'
import { sdkLoop } from './sdk-baseline.js'
import { benchConfig } from '../../packages/karenina/src/batch/__fixtures__/bench-scenarios.js'
import { fullGc } from './full-gc.js'
const baseURL = process.argv[2]!
const rounds = Number(process.argv[3] ?? 6)
const n = 1000
const models = { answering: 'bench-answerer', judge: 'bench-judge' }
async function load(dir: string) {
  const k = await import(new URL(`../../packages/karenina/${dir}/index.js`, import.meta.url).href)
  const Target = k.defineTemplate({ target: k.field(z.string(), { description: 'The protein target named in the response', groundTruth: 'BCL2', check: k.exactMatch({ normalize: ['lowercase', 'strip'] }) }) })
  const config = benchConfig(baseURL, { async_max_workers: 8 }, models)
  return async () => {
    const b = k.Benchmark.create({ name: 'bench' })
    for (let i = 0; i < n; i++) b.addQuestion({ id: `b${i}`, question: `Question ${i}: what is the putative target of venetoclax?`, rawAnswer: 'BCL2', template: Target })
    return k.runVerification(b, config, { env: {} })
  }
}
const sides: [string, () => Promise<unknown>][] = [['before', await load(process.argv[4] ?? 'dist-before')], ['sdk', () => sdkLoop(baseURL, n, 8, models)], ['after', await load(process.argv[5] ?? 'dist')]]
for (const [, f] of sides) await f()
const cpu: Record<string, number[]> = { before: [], sdk: [], after: [] }
fullGc()
for (let r = 0; r < rounds; r++) {
  const order = r % 2 === 0 ? sides : [...sides].reverse()
  for (const [name, f] of order) {
    const c0 = process.cpuUsage(); await f(); const c = process.cpuUsage(c0)
    cpu[name]!.push(Math.round((c.user + c.system) / 1000)); fullGc()
  }
}
const med = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return s.length % 2 ? s[s.length >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2 }
const per = (i: number) => ({ before: cpu.before![i]! / cpu.sdk![i]!, after: cpu.after![i]! / cpu.sdk![i]!, after_vs_before: cpu.after![i]! / cpu.before![i]! })
const rs = cpu.sdk!.map((_, i) => per(i))
console.log(JSON.stringify({ cpu_ms: cpu, median_ratio_before_to_sdk: +med(rs.map((x) => x.before)).toFixed(3), median_ratio_after_to_sdk: +med(rs.map((x) => x.after)).toFixed(3), median_after_vs_before: +med(rs.map((x) => x.after_vs_before)).toFixed(3), min_cpu_ms: { before: Math.min(...cpu.before!), sdk: Math.min(...cpu.sdk!), after: Math.min(...cpu.after!) } }))
