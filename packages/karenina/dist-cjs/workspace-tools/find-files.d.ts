import type { WorkspaceRoot } from './workspace-root.js';
/** A glob pattern a model may send: relative, with no `..` segment (tinyglobby would climb out of `cwd`). */
export declare function checkPattern(pattern: string, field?: string): void;
/**
 * Files under `dir` matching `pattern`, as absolute paths, sorted. The crawl (tinyglobby) walks `dir` itself
 * and skips every symlink, so a link to `/` or a loop is never entered; the pattern is matched afterwards
 * (picomatch), because tinyglobby would start its crawl at a pattern's static prefix, which may be a symlink.
 */
export declare function findFiles(root: WorkspaceRoot, dir: string, pattern: string): Promise<string[]>;
