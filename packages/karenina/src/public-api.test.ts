// The shape of karenina's entries (issue 31): the root is what users write, with named exports only; the
// adapters' machinery is `karenina/runner`. test/build/dist-import.test.ts checks the same of the built package.
import { describe, expect, it } from 'vitest'
import * as root from './index.js'
import * as runner from './runner.js'

describe("karenina's public API", () => {
  it('the root has no default export (a user imports names; vitest gets the reporter from the plugin)', () => {
    expect('default' in root).toBe(false)
  })

  it('the adapter kit, result hand-off, collector and reporter are in karenina/runner, not the root', () => {
    const kit = ['createKareninaMatchers', 'describeBlock', 'runBenchmarkTest', 'planBenchmarkTests', 'planScenarioTests', 'handOffResult', 'readRunRecords', 'ResultCollector', 'KareninaReporter', 'appendStepSummary']
    expect(kit.filter((name) => !(name in runner))).toEqual([])
    expect(kit.filter((name) => name in root)).toEqual([])
  })

  it('what a user writes outside a test runner stays in the root', () => {
    const user = ['defineTemplate', 'field', 'exactMatch', 'llmTrait', 'runVerification', 'VerificationResultSet', 'verifyResponse', 'scoreTrait', 'satisfyTemplate', 'fromAiSdkResult', 'KareninaError', 'loadCheckpoint']
    expect(user.filter((name) => !(name in root))).toEqual([])
  })
})
