// The path users take: `describeBenchmark` in vitest 4 with the karenina reporter, in a fixture project that
// imports the packages' built `dist` (test/vitest/fixtures/bench), against the core API on the same workload in a
// fresh process of its own (both pay start-up, module loading and writing the results file).
import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { ensureBuilt } from '../../test/global-setup.js'
import { fixtureProject } from '../../test/vitest/support/fixture-project.js'
import { measureNode, type ProcessUsage } from './process-usage.js'

export interface PathRun extends ProcessUsage {
  results: number
  failed: number
}

export interface BenchProject {
  vitest(n: number, concurrency: number, baseURL: string, extraArgs?: readonly string[]): Promise<PathRun>
  /**
   * The same pipeline in plain vitest tests, without vitest-karenina (plugin, matchers, results in `task.meta`,
   * karenina reporter): the floor vitest itself sets for this workload. No results file; `results` counts passed tests.
   */
  vitestAlone(n: number, concurrency: number, baseURL: string): Promise<PathRun>
  core(n: number, concurrency: number, baseURL: string, nodeArgs?: readonly string[]): Promise<PathRun>
  /**
   * The core API with progressive save to a JSONL file, from the built package (as users run it); the results
   * stay on disk (`keepResults: false`, as the CLI runs) unless `keepResults`; `varyLengths`: questions of 100 lengths,
   * so token counts differ between results as a real model's do.
   */
  coreProgressive(n: number, concurrency: number, baseURL: string, keepResults?: boolean, varyLengths?: boolean): Promise<PathRun>
  /** The questions over 4 files, `--shard=i/4` with the karenina reporter each, then `karenina merge` of their files (measured). */
  merge(n: number, concurrency: number, baseURL: string): Promise<PathRun>
  dir: string
  remove(): Promise<void>
}

function benchEnv(n: number, concurrency: number, baseURL: string, resultsFile: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [k, v] of Object.entries(process.env)) if (!/^(VITEST|KARENINA_|OPENAI_|ANTHROPIC_|NODE_OPTIONS)/.test(k)) env[k] = v
  return { ...env, NO_COLOR: '1', BENCH_N: String(n), BENCH_CONCURRENCY: String(concurrency), BENCH_BASE_URL: baseURL, KARENINA_RESULTS_FILE: resultsFile }
}

async function countResults(file: string): Promise<{ results: number; failed: number }> {
  const parsed = JSON.parse(await readFile(file, 'utf8')) as { results: { template?: { verify_result?: boolean } | null }[] }
  return { results: parsed.results.length, failed: parsed.results.filter((r) => r.template?.verify_result !== true).length }
}

export async function benchProject(): Promise<BenchProject> {
  await ensureBuilt()
  const project = await fixtureProject('bench', 4)
  const vitestBin = join(project.dir, 'node_modules', 'vitest', 'vitest.mjs')
  return {
    dir: project.dir,
    async vitest(n, concurrency, baseURL, extraArgs = []) {
      const file = join(project.dir, 'vitest-results.json')
      const run = await measureNode([vitestBin, 'run', ...extraArgs], project.dir, benchEnv(n, concurrency, baseURL, file))
      if (run.code !== 0) throw new Error(`vitest path exited with ${run.code}:\n${(run.stdout + run.stderr).slice(-3000)}`)
      return { ...run, ...(await countResults(file)) }
    },
    async vitestAlone(n, concurrency, baseURL) {
      const run = await measureNode([vitestBin, 'run', '--config', 'vitest-alone.config.js'], project.dir, benchEnv(n, concurrency, baseURL, join(project.dir, 'unused.json')))
      if (run.code !== 0) throw new Error(`vitest alone exited with ${run.code}:\n${(run.stdout + run.stderr).slice(-3000)}`)
      const { passed } = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as { passed: number }
      return { ...run, results: passed, failed: n - passed }
    },
    async core(n, concurrency, baseURL, nodeArgs = []) {
      const file = join(project.dir, 'core-results.json')
      const env = { ...benchEnv(n, concurrency, baseURL, file), BENCH_RESULTS_FILE: file }
      const run = await measureNode([...nodeArgs, 'core.js'], project.dir, env)
      if (run.code !== 0) throw new Error(`core run exited with ${run.code}:\n${(run.stdout + run.stderr).slice(-3000)}`)
      return { ...run, ...(await countResults(file)) }
    },
    async coreProgressive(n, concurrency, baseURL, keepResults = false, varyLengths = false) {
      const jsonl = join(project.dir, `progressive-${n}.results.jsonl`)
      await rm(jsonl, { force: true })
      const env = { ...benchEnv(n, concurrency, baseURL, join(project.dir, 'unused.json')), BENCH_JSONL: jsonl, BENCH_KEEP_RESULTS: keepResults ? '1' : '0', BENCH_VARY_LENGTHS: varyLengths ? '1' : '0' }
      const run = await measureNode(['core.js'], project.dir, env)
      if (run.code !== 0) throw new Error(`core run exited with ${run.code}:\n${(run.stdout + run.stderr).slice(-3000)}`)
      await rm(jsonl, { force: true })
      const { results, failed } = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as { results: number; failed: number }
      return { ...run, results, failed }
    },
    async merge(n, concurrency, baseURL) {
      const file = join(project.dir, 'merged-results.json')
      // Each shard writes karenina-results.shard-i-of-4.json (no results file named: the reporter's shard default).
      const { KARENINA_RESULTS_FILE: _named, ...env } = { ...benchEnv(n, concurrency, baseURL, file), BENCH_PARTS: '1' }
      const shards = [1, 2, 3, 4].map((i) => `karenina-results.shard-${i}-of-4.json`)
      for (const [i, shardFile] of shards.entries()) {
        await rm(join(project.dir, shardFile), { force: true })
        const shard = await measureNode([vitestBin, 'run', `--shard=${i + 1}/4`], project.dir, env)
        if (shard.code !== 0) throw new Error(`shard ${i + 1}/4 exited with ${shard.code}:\n${(shard.stdout + shard.stderr).slice(-3000)}`)
      }
      const karenina = join(project.dir, 'node_modules', 'karenina', 'bin', 'karenina.js')
      const run = await measureNode([karenina, 'merge', ...shards, '-o', file], project.dir, env)
      if (run.code !== 0) throw new Error(`karenina merge exited with ${run.code}:\n${(run.stdout + run.stderr).slice(-3000)}`)
      return { ...run, ...(await countResults(file)) }
    },
    remove: () => project.remove(),
  }
}
