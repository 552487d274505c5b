import { fileURLToPath } from 'node:url'
import { resolveRunnerConfig, type RunnerConfigInput } from 'karenina'
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
  configureVitest(context: { vitest: { config: { update?: unknown } }; project: { provide(key: string, value: unknown): void } }): void
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
    },
  }
}
