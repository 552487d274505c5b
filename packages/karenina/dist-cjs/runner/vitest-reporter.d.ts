/** The part of vitest's `TestCase` the reporter reads. */
export interface ReportedTestCase {
    /** The test's id (stable within a run). */
    readonly id?: string;
    readonly fullName: string;
    /** The test's module (vitest ≥ 3). */
    readonly module?: {
        readonly moduleId: string;
    };
    meta(): unknown;
    /** The test's outcome (vitest ≥ 3). */
    result?(): {
        readonly state: string;
        readonly errors?: readonly {
            readonly message?: string;
        }[] | undefined;
    };
}
/** The part of vitest's `TestModule` the reporter reads. */
export interface ReportedTestModule {
    readonly moduleId: string;
    readonly children: {
        allTests(): Iterable<ReportedTestCase>;
    };
    /** Errors of the module itself (vitest ≥ 3): an import that failed, a setup file that threw. */
    errors?(): readonly {
        readonly message?: string;
    }[];
}
/** The part of the `Vitest` instance the reporter reads. */
export interface ReporterHost {
    readonly config: {
        readonly root: string;
        readonly outputFile?: string | Readonly<Partial<Record<string, string>>> | undefined;
        readonly shard?: {
            readonly index: number;
            readonly count: number;
        } | undefined;
        readonly mergeReports?: string | undefined;
    };
    readonly logger?: {
        log(...args: unknown[]): void;
        error?(...args: unknown[]): void;
    };
    /** With `--merge-reports`, each blob's run time (ms). */
    readonly state?: {
        readonly blobs?: {
            readonly executionTimes?: readonly number[];
        } | undefined;
    };
}
/** Options of {@link KareninaReporter} (`reporters: [['karenina', { … }]]`). */
export interface KareninaReporterOptions {
    /** Results file, relative to the project root. @default vitest's `outputFile.karenina`, else env `KARENINA_RESULTS_FILE`, else 'karenina-results.json' */
    outputFile?: string;
    /** Print the run summary. @default true */
    summary?: boolean;
    /** `metadata.job_id` of the export. @default a random id */
    jobId?: string;
    /**
     * A results file of an earlier run (relative to the project root): after the summary, print what changed
     * against it (flipped verdicts, pass rate change per model, trait deltas), as `karenina diff` does. It may
     * be the results file itself: it is read before this run overwrites it. Prints only; gate CI on `karenina diff`.
     */
    baseline?: string;
    /** Under GitHub Actions, append a Markdown summary to `$GITHUB_STEP_SUMMARY`. @default true */
    githubSummary?: boolean;
}
/**
 * The karenina reporter for vitest (`vitest --reporter karenina`, or `vitest-karenina/reporter`): collects the
 * VerificationResults that matchers and benchmark tests attached to `task.meta` (they survive `--shard`, the
 * blob reporter and `--merge-reports`), writes the run's VerificationResultSet in Karenina's export format,
 * and prints a summary (pass rate per model, failing questions, trait averages, tokens).
 */
export declare class KareninaReporter {
    #private;
    private readonly options;
    constructor(options?: KareninaReporterOptions);
    onInit(host: ReporterHost): void;
    /** `startTime`: when the run started, for a caller that hands the hook on later (vitest-karenina's plugin). */
    onTestRunStart(_specifications?: readonly unknown[], startTime?: number): void;
    /** The results file of this run (absolute). */
    outputPath(): string;
    /**
     * A test ended: its results are decoded and spooled now (only what the summary needs stays in memory), so
     * the end of a large run has little left to do. A result that fails to decode is left for `onTestRunEnd`,
     * which reports it.
     */
    onTestCaseResult(test: ReportedTestCase): void;
    onTestRunEnd(testModules: readonly ReportedTestModule[]): Promise<void>;
}
