/**
 * Karenina's `strip_markdown_fences` (spec 06 §8.1): the trimmed content of the first fenced block, else the
 * last parseable `{…}` object in the text, else the text without a leading/trailing fence, trimmed.
 * Non-strings (including `null`) are returned unchanged.
 */
export declare function stripMarkdownFences<T>(text: T): T | string;
/**
 * Karenina's `extract_json_from_text` (spec 06 §8.2): every balanced `{…}` candidate, tried from last to first,
 * the first one Python's `json.loads` accepts; `null` when none does. Arrays are not extracted.
 */
export declare function extractJsonFromText(text: string): string | null;
/**
 * Karenina's `extract_balanced_braces` (spec 06 §8.2): the `{…}` expression starting at code-point index
 * `start` (Python indexing, so a negative index counts from the end), or `null` when `text[start]` is not
 * `{` or the braces never balance. A backslash skips the next character everywhere, inside strings or not.
 */
export declare function extractBalancedBraces(text: string, start: number): string | null;
/**
 * Karenina's `extract_json_from_response` (spec 06 §8.3), used by the judge parser: the trimmed text when it
 * starts with `{`/`[` and parses, else the first ```` ``` ````/```` ```json ```` block whose trimmed content
 * starts with `{`/`[` (not parse-checked), else `extractJsonFromText`. Throws `CheckError('value')` when
 * nothing is found.
 */
export declare function extractJsonFromResponse(text: string): string;
