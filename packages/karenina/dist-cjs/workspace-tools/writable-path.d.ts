import type { WorkspaceRoot } from './workspace-root.js';
/**
 * The real path a write to the model-supplied `input` may go to, with its missing parent directories made.
 * Refused (tool error, nothing created): absolute paths, `..` out, a symlink out anywhere on the way (the
 * nearest existing ancestor is resolved before any directory is made), a symlink loop, a dangling symlink
 * (writing through it would create its target wherever it points), a directory, a file with several hard links.
 */
export declare function writablePath(root: WorkspaceRoot, input: string): Promise<string>;
/** Writes `text` to `file` (a path from {@link writablePath}) without following a symlink at its last component. */
export declare function writeNoFollow(file: string, text: string, input: string): Promise<void>;
