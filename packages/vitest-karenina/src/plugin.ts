import { fileURLToPath } from 'node:url'
import { resolveRunnerConfig, type RunnerConfigInput } from 'karenina'
import { PROVIDE_KEY, type ProvidedKareninaConfig } from './provide-key.js'

/** Options of the {@link karenina} vitest plugin: the runner config (models, limits, cassettes). */
export interface KareninaPluginOptions extends RunnerConfigInput {
  /** Add `vitest-karenina/setup` (the matchers) to `test.setupFiles`. @default true */
  setupFile?: boolean
  /**
   * vitest's `testTimeout` (ms) when the config sets none: a judge-backed matcher in a plain `test()` can take
   * longer than vitest's 5 s default. A `test.testTimeout` in the config, or `--testTimeout`, wins; `false`
   * leaves vitest's default. @default KARENINA_TEST_TIMEOUT_MS (60 000)
   */
  testTimeout?: number | false
}

/** The test timeout the plugin and jest-karenina/setup give tests when the user configured none (ms). */
export const KARENINA_TEST_TIMEOUT_MS = 60_000

/** The part of the user's vite config the plugin reads. */
export interface UserVitestConfig {
  test?: { testTimeout?: number | undefined } | undefined
}

/** What the plugin adds to the config. */
export interface KareninaPluginConfig {
  test: { setupFiles?: string[]; testTimeout?: number }
}

/** The structural part of a vite plugin that vitest reads (no vite types needed at run time). */
export interface KareninaVitestPlugin {
  name: string
  config(userConfig?: UserVitestConfig): KareninaPluginConfig | undefined
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
  const { setupFile = true, testTimeout = KARENINA_TEST_TIMEOUT_MS, ...config } = options
  if (testTimeout !== false && !(Number.isFinite(testTimeout) && testTimeout > 0)) {
    throw new TypeError(`vitest-karenina plugin: testTimeout must be a positive number of milliseconds or false, received ${String(testTimeout)}`)
  }
  resolveRunnerConfig(process.env, config) // fail at config time, naming the bad key
  return {
    name: 'vitest-karenina',
    config(userConfig) {
      const test: KareninaPluginConfig['test'] = {}
      if (setupFile) test.setupFiles = [fileURLToPath(new URL('./setup.js', import.meta.url))]
      // vite merges a plugin's config over the user's: only fill the timeout in when the user set none.
      if (testTimeout !== false && userConfig?.test?.testTimeout === undefined) test.testTimeout = testTimeout
      return Object.keys(test).length > 0 ? { test } : undefined
    },
    configureVitest({ vitest, project }) {
      const update = vitest.config.update
      const provided: ProvidedKareninaConfig = { config, updateSnapshots: update === true || update === 'all' }
      project.provide(PROVIDE_KEY, provided)
    },
  }
}
