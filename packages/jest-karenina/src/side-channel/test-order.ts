import type { ResultOrigin } from './result-file.js'

/**
 * Puts results (or scenario runs) in a stable order whatever the worker timing: test files by path, then tests in the
 * order jest reported them within their file, then a test's results in the order it attached them.
 */
export function sortAttachedResults<T extends ResultOrigin>(results: readonly T[], testOrder: ReadonlyMap<string, readonly string[]>): T[] {
  const rank = new Map<string, Map<string, number>>()
  for (const [file, names] of testOrder) rank.set(file, new Map(names.map((name, i) => [name, i] as const)))
  const position = (r: ResultOrigin) => rank.get(r.testPath)?.get(r.testName) ?? Number.MAX_SAFE_INTEGER
  return [...results].sort(
    (a, b) =>
      (a.testPath < b.testPath ? -1 : a.testPath > b.testPath ? 1 : 0) ||
      position(a) - position(b) ||
      (a.testName < b.testName ? -1 : a.testName > b.testName ? 1 : 0) ||
      a.index - b.index,
  )
}
