// A/B harness (not part of `pnpm bench`): CPU of runVerification from two copies of packages/karenina/src and of
// the bare SDK loop, interleaved in one long-lived process as `pnpm bench`'s overhead figure runs them, N=1000
// each round, against a server given by --base-url. Prints each round's CPU ms and the median ratios to the loop.
// node --conditions=karenina-source --import tsx scripts/bench/ab-core.ts --base-url URL --a src-before [--b src] [--rounds 5]
// (--a/--b: folders under packages/karenina, e.g. an older commit's src extracted with `git archive`.)
import { parseArgs } from 'node:util'
import { sdkLoop } from './sdk-baseline.js'

const { values } = parseArgs({ options: { 'base-url': { type: 'string' }, a: { type: 'string' }, b: { type: 'string' }, rounds: { type: 'string' }, n: { type: 'string' } } })
const baseURL = values['base-url']!
const n = Number(values.n ?? 1000)
const models = { answering: 'bench-answerer', judge: 'bench-judge' }

async function load(dir: string): Promise<(k: number) => Promise<unknown>> {
  const src = new URL(`../../packages/karenina/${dir}/`, import.meta.url)
  const { runVerification } = (await import(new URL('batch/run-verification.js', src).href)) as typeof import('../../packages/karenina/src/batch/run-verification.js')
  const { benchBenchmark, benchConfig } = (await import(new URL('batch/__fixtures__/bench-scenarios.js', src).href)) as typeof import('../../packages/karenina/src/batch/__fixtures__/bench-scenarios.js')
  const config = benchConfig(baseURL, { async_max_workers: 8 }, models)
  return (k) => runVerification(benchBenchmark(k), config, { env: {} })
}

const runs: Record<string, (k: number) => Promise<unknown>> = {
  a: await load(values.a!),
  sdk: (k) => sdkLoop(baseURL, k, 8, models),
  b: await load(values.b ?? 'src'),
}
for (const run of Object.values(runs)) await run(20) // warm-up
const cpu: Record<string, number[]> = { a: [], sdk: [], b: [] }
for (let round = 0; round < Number(values.rounds ?? 5); round++) {
  for (const [name, run] of Object.entries(runs)) {
    const cpu0 = process.cpuUsage()
    await run(n)
    const used = process.cpuUsage(cpu0)
    cpu[name]!.push(Math.round((used.user + used.system) / 1000))
  }
}
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!
process.stdout.write(
  `${JSON.stringify({ n, cpu_ms: cpu, a: values.a, b: values.b ?? 'src', a_to_sdk: round2(median(cpu.a!) / median(cpu.sdk!)), b_to_sdk: round2(median(cpu.b!) / median(cpu.sdk!)) })}\n`,
)

function round2(x: number): number {
  return Math.round(x * 100) / 100
}
