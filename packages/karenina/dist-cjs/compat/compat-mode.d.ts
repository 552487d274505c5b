/**
 * Karenina-compatibility mode. By default karenina-ts fixes the Python source's defects that contradict
 * Karenina's documentation; `'karenina-python'` reproduces the source exactly, for parity runs.
 * Every difference is listed in docs/divergences.md.
 */
export type CompatMode = 'default' | 'karenina-python';
export declare function isPythonCompat(compat: CompatMode | undefined): boolean;
