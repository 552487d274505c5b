/** The parts of jest's expect state that identify the running test and tell whether `jest -u` runs. */
export interface ExpectStateLike {
  testPath?: string | undefined
  /** `jest -u` sets the snapshot state's update mode to 'all'. */
  snapshotState?: { _updateSnapshot?: unknown }
  currentTestName?: string | undefined
  /** Jest 30: the name of the test whose code is running, also right inside `test.concurrent`. */
  currentConcurrentTestName?: (() => string | undefined) | undefined
}

/** The running test, as the reporter names it: its file and full name (jest's `assertionResults`). */
export function testKey(testPath: string, testName: string): string {
  return `${testPath}\0${testName}`
}

/** The running test's key, or undefined outside a test (e.g. in `beforeAll`). */
export function currentTask(state: ExpectStateLike): string | undefined {
  const testName = state.currentConcurrentTestName?.() ?? state.currentTestName
  if (state.testPath === undefined || testName === undefined) return undefined
  return testKey(state.testPath, testName)
}

/** The running test's full name (the default question id). */
export function currentTestName(state: ExpectStateLike): string | undefined {
  return state.currentConcurrentTestName?.() ?? state.currentTestName
}
