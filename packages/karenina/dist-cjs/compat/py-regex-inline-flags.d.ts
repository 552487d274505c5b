import { type ParseState } from './py-regex-syntax.js';
import type { Tokenizer } from './py-regex-tokenizer.js';
/** Whether `char` is one of Python's inline flag letters. */
export declare function isInlineFlag(char: string): boolean;
/** `_parse_flags`: null for global flags `(?aiLmsux)`, else the scoped `[add, del]`. */
export declare function parseFlags(source: Tokenizer, state: ParseState, first: string): [number, number] | null;
