/** What a workspace copy's path becomes in a cassette. */
export declare const WORKSPACE_PLACEHOLDER = "<workspace>";
/**
 * `value` with every workspace-copy path in its strings replaced by the placeholder, and each of `inPlace`
 * (directories judged where they are, such as a test's own workspace, whose path is usually a fresh temp dir).
 */
export declare function maskWorkspacePaths<T>(value: T, inPlace?: readonly string[]): T;
/** `value` with the placeholder replaced by this run's `workspace` (a replayed agent's trace names its own copy). */
export declare function unmaskWorkspacePaths<T>(value: T, workspace: string | undefined): T;
