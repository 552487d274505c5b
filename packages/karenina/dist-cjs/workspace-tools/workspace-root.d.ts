/**
 * One directory the workspace tools are bound to. Every path a model sends goes through `resolve`, which
 * refuses absolute paths, `..` that leaves the root, and symlinks whose target is outside it.
 */
export declare class WorkspaceRoot {
    /** The root's real path (symlinks of the root itself resolved once, at creation). */
    readonly dir: string;
    constructor(dir: string);
    /** True when `absolute` is the root or below it. */
    contains(absolute: string): boolean;
    /** The lexical absolute path of a model-supplied relative path, refused if it is absolute or leaves the root. */
    lexical(input: string, field?: string): string;
    /** The real path of a model-supplied path: symlinks followed, and refused when the target is outside the root. */
    resolve(input: string, field?: string): Promise<string>;
    /** The path relative to the root, with forward slashes, as tools report it (`.` for the root). */
    relative(absolute: string): string;
}
