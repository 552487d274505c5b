import { CheckError } from '../errors/check-error.js';
/**
 * `re._parser.Tokenizer` over code points: a token is one character or a backslash with the character
 * after it. Positions are code-point offsets, as in Python's error messages.
 */
export declare class Tokenizer {
    readonly pattern: string;
    private readonly chars;
    private index;
    next: string | null;
    constructor(pattern: string);
    private advance;
    /** Consumes `char` when it is next. */
    match(char: string): boolean;
    /** Consumes and returns the next token (null at the end). */
    get(): string | null;
    /** Takes up to `n` tokens while they belong to `charset`. */
    getWhile(n: number, charset: string): string;
    /** Takes tokens up to `terminator` (consumed); a missing or empty name is an error. */
    getUntil(terminator: string, name: string): string;
    /** The code-point offset of `next`. */
    tell(): number;
    /** Moves back to a code-point offset. */
    seek(index: number): void;
    /** A `re.error` at the current position minus `offset`. */
    error(message: string, offset?: number): CheckError;
    /** `Tokenizer.checkgroupname`: Python requires `str.isidentifier()`. */
    checkGroupName(name: string, offset: number): void;
}
/** A Python `re.error` (invalid pattern) as a CheckError naming the pattern, the problem and the position. */
export declare function regexError(pattern: string, message: string, position: number): CheckError;
/** A pattern Python accepts but that karenina-ts cannot run on JavaScript's RegExp. */
export declare function unsupportedRegex(pattern: string, construct: string): CheckError;
