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
    // Builds the packages' dist (what end-to-end fixture projects import) when stale; skipped for unit-only runs.
    globalSetup: ['test/global-setup.ts'],
    reporters: ['default', new PlainSummaryReporter()],
  },
})
