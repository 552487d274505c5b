/**
 * The environment variable that tells test workers where to drop results. The reporter sets it in
 * `onRunStart`, before jest forks its workers (and before in-band test environments copy `process.env`).
 */
export declare const RUN_DIR_ENV = "KARENINA_JEST_RUN_DIR";
/** A new run id: time-sortable, unique across concurrent jest processes on one machine. */
export declare function newRunId(now?: Date): string;
/**
 * Creates the run directory of one jest run. Under the OS temp directory by default: the temp dir exists
 * whatever the project layout (monorepo roots, projects without node_modules, read-only checkouts), and a
 * fresh run id per run keeps concurrent jest processes (shards on one machine, watch reruns) apart.
 */
export declare function createRunDir(runId: string, parent?: string): string;
/** The run directory announced to this worker, or undefined when no karenina reporter is running. */
export declare function currentRunDir(env?: Readonly<Record<string, string | undefined>>): string | undefined;
