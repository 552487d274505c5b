import type { Env } from '../config/env.js';
/** Where `KARENINA_TEST_FAULT` can make the command's own code fail. */
export type TestFaultPoint = 'progress';
/**
 * Test hook (documented in the CLI README): with `KARENINA_TEST_FAULT=<point>`, the command's own code
 * throws a plain Error at that point, as a bug there would. It exercises the real path of an internal
 * error (the run stops, the error reaches the top level, exit code 4) without a real bug to trigger it.
 * `progress`: the progress listener of `verify`, at the first finished result.
 */
export declare function injectTestFault(env: Env, point: TestFaultPoint): void;
