/** Options of the karenina jest reporter (`reporters: [['jest-karenina/reporter', options]]`). */
export interface KareninaReporterOptions {
    /**
     * Where the run's results are written, in Karenina's export format (relative to jest's `rootDir`).
     * With `--shard=i/n` and no explicit file, `karenina-results.shard-i-of-n.json`, ready for `karenina merge`.
     * @default jest `globals.karenina.resultsFile`, else env KARENINA_RESULTS_FILE, else 'karenina-results.json'
     */
    outputFile?: string;
    /** Print the compact summary (pass rate per model, failing questions, trait averages, tokens). @default true */
    summary?: boolean;
    /** Parent folder of the per-run directories where test workers drop their results. @default the OS temp dir */
    runDirParent?: string;
    /** Keep the run directory after the run (debugging). @default false */
    keepRunDir?: boolean;
    /** Under GitHub Actions, append a Markdown summary to `$GITHUB_STEP_SUMMARY`. @default true */
    githubSummary?: boolean;
}
/** The parts of jest's global config the reporter reads. */
interface GlobalConfigLike {
    rootDir: string;
    shard?: {
        shardIndex: number;
        shardCount: number;
    } | null;
}
/** The part of a jest test context (one per project) the reporter reads: the project's `globals`. */
interface TestContextLike {
    config?: {
        globals?: Record<string, unknown>;
    };
}
/**
 * The `globals.karenina.resultsFile` of the run's projects (jest hands project configs to reporters only here).
 * Projects naming two different files would split one run's results: refused, naming both.
 */
export declare function projectResultsFile(contexts: Iterable<TestContextLike>): string | undefined;
/** The parts of a test file's result the reporter reads. */
interface TestFileResultLike {
    testFilePath: string;
    testResults: readonly {
        fullName: string;
        status?: string;
        failureMessages?: readonly string[];
    }[];
    /** Set when the file failed before its tests ran (an import error, a setup file or config that threw). */
    testExecError?: {
        message?: string;
    } | null;
}
/** The parts of jest's aggregated results the reporter reads. */
interface AggregatedResultLike {
    testResults?: readonly TestFileResultLike[];
}
/**
 * Jest reporter: gathers the VerificationResults that matchers and `describeBenchmark` tests attached,
 * writes them as one VerificationResultSet in Karenina's v2.2 export format, and prints a compact summary.
 *
 * Jest gives tests no channel to reporters across worker processes, so the reporter creates a run
 * directory when the run starts and announces it to the workers (env `KARENINA_JEST_RUN_DIR`, set before
 * jest forks them); each attached result is written there as its own file, atomically.
 * @example
 * // jest.config.js
 * export default {
 *   setupFilesAfterEnv: ['jest-karenina/setup'],
 *   reporters: ['default', ['jest-karenina/reporter', { outputFile: 'reports/karenina-results.json' }]],
 * }
 */
export default class KareninaReporter {
    #private;
    constructor(globalConfig: GlobalConfigLike, options?: KareninaReporterOptions);
    onRunStart(): void;
    onTestResult(_test: unknown, testResult: TestFileResultLike): void;
    /**
     * The results file of this run (absolute): the reporter's `outputFile`, else the jest config's
     * `globals.karenina.resultsFile` (`configured`), else env KARENINA_RESULTS_FILE, else the default (per shard).
     */
    outputPath(env?: Readonly<Record<string, string | undefined>>, configured?: string): string;
    onRunComplete(testContexts?: Iterable<TestContextLike>, aggregated?: AggregatedResultLike): Promise<void>;
    /** Jest fails the run when a reporter reports an error (e.g. the results file could not be written). */
    getLastError(): Error | undefined;
}
export {};
