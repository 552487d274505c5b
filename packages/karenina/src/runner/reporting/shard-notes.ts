// What the reporters say about sharded runs: vitest and jest shard test *files*, so a benchmark in one file
// lands in one shard and the others collect nothing.
import { extname, resolve } from 'node:path'
import { resolveRunnerConfig } from '../runner-config.js'

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
 * The warning for a run that collected no result, naming the likely cause: a shard without the benchmark's file,
 * or no karenina matcher or benchmark test having run.
 */
export function noResultsNote(context: { shard?: ShardInfo | null; resultsFile: string }): string {
  const where = `karenina: no results were collected; ${context.resultsFile} holds an empty result set.`
  if (context.shard) return `${where} This is shard ${context.shard.index}/${context.shard.count}: ${HOW_TO_SPLIT}`
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
 * The results file of one shard: the shard before the extension, so the shards of a run sit side by side
 * and a glob picks them up for `karenina merge`.
 * @example shardFileName('karenina-results.json', 1, 2) // 'karenina-results.shard-1-of-2.json'
 */
export function shardFileName(file: string, shardIndex: number, shardCount: number): string {
  const ext = extname(file)
  const stem = ext === '' ? file : file.slice(0, -ext.length)
  return `${stem}.shard-${shardIndex}-of-${shardCount}${ext}`
}

/**
 * The results file of a reporter's run (absolute, from `root`): the reporter's configured file, else env
 * KARENINA_RESULTS_FILE, else the default, which each shard of a sharded run writes under its own name.
 */
export function runResultsFile(root: string, configured: string | undefined, shard: ShardInfo | null | undefined, env: Readonly<Record<string, string | undefined>> = process.env): string {
  const explicit = configured ?? (env['KARENINA_RESULTS_FILE']?.trim() || undefined)
  const file = explicit ?? resolveRunnerConfig(env).resultsFile
  return resolve(root, explicit === undefined && shard && shard.count > 1 ? shardFileName(file, shard.index, shard.count) : file)
}

/**
 * The notice of `vitest --merge-reports` with the karenina reporter: blob reports carry no karenina results (test
 * workers hand them to each shard's own reporter, which writes the shard's results file), so the merge has none to
 * write; `karenina merge` joins the shards' files.
 */
export function mergeReportsNote(resultsFile: string): string {
  return (
    `karenina: vitest --merge-reports carries no karenina results, so ${resultsFile} was not written. ` +
    'Run each shard with the karenina reporter beside the blob reporter (vitest run --shard=i/n --reporter=blob --reporter=karenina): ' +
    'each writes karenina-results.shard-i-of-n.json. Then join them: karenina merge karenina-results.shard-*.json -o karenina-results.json'
  )
}
