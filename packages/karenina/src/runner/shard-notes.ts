// What the reporters say about sharded runs: vitest and jest shard test *files*, so a benchmark in one file
// lands in one shard and the others collect nothing.

/** A shard of a run, as `--shard=index/count` gives it. */
export interface ShardInfo {
  index: number
  count: number
}

const HOW_TO_SPLIT =
  "vitest and jest shard test files, not tests: split a benchmark across files with `part: 'i/n'` " +
  "(describeBenchmark(benchmark, { part: '1/4' }) in one file, '2/4' in the next, …), as the README's sharding section explains."

/** The warning for a shard that received no test file (vitest's own reason shows only with its default reporter). */
export function emptyShardNote(shard: ShardInfo): string {
  return `karenina: shard ${shard.index}/${shard.count} received no test file, so it ran no benchmark question. ${HOW_TO_SPLIT}`
}

/**
 * The warning for a run that collected no result, naming the likely cause: a shard or merged report without
 * the benchmark's file, or no karenina matcher or benchmark test having run.
 */
export function noResultsNote(context: { shard?: ShardInfo | null; merged?: boolean; resultsFile: string }): string {
  const where = `karenina: no results were collected; ${context.resultsFile} holds an empty result set.`
  if (context.shard) return `${where} This is shard ${context.shard.index}/${context.shard.count}: ${HOW_TO_SPLIT}`
  if (context.merged) return `${where} None of the merged reports carried karenina results (did every shard run a file with a benchmark?): ${HOW_TO_SPLIT}`
  return `${where} No test used a karenina matcher or describeBenchmark (check the test filter and that the setup file is loaded).`
}

/** A test file that failed to load, or a test that failed before attaching a result (an import or config error). */
export interface LoadFailure {
  /** The file (and test), as the user would name it. */
  file: string
  message: string
}

/**
 * The notice for a run that collected no result while tests failed (a file that did not load, a setup or
 * config that threw): the results file is not overwritten (an empty set would read as "nothing ran" and lose
 * the previous run's results), and the first failure is named instead of the test filter.
 */
export function loadFailureNote(context: { failures: readonly LoadFailure[]; resultsFile: string }): string {
  const count = context.failures.length
  const first = context.failures[0]
  const firstLine = first?.message.split('\n').find((line) => line.trim() !== '')?.trim() ?? ''
  const which = first ? ` (${first.file}: ${firstLine.length > 300 ? `${firstLine.slice(0, 300)}…` : firstLine}${count > 1 ? `; and ${count - 1} more` : ''})` : ''
  return (
    `karenina: no results were collected: ${count} test file${count === 1 ? '' : 's'} or test${count === 1 ? '' : 's'} failed to load or run${which}. ` +
    `${context.resultsFile} was left as it was (the previous run's results, if any): fix the error above and run again.`
  )
}

/**
 * The run time of a merged report: the sum of the shards' run times (what vitest's own reporters show), not the
 * merge's own. Null when the times are unknown.
 */
export function mergedRunTime(executionTimes: readonly number[] | undefined): number | null {
  if (!executionTimes || executionTimes.length === 0) return null
  return executionTimes.reduce((sum, ms) => sum + ms, 0)
}
