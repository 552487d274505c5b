import { type EncodedResult } from 'karenina';
/** Where a result came from: the test file, the test's full name, and its position among the test's results. */
export interface ResultOrigin {
    testPath: string;
    /** Jest's full test name (describe titles and the test title joined by spaces), as in `assertionResults`. */
    testName: string;
    /** 0 for the first result a test attaches, 1 for the second, … */
    index: number;
}
/** A result read back from the run directory: where it came from, and the result as the runner core encodes it. */
export interface AttachedResult extends ResultOrigin {
    encoded: EncodedResult;
}
/** A scenario run read back from the run directory: the test that ran it, and its `scenario_results` record. */
export interface AttachedScenario extends ResultOrigin {
    record: unknown;
}
/**
 * Writes one result into the run directory. One file per (test file, test, index): a retried test
 * overwrites its earlier attempt. The file is written under a unique temporary name and renamed into
 * place, so the reporter never reads a half-written file, whichever worker wrote it.
 */
export declare function writeResultFile(runDir: string, origin: ResultOrigin, encoded: EncodedResult): string;
/**
 * Writes one scenario run's record (the export's `scenario_results[i]`) into the run directory, as
 * {@link writeResultFile} writes a result. The record is kept as Python-style JSON text, so floats stay floats.
 */
export declare function writeScenarioFile(runDir: string, origin: ResultOrigin, record: unknown): string;
/** Every result in the run directory (temporary files of writes still in flight are skipped). */
export declare function readResultFiles(runDir: string): AttachedResult[];
/** Every scenario run record in the run directory. */
export declare function readScenarioFiles(runDir: string): AttachedScenario[];
