import { type ResultAnnotations, type VerificationResult } from 'karenina';
/** The parts of jest's expect state that identify the running test. */
export interface ExpectStateLike {
    testPath?: string | undefined;
    currentTestName?: string | undefined;
    /** Jest 30: the name of the test whose code is running, also right inside `test.concurrent`. */
    currentConcurrentTestName?: (() => string | undefined) | undefined;
}
/** A test, as the reporter's `assertionResults` name it. */
export interface TestIdentity {
    testPath: string;
    testName: string;
}
/** The running test, or undefined outside a test (e.g. in `beforeAll`). */
export declare function testIdentityOf(state: ExpectStateLike): TestIdentity | undefined;
/** Forgets the per-test counts, so a retried test overwrites its earlier results instead of adding to them. */
export declare function resetAttachedCounts(): void;
/**
 * Attaches a result and its test verdict to the running test: written to the run directory of the karenina
 * reporter, which puts it in `karenina-results.json`. Without the reporter (no run directory announced)
 * nothing is written. `index` pins the slot (one-result tests); otherwise each call takes the test's next slot.
 */
export declare function attachResult(test: TestIdentity | undefined, result: VerificationResult, pass: boolean, index?: number, annotations?: ResultAnnotations): void;
/** Attaches a scenario run to the running test, for the reporter's `scenario_results` (one run per test). */
export declare function attachScenario(test: TestIdentity | undefined, record: unknown): void;
