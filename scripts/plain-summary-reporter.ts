import type { Reporter, TestModule } from 'vitest/node'

/**
 * Ends a run with the plain line `N passed, M failed, K skipped`, which CI systems read the same way for
 * every language (vitest's own summary is formatted for people, not for log parsers).
 */
export default class PlainSummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0
    let failed = 0
    let skipped = 0
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const state = test.result().state
        if (state === 'passed') passed += 1
        else if (state === 'failed') failed += 1
        else skipped += 1
      }
      // A module that failed to load has no tests but must still count as a failure.
      if (testModule.state() === 'failed' && [...testModule.children.allTests()].length === 0) failed += 1
    }
    process.stdout.write(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`)
  }
}
