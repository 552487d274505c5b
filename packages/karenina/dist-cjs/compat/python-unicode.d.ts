/** True for a code point that Node's Unicode assigns but Python 3.11 (Unicode 14.0) does not. */
export declare function isUnassignedInPython(cp: number): boolean;
/** A `u`-flag RegExp class body matching exactly those code points (for splitting and testing). */
export declare const PY_UNASSIGNED_CLASS: string;
