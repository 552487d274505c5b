// Memory of large runs (`pnpm bench --only rss`): peak RSS of runs with progressive save at three sizes, the slope
// per additional 1,000 results, the same run keeping every result whole, and V8 heap figures from a child under tsx.
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getHeapSpaceStatistics } from 'node:v8'
import { runVerification } from '../../packages/karenina/src/batch/run-verification.js'
import { benchBenchmark, benchConfig } from '../../packages/karenina/test/fixtures/batch/bench-scenarios.js'
import type { VerificationResultSet } from '../../packages/karenina/src/results/verification-result-set.js'
import { benchProject } from './vitest-path.js'

const MiB = 1024 * 1024
/** Target: peak RSS at the largest N (V8 defaults); the growth per additional 1,000 results is reported (issue 31). */
export const RSS_TARGET_MIB = 250

// V8 sizes its young generation from the machine's memory (up to 2 × 64 MiB semi-spaces on a 24 GiB machine)
// once enough objects survive scavenges, so a long run's peak RSS is partly short-lived garbage headroom. The
// capped run shows the same work with a 16 MiB semi-space, as NODE_OPTIONS can set it.
const SEMI_SPACE_CAP = '--max-semi-space-size=16'

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits

/** Least-squares slope of y over x. */
function slope(points: readonly (readonly [number, number])[]): number {
  const mx = points.reduce((s, [x]) => s + x, 0) / points.length
  const my = points.reduce((s, [, y]) => s + y, 0) / points.length
  const num = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0)
  const den = points.reduce((s, [x]) => s + (x - mx) ** 2, 0)
  return den === 0 ? 0 : num / den
}

export interface RssChildReport {
  maxRssKiB: number
  wallMs: number
  results: number
  /** Largest size of V8's young generation seen during the run (sampled every 20 ms). */
  maxNewSpaceMiB: number
  /** Heap used after a full GC with the returned set alive, and after dropping it: what the set keeps. */
  withSetMiB: number
  withoutSetMiB: number
}

interface RssOptions {
  n: number
  concurrency: number
  /** The loopback server for the runs (the bench's `withServer`). */
  withServer: <T>(latencyMs: number, fn: (baseURL: string) => Promise<T>) => Promise<T>
  /** `node <tsxArgs> --rss-child …` runs {@link rssChild} from the sources. */
  tsxArgs: readonly string[]
}

/** One RSS child run from the sources; `v8Flags` go before the script (e.g. a young-generation cap). */
async function rssRun(options: RssOptions, baseURL: string, jsonl: string, v8Flags: string[], keepResults = false): Promise<RssChildReport> {
  const argv = [...v8Flags, '--expose-gc', ...options.tsxArgs, '--rss-child', '--n', String(options.n), '--base-url', baseURL, '--jsonl', jsonl, '--concurrency', String(options.concurrency)]
  if (keepResults) argv.push('--keep-results')
  const child = spawn(process.execPath, argv, { stdio: ['ignore', 'pipe', 'inherit'] })
  let stdout = ''
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  if (code !== 0) throw new Error(`rss child exited with ${code}: ${stdout}`)
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as RssChildReport
}

export async function rssFigure(options: RssOptions) {
  const { n, concurrency } = options
  const sizes = [...new Set([Math.max(1, Math.round(n / 10)), Math.max(1, Math.round(n / 2)), n])]
  const project = await benchProject()
  try {
    return await options.withServer(0, async (baseURL) => {
      // As users run it: the built package in a plain Node process, at V8's defaults, results left on disk
      // (keepResults: false, as the CLI runs); then the same largest run keeping every result whole.
      const runs = []
      for (const size of sizes) runs.push({ n: size, run: await project.coreProgressive(size, concurrency, baseURL) })
      const whole = await project.coreProgressive(n, concurrency, baseURL, true)
      // Reported beside the target: the bench's results mostly share one token usage; a real model's differ.
      const varying = await project.coreProgressive(n, concurrency, baseURL, false, true)
      const largest = runs.at(-1)!.run
      const perThousand = slope(runs.map(({ n: size, run }) => [size / 1000, run.mainPeakRssMiB] as const))
      const dir = await mkdtemp(join(tmpdir(), 'karenina-bench-'))
      try {
        const child = (name: string, flags: string[], keep = false) => rssRun(options, baseURL, join(dir, `${name}.results.jsonl`), flags, keep)
        const byDefault = await child('default', [])
        const kept = await child('whole', [], true)
        const capped = await child('capped', [SEMI_SPACE_CAP])
        const perResult = (r: RssChildReport) => round(((r.withSetMiB - r.withoutSetMiB) * 1024) / n, 2)
        const mib = (r: RssChildReport) => round(r.maxRssKiB / 1024, 1)
        return {
          n,
          concurrency,
          results: largest.results,
          wall_s: round(largest.wallMs / 1000, 2),
          peak_rss_mib: round(largest.mainPeakRssMiB, 1),
          peak_rss_mib_by_n: Object.fromEntries(runs.map(({ n: size, run }) => [size, round(run.mainPeakRssMiB, 1)])),
          slope_mib_per_1000: round(perThousand, 2),
          keeping_results_whole: { peak_rss_mib: round(whole.mainPeakRssMiB, 1), results: whole.results },
          token_counts_varying: { peak_rss_mib: round(varying.mainPeakRssMiB, 1), results: varying.results },
          from_sources_under_tsx: {
            peak_rss_mib: mib(byDefault),
            v8_young_generation_max_mib: round(byDefault.maxNewSpaceMiB, 1),
            set_kib_per_result: perResult(byDefault),
            set_kib_per_result_keeping_results_whole: perResult(kept),
            capped: { node_options: SEMI_SPACE_CAP, peak_rss_mib: mib(capped) },
          },
          target_mib: RSS_TARGET_MIB,
          ok: largest.mainPeakRssMiB <= RSS_TARGET_MIB && runs.every(({ n: size, run }) => run.results === size),
        }
      } finally {
        await rm(dir, { recursive: true, force: true })
      }
    })
  } finally {
    await project.remove()
  }
}

export type RssFigure = Awaited<ReturnType<typeof rssFigure>>

/** The child of `rss`: one run with progressive save (results left on disk), then its peak RSS and heap figures. */
export async function rssChild(options: { baseURL: string; n: number; jsonl: string; concurrency: number; keepResults: boolean; models: { answering: string; judge: string } }): Promise<void> {
  const gc = (globalThis as { gc?: () => void }).gc!
  const retainedMiB = () => {
    gc()
    gc()
    return process.memoryUsage().heapUsed / MiB
  }
  const benchmark = benchBenchmark(options.n)
  let maxNewSpaceMiB = 0
  const sampler = setInterval(() => {
    const newSpace = getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')
    if (newSpace) maxNewSpaceMiB = Math.max(maxNewSpaceMiB, newSpace.space_size / MiB)
  }, 20)
  const t0 = performance.now()
  let results: VerificationResultSet | null = await runVerification(benchmark, benchConfig(options.baseURL, { async_max_workers: options.concurrency }, options.models), {
    env: {},
    output: { jsonl: options.jsonl },
    keepResults: options.keepResults,
  })
  const wallMs = performance.now() - t0
  clearInterval(sampler)
  const maxRssKiB = process.resourceUsage().maxRSS
  const count = results.length
  const withSetMiB = retainedMiB()
  results = null
  const report: RssChildReport = { maxRssKiB, wallMs, results: count, maxNewSpaceMiB, withSetMiB, withoutSetMiB: retainedMiB() }
  process.stdout.write(`${JSON.stringify(report)}\n`)
}

/** The report lines of the figure. */
export function rssLines(r: RssFigure, mark: (ok: boolean) => string): string[] {
  const byN = Object.entries(r.peak_rss_mib_by_n).map(([size, mib]) => `N=${size} ${mib} MiB`).join(', ')
  const t = r.from_sources_under_tsx
  return [
    `rss         N=${r.n} c=${r.concurrency} with progressive save (keepResults: false), built package, fresh process: peak RSS ${r.peak_rss_mib} MiB (${r.wall_s} s, ${r.results} results)  [target ≤ ${r.target_mib} MiB (issue 31; the slope is reported): ${mark(r.ok)}]`,
    `              peak RSS ${byN} → slope ${r.slope_mib_per_1000} MiB per 1,000 results; keeping every result whole (the default): ${r.keeping_results_whole.peak_rss_mib} MiB at N=${r.n}; token counts differing between results (questions of 100 lengths): ${r.token_counts_varying.peak_rss_mib} MiB`,
    `              from the sources under tsx: peak ${t.peak_rss_mib} MiB; V8 young generation grew to ${t.v8_young_generation_max_mib} MiB; the returned set keeps ${t.set_kib_per_result} KiB/result (${t.set_kib_per_result_keeping_results_whole} keeping results whole); with NODE_OPTIONS=${t.capped.node_options}: ${t.capped.peak_rss_mib} MiB`,
  ]
}
