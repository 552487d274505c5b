// Profiling harness (not part of `pnpm bench`): the BUILT core (bench/built-core.ts) or the bare SDK loop, warm
// (one full discarded round of each side first), with a CPU profile of one measured round of the chosen side.
// node --conditions=karenina-source --import tsx scripts/bench/profile-built.ts --base-url URL [--mode sdk] [--profile f.cpuprofile] [--interval µs] [--n 1000] [--dist dist-before]
import { parseArgs } from 'node:util'
import { profileRun } from './profile-run.js'
import { benchConfig } from '../../packages/karenina/src/batch/__fixtures__/bench-scenarios.js'
import { builtCore } from './built-core.js'
import { sdkLoop } from './sdk-baseline.js'

const { values } = parseArgs({ options: { 'base-url': { type: 'string' }, n: { type: 'string' }, mode: { type: 'string' }, concurrency: { type: 'string' }, profile: { type: 'string' }, rounds: { type: 'string' }, interval: { type: 'string' }, dist: { type: 'string' } } })
const baseURL = values['base-url']!
const n = Number(values.n ?? 1000)
const c = Number(values.concurrency ?? 8)
const models = { answering: 'bench-answerer', judge: 'bench-judge' }
const core = await builtCore(values.dist)
const config = benchConfig(baseURL, { async_max_workers: c }, models)
const sdk = () => sdkLoop(baseURL, n, c, models)
const coreRun = () => core.runVerification(core.benchmark(n), config, { env: {} })
const run = values.mode === 'sdk' ? sdk : coreRun
for (let i = 0; i < Number(values.rounds ?? 2); i++) {
  await sdk()
  await coreRun()
}
await profileRun(run, { mode: values.mode ?? 'core', n }, values.profile, values.interval === undefined ? undefined : Number(values.interval))
