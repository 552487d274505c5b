/**
 * Python 3.11/3.12 `textwrap.dedent`: removes the longest common space/tab prefix of the non-blank lines.
 * Lines of only spaces/tabs become empty and do not count. Lines are split on `\n` only, so a CRLF blank
 * line (`"\r"`) is not blank and, having no indent, cancels the dedent (fixed in Python 3.14; kept here).
 */
export declare function pythonDedent(text: string): string;
/** The text hashed into a template id (spec 01 §7.6): dedent, unify line endings, right-strip lines, strip. */
export declare function normalizeTemplateSource(text: string): string;
/** Karenina's `template_id`: MD5 hex of the normalized source, or `"no_template"` for a missing/blank one. */
export declare function generateTemplateId(source: string | null | undefined): string;
