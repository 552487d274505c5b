import { fileURLToPath } from 'node:url'
import { emptyShardNote, resolveRunnerConfig, type RunnerConfigInput } from 'karenina'
import { PROVIDE_KEY, type ProvidedKareninaConfig } from './provide-key.js'

/** Options of the {@link karenina} vitest plugin: the runner config (models, limits, cassettes). */
export interface KareninaPluginOptions extends RunnerConfigInput {
  /** Add `vitest-karenina/setup` (the matchers) to `test.setupFiles`. @default true */
  setupFile?: boolean
}

/** The structural part of a vite plugin that vitest reads (no vite types needed at run time). */
export interface KareninaVitestPlugin {
  name: string
  config(): { test: { setupFiles: string[] } } | undefined
  configureVitest(context: { vitest: VitestLike; project: { provide(key: string, value: unknown): void } }): void
}

/** The part of the `Vitest` instance the plugin reads (vitest 4 and 5). */
interface VitestLike {
  config: { update?: unknown; shard?: { index: number; count: number } | undefined; reporters?: unknown[] }
}

/**
 * A reporter that explains an empty shard: with `--shard` and the blob reporter vitest exits 1 without saying
 * why (its reason shows only with the default reporter), and a benchmark in one file makes the other shards empty.
 */
class EmptyShardMarker {}

function emptyShardReporter(shard: { index: number; count: number }) {
  return {
    onTestRunEnd(testModules: readonly unknown[]): void {
      if (testModules.length === 0) process.stderr.write(`\n${emptyShardNote(shard)}\n`)
    },
  }
}

/**
 * The karenina vitest plugin: registers the matchers, and hands models and limits to every worker (its
 * options over env vars such as `KARENINA_JUDGE_MODEL`, `KARENINA_MAX_CONCURRENT_REQUESTS`, `KARENINA_REPLAY`).
 * `vitest -u` re-records the cassettes of projects that use them.
 * @example
 * // vitest.config.ts
 * export default defineConfig({ plugins: [karenina({ judgeModel: 'openai:gpt-4.1-mini', maxConcurrentRequests: 8 })] })
 */
export function karenina(options: KareninaPluginOptions = {}): KareninaVitestPlugin {
  const { setupFile = true, ...config } = options
  resolveRunnerConfig(process.env, config) // fail at config time, naming the bad key
  return {
    name: 'vitest-karenina',
    config() {
      if (!setupFile) return undefined
      return { test: { setupFiles: [fileURLToPath(new URL('./setup.js', import.meta.url))] } }
    },
    configureVitest({ vitest, project }) {
      const update = vitest.config.update
      const provided: ProvidedKareninaConfig = { config, updateSnapshots: update === true || update === 'all' }
      project.provide(PROVIDE_KEY, provided)
      // Reporters are created after this hook, from this list; once, though every project runs the hook.
      const shard = vitest.config.shard
      if (shard && Array.isArray(vitest.config.reporters) && !vitest.config.reporters.some((r) => r instanceof EmptyShardMarker)) {
        vitest.config.reporters.push(Object.assign(new EmptyShardMarker(), emptyShardReporter(shard)))
      }
    },
  }
}
