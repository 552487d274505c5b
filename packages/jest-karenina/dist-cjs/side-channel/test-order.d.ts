import type { ResultOrigin } from './result-file.js';
/**
 * Puts results (or scenario runs) in a stable order whatever the worker timing: test files by path, then tests in the
 * order jest reported them within their file, then a test's results in the order it attached them.
 */
export declare function sortAttachedResults<T extends ResultOrigin>(results: readonly T[], testOrder: ReadonlyMap<string, readonly string[]>): T[];
