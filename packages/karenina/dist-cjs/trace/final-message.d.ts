import type { ChatMessage } from '../llm/ports.js';
/** The final AI text of a trace, or why it could not be found (Karenina's `(message, error)` pair). */
export type FinalMessage = {
    message: string;
    error: null;
} | {
    message: null;
    error: string;
};
/**
 * Karenina's `extract_final_ai_message` (spec 02 §6.2): the text of the last assistant message of a message
 * list or of a harmonized trace string. A string without any `--- … ---` header line is a plain answer and
 * is returned stripped.
 */
export declare function extractFinalAiMessage(trace: string | readonly ChatMessage[]): FinalMessage;
/** The text a template or rubric evaluates, and the extraction error when the final message was wanted but missing. */
export interface EvaluationInput {
    input: string;
    error: string | null;
}
/**
 * Karenina's `prepare_evaluation_input` (spec 02 §6.3): the full trace (message lists harmonized) when
 * `useFullTrace`, else the final AI message; on failure the full trace with the reason.
 */
export declare function prepareEvaluationInput(raw: string | readonly ChatMessage[], useFullTrace: boolean): EvaluationInput;
