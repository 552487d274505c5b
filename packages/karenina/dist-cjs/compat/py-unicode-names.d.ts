/**
 * Python's `unicodedata.lookup` for `\N{…}` regex escapes, limited to a table of common characters (ASCII,
 * Latin-1, Greek, general punctuation, currency, a few symbols and Unicode aliases such as `NBSP`) plus the
 * algorithmic `CJK UNIFIED IDEOGRAPH-XXXX` names. JavaScript has no Unicode name database; a name outside
 * this table is reported as unsupported rather than invalid.
 */
/** The code point named `name` (case-insensitive, as Python), or undefined when the table does not know it. */
export declare function lookupUnicodeName(name: string): number | undefined;
