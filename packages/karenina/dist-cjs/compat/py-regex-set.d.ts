import type { PyNode } from './py-regex-syntax.js';
import type { Tokenizer } from './py-regex-tokenizer.js';
/**
 * A character set `[…]` after its `[` (CPython 3.11 `_parse`): `]` first is literal, ranges need literal
 * ends in order, a single literal becomes LITERAL / NOT_LITERAL.
 */
export declare function parseSet(source: Tokenizer): PyNode;
