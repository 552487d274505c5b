/**
 * Karenina's placeholder template for a question without one (spec 05 §6.1): a classic class with one
 * `response: str` field whose `verify()` returns False. A checkpoint must store some template, so a
 * question without a template is saved with this text, and this text is read back as "no template".
 */
export declare function defaultTemplateSource(question: string): string;
/** Karenina's `_is_default_template`: the stored text is the placeholder of this question (compared stripped). */
export declare function isDefaultTemplate(source: string, question: string): boolean;
/** The `name` Karenina gives a question's SoftwareSourceCode node: `"<first 30 chars>... Answer Template"`. */
export declare function defaultTemplateName(question: string): string;
