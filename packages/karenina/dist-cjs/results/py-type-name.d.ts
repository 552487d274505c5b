/** Python's `type(value).__name__` for a JSON-like value (`str`, `int`, `float`, `bool`, `list`, `dict`, …). */
export declare function pyTypeName(value: unknown): string;
