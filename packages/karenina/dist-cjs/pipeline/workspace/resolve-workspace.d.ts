/** Where a task's workspace comes from (spec 02 §9.1). */
export interface WorkspaceInput {
    questionId: string;
    /** Root of the question workspaces (`workspace_root`); required. */
    root: string | null;
    /** The question's own workspace, relative to the root (`Question.workspace_path`). */
    questionPath: string | null;
    /** Copy the question's workspace (true) or use it in place (false). */
    copy: boolean;
    replicate: number | null;
    now: Date;
    /** @default process.pid */
    pid?: number;
    /**
     * `workspace_output_mode` "full": the working directory is this output path (created here, or the copy of
     * the question's workspace), kept after the task (`isCopy` false). In-place mode still works in the original.
     */
    outputPath?: string | null;
}
/** A resolved workspace: the directory the agents work in, and whether FinalizeResult may delete it. */
export interface ResolvedWorkspace {
    path: string;
    isCopy: boolean;
}
/** A workspace that cannot be resolved: the message names the question, the path and the setting. */
export declare class WorkspaceResolutionError extends Error {
    readonly name = "WorkspaceResolutionError";
}
/** `run_<YYYYmmddTHHMMSS>_pid<pid>[_rep<n>]`, the local time as Python's `strftime` writes it. */
export declare function workspaceSuffix(now: Date, pid: number, replicate: number | null): string;
/**
 * Resolves a task's workspace (spec 02 §9.1): the question's directory under the root, copied to
 * `<root>/<path>_<suffix>` (or used in place with `copy: false`), or a fresh empty
 * `<root>/<question_id>_<suffix>` when the question has none.
 * @throws WorkspaceResolutionError when the root is missing, or the question's path is absent, not a
 * directory, leaves the root (also through a symlink), or is the root itself while copying.
 */
export declare function resolveWorkspace(input: WorkspaceInput): Promise<ResolvedWorkspace>;
/** A question id as a directory name: path separators and other unsafe characters become `_`. */
export declare function safeName(id: string): string;
/**
 * Checks a run's workspaces before any task starts: the root exists and every question's `workspace_path`
 * is a directory inside it. Returns the first problem (naming question, path and setting), else `null`.
 */
export declare function workspaceProblem(root: string | null, questions: readonly {
    id: string;
    workspacePath?: string | null;
}[], copy?: boolean): string | null;
