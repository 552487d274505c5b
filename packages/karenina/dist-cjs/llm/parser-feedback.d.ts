import type { ChatMessage, JsonSchema } from './ports.js';
/** The schema as a fenced JSON block (pretty-printed). */
export declare function schemaBlock(schema: JsonSchema): string;
/** The messages with a "JSON only, matching this schema" instruction appended to the last user message. */
export declare function withSchemaSuffix(messages: readonly ChatMessage[], schema: JsonSchema): ChatMessage[];
/** The default feedback turn: why the previous reply was rejected, and the schema again. */
export declare function feedbackMessage(error: string, schema: JsonSchema): string;
/** The source's null-value feedback turn (spec 06 §8.4 step 3). */
export declare function nullFeedbackMessage(fields: readonly string[]): string;
/** The source's format feedback turn (spec 06 §8.4 step 4). */
export declare function formatFeedbackMessage(reply: string, error: string, schema: string): string;
/**
 * Which of the source's feedback retries fire for a parse error text (spec 06 §8.4 steps 3–4): null fields
 * (from a JSON object after "from completion", or pydantic lines with `input_value=None`), and whether the
 * text names a JSON error. The source inspects only `Could not parse response into <Schema>: <preview>`.
 */
export declare function pythonFeedbackPlan(errorText: string): {
    nullFields: string[] | null;
    formatError: boolean;
};
