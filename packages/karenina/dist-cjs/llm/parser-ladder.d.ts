import { type CompatMode } from '../compat/compat-mode.js';
import type { CallOptions, ChatMessage, JsonSchema, ParseRequest, ParseResult } from './ports.js';
import { type CallUsage } from './usage.js';
/** One judge call made by a provider backend. */
export interface JudgeReply {
    /** The reply text (for tool-based structured output, the tool input as JSON). */
    text: string;
    /** The structured value when the provider returned one (forced tool input); else the text is parsed. */
    value?: unknown;
    /** Post-processing of the extracted JSON (e.g. dropping nulls OpenAI strict mode forced on optional fields). */
    normalize?: (raw: unknown) => unknown;
    usage: CallUsage;
}
/** What a provider gives the ladder: native structured output (when it has any) and plain chat. */
export interface ParserBackend {
    native?: (messages: readonly ChatMessage[], schema: JsonSchema, schemaName: string, options: CallOptions) => Promise<JudgeReply>;
    plain: (messages: readonly ChatMessage[], options: CallOptions) => Promise<JudgeReply>;
}
/** Settings of the ladder. */
export interface ParserLadderSettings {
    /** Feedback retries (ModelConfig `max_retries`). @default 2 */
    maxRetries: number;
    /** `'karenina-python'` reproduces the source's ladder and call counts. @default 'default' */
    compat?: CompatMode;
}
/**
 * Karenina's parser retry ladder (spec 06 §8.4), provider-agnostic. Default: native structured output
 * (prompt + JSON recovery when the provider has none or rejects it), then up to `maxRetries` retries that
 * feed the reply and the validation error back. `compat: 'karenina-python'` reproduces the source: native,
 * then a plain call, then feedback only when the error preview happens to contain the source's markers.
 * Usage of every call is summed. Throws `ParseFailureError` with every attempt when nothing validates.
 */
export declare function runParserLadder<T>(backend: ParserBackend, request: ParseRequest<T>, settings: ParserLadderSettings, options?: CallOptions): Promise<ParseResult<T>>;
