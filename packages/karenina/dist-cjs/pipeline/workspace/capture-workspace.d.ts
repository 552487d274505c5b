/** `workspace_output_mode` (spec 05): keep nothing, the whole final workspace, or only what the task changed. */
export type WorkspaceOutputMode = 'none' | 'full' | 'produced';
/** Each file of a workspace (relative POSIX path) with its size and mtime, taken before the agents run. */
export type WorkspaceBaseline = ReadonlyMap<string, string>;
/** `<output_dir>/<safe(question_id)>__<safe(result_id)>` (spec 02 §9.1): where a task's workspace is kept. */
export declare function workspaceOutputPath(outputDir: string, questionId: string, resultId: string): string;
/**
 * A capture mode needs somewhere to write: `full` / `produced` without `workspace_output_dir` is a
 * ConfigError (Karenina silently keeps nothing; docs/divergences.md).
 */
export declare function checkWorkspaceOutputMode(mode: WorkspaceOutputMode, outputDir: string | null): void;
/** Exclusion test: a pattern matches an entry's relative path or its base name (`node_modules`, `*.log`, `traces/*`). */
export declare function excluder(patterns: readonly string[]): (relative: string) => boolean;
/** The baseline of `produced` mode, taken right after the workspace is resolved (spec 02 §4.1 step 2). */
export declare function snapshotWorkspace(dir: string): WorkspaceBaseline;
/** What FinalizeResult knows when it captures a task's workspace. */
export interface WorkspaceCaptureInput {
    mode: WorkspaceOutputMode;
    /** The task's working directory (artifact `workspace_path`). */
    workspace: string | null;
    /** `<output_dir>/<safe(question_id)>__<safe(result_id)>`. */
    target: string;
    /** `produced`: the files before the agents ran (`null`: the workspace was preset, every file counts). */
    baseline: WorkspaceBaseline | null;
    excludePatterns: readonly string[];
}
/**
 * Keeps a task's workspace (FinalizeResult, before cleanup). `full`: the whole workspace, copied to the
 * target unless the agents already worked there (then excluded entries are pruned from it). `produced`:
 * only files that are new or changed (size or mtime) since the baseline, at their relative paths; a task
 * that produced nothing leaves no directory. Returns the warning to record when capturing failed (it never
 * changes the verdict), else `null`.
 */
export declare function captureWorkspace(input: WorkspaceCaptureInput): string | null;
