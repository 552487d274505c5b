import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import PlainSummaryReporter from './scripts/plain-summary-reporter.js'

// Workspace tests run on the packages' TypeScript sources (the `karenina-source`
// export condition), so no build step is needed before `pnpm test`.
export default defineConfig({
  resolve: { conditions: ['karenina-source'] },
  ssr: { resolve: { conditions: ['karenina-source'] } },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**', 'test/**/fixtures/**'],
    testTimeout: 20_000,
    // vitest's default (CPUs - 1) is a single worker on a 2-core CI machine, so test files ran one at a time
    // while most of the slow ones sit waiting on child processes (spawned CLIs, vitest/jest runs, Pyodide) and
    // the main process idles. Two workers overlap that waiting: on 2 cores the suite's wall time roughly halves.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Builds the packages' dist (what end-to-end fixture projects import) when stale; skipped for unit-only runs.
    globalSetup: ['test/global-setup.ts'],
    reporters: ['default', new PlainSummaryReporter()],
  },
})
