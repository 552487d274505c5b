import type { PyNode, ParseState, SetItem } from './py-regex-syntax.js';
import type { Tokenizer } from './py-regex-tokenizer.js';
/** A `\` escape outside a character class. */
export declare function escape(source: Tokenizer, escapeText: string, state: ParseState): PyNode;
/** A `\` escape inside a character class: a literal or a category. */
export declare function classEscape(source: Tokenizer, escapeText: string): SetItem;
/** `State.checklookbehindgroup`. */
export declare function checkLookbehindGroup(state: ParseState, gid: number, source: Tokenizer): void;
