/** The test timeout jest-karenina/setup gives tests when the jest config sets none (ms), as vitest-karenina's plugin does. */
export declare const KARENINA_TEST_TIMEOUT_MS = 60000;
/** The parts of jest-circus's globals that hold the timeouts. */
export interface CircusGlobals {
    [key: symbol]: unknown;
}
/**
 * The timeout to set with `jest.setTimeout`, or null to leave jest's: a judge-backed matcher in a plain
 * `test()` can take longer than jest's 5 s default. A `testTimeout` in the config (or `--testTimeout`), or an
 * earlier `jest.setTimeout`, wins. jest does not tell a config's `testTimeout: 5000` from its default: to keep
 * exactly 5 s, call `jest.setTimeout(5000)` in a setup file listed after jest-karenina/setup.
 */
export declare function raisedTestTimeout(global?: CircusGlobals): number | null;
