/** Python's `type(value).__name__` for a JSON-like value (`NoneType`, `bool`, `int`, `float`, `str`, `list`, `dict`, `tuple`), for messages. */
export declare function pyTypeName(value: unknown): string;
