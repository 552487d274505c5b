import { type VerificationResult } from 'karenina'
import { encodeResult, type ResultAnnotations } from 'karenina/runner'
import { writeResultFile, writeScenarioFile } from './result-file.js'
import { currentRunDir } from './run-dir.js'

/** The parts of jest's expect state that identify the running test. */
export interface ExpectStateLike {
  testPath?: string | undefined
  currentTestName?: string | undefined
  /** Jest 30: the name of the test whose code is running, also right inside `test.concurrent`. */
  currentConcurrentTestName?: (() => string | undefined) | undefined
}

/** A test, as the reporter's `assertionResults` name it. */
export interface TestIdentity {
  testPath: string
  testName: string
}

/** The running test, or undefined outside a test (e.g. in `beforeAll`). */
export function testIdentityOf(state: ExpectStateLike): TestIdentity | undefined {
  const testName = state.currentConcurrentTestName?.() ?? state.currentTestName
  if (state.testPath === undefined || testName === undefined) return undefined
  return { testPath: state.testPath, testName }
}

// How many results each test attached in its current attempt (reset before every test by the setup file).
// Kept on globalThis: in jest's ESM mode the setup file runs the CommonJS build and the test file the ES module
// build of this module, and both must see one count.
const COUNTS = Symbol.for('jest-karenina.attachedCounts')
const attachedCounts: Map<string, number> = ((globalThis as Record<symbol, unknown>)[COUNTS] as Map<string, number> | undefined) ??
  ((globalThis as Record<symbol, unknown>)[COUNTS] = new Map<string, number>())

/** Forgets the per-test counts, so a retried test overwrites its earlier results instead of adding to them. */
export function resetAttachedCounts(): void {
  attachedCounts.clear()
}

/**
 * Attaches a result and its test verdict to the running test: written to the run directory of the karenina
 * reporter, which puts it in `karenina-results.json`. Without the reporter (no run directory announced)
 * nothing is written. `index` pins the slot (one-result tests); otherwise each call takes the test's next slot.
 */
export function attachResult(test: TestIdentity | undefined, result: VerificationResult, pass: boolean, index?: number, annotations: ResultAnnotations = {}): void {
  const runDir = currentRunDir()
  if (runDir === undefined || test === undefined) return
  const key = `${test.testPath}\0${test.testName}`
  const slot = index ?? attachedCounts.get(key) ?? 0
  if (index === undefined) attachedCounts.set(key, slot + 1)
  writeResultFile(runDir, { ...test, index: slot }, encodeResult(result, pass, annotations))
}

/** Attaches a scenario run to the running test, for the reporter's `scenario_results` (one run per test). */
export function attachScenario(test: TestIdentity | undefined, record: unknown): void {
  const runDir = currentRunDir()
  if (runDir === undefined || test === undefined) return
  writeScenarioFile(runDir, { ...test, index: 0 }, record)
}
