// Profiling harness (not part of `pnpm bench`): runVerification or the bare SDK loop on N questions against a
// server given by --base-url, after a warm-up; with --profile FILE, a CPU profile of the measured run only.
// node --conditions=karenina-source --import tsx scripts/bench/profile-core.ts --base-url URL [--mode sdk] [--profile f.cpuprofile] [--src dir]
import { parseArgs } from 'node:util'
import { profileRun } from './profile-run.js'
import { sdkLoop } from './sdk-baseline.js'

const { values } = parseArgs({ options: { 'base-url': { type: 'string' }, n: { type: 'string' }, mode: { type: 'string' }, concurrency: { type: 'string' }, profile: { type: 'string' }, src: { type: 'string' } } })
const baseURL = values['base-url']!
// --src: another copy of packages/karenina/src (e.g. an older commit's, for an A/B in the same conditions).
const src = new URL(`../../${values.src ?? 'packages/karenina/src'}/`, import.meta.url)
const { runVerification } = (await import(new URL('batch/run-verification.js', src).href)) as typeof import('../../packages/karenina/src/batch/run-verification.js')
const { benchBenchmark, benchConfig } = (await import(new URL('batch/__fixtures__/bench-scenarios.js', src).href)) as typeof import('../../packages/karenina/src/batch/__fixtures__/bench-scenarios.js')
const n = Number(values.n ?? 1000)
const c = Number(values.concurrency ?? 8)
const models = { answering: 'bench-answerer', judge: 'bench-judge' }
const config = benchConfig(baseURL, { async_max_workers: c }, models)
const run = (k: number) => (values.mode === 'sdk' ? sdkLoop(baseURL, k, c, models) : runVerification(benchBenchmark(k), config, { env: {} }))
await run(20)
await profileRun(() => run(n), { mode: values.mode ?? 'core', n }, values.profile)
