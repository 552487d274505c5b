/** A shard of a run, as `--shard=index/count` gives it. */
export interface ShardInfo {
    index: number;
    count: number;
}
/** The warning for a shard that received no test file (vitest's own reason shows only with its default reporter). */
export declare function emptyShardNote(shard: ShardInfo): string;
/**
 * The warning for a run that collected no result, naming the likely cause: a shard or merged report without
 * the benchmark's file, or no karenina matcher or benchmark test having run.
 */
export declare function noResultsNote(context: {
    shard?: ShardInfo | null;
    merged?: boolean;
    resultsFile: string;
}): string;
/** A test file that failed to load, or a test that failed before attaching a result (an import or config error). */
export interface LoadFailure {
    /** The file (and test), as the user would name it. */
    file: string;
    message: string;
}
/**
 * The notice for a run that collected no result while tests failed (a file that did not load, a setup or
 * config that threw): the results file is not overwritten (an empty set would read as "nothing ran" and lose
 * the previous run's results), and the first failure is named instead of the test filter.
 */
export declare function loadFailureNote(context: {
    failures: readonly LoadFailure[];
    resultsFile: string;
}): string;
/**
 * The run time of a merged report: the sum of the shards' run times (what vitest's own reporters show), not the
 * merge's own. Null when the times are unknown.
 */
export declare function mergedRunTime(executionTimes: readonly number[] | undefined): number | null;
