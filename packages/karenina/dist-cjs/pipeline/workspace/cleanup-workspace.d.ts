/** What FinalizeResult knows about a task's workspace. */
export interface WorkspaceCleanupInput {
    /** The resolved workspace (artifact `workspace_path`); `null` when none was resolved. */
    path: string | null;
    /** `workspace_cleanup`. */
    cleanup: boolean;
    /** The directory is a working copy or a fresh directory this task created (never an original). */
    isCopy: boolean;
}
/**
 * Deletes a task's workspace behind Karenina's three guards (seed 002 §5): a workspace was resolved,
 * cleanup is on, and the directory is a copy. An original is never deleted. Returns the warning to record
 * when deleting failed (a cleanup failure never changes the result's verdict), else `null`.
 */
export declare function cleanupWorkspace(input: WorkspaceCleanupInput): string | null;
