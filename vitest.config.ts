import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import PlainSummaryReporter from './scripts/plain-summary-reporter.js'

// Workspace tests run on the packages' TypeScript sources (the `karenina-source`
// export condition), so no build step is needed before `pnpm test`.
export default defineConfig({
  resolve: { conditions: ['karenina-source'] },
  ssr: { resolve: { conditions: ['karenina-source'] } },
  test: {
    exclude: ['**/node_modules/**', '**/dist/**', 'test/**/fixtures/**'],
    testTimeout: 20_000,
    // vitest's default (CPUs - 1) is a single worker on a 2-core CI machine, so test files ran one at a time
    // while most of the slow ones sit waiting on child processes (spawned CLIs, vitest/jest runs, Pyodide) and
    // the main process idles. Two workers overlap that waiting: on 2 cores the suite's wall time roughly halves.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: ['default', new PlainSummaryReporter()],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'scripts/**/*.test.ts'],
          // The packages' own tests share each worker's module cache: evaluating the karenina sources afresh for
          // every one of ~215 files was most of their cost (import time ~9x their run time). They keep no state
          // between files (no module mocks, env vars or timers left behind); a test that must start clean
          // creates its own instances (servers, sandboxes, registries).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/**/*.test.ts'],
          // A test here spawns CLIs and runners, several per test: with both cores busy one took over 20 s. The
          // limit catches a hang, not slowness.
          testTimeout: 60_000,
          // Builds the packages' dist (what end-to-end fixture projects import) when stale; skipped for unit-only runs.
          globalSetup: ['test/global-setup.ts'],
        },
      },
    ],
  },
})
