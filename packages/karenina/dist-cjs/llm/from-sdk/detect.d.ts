import type { SdkTrace } from './sdk-trace.js';
/** The frameworks' shapes read as traces, named in every refusal. */
export declare const FRAMEWORK_SHAPES: string[];
type MessageDialect = 'openai-chat' | 'openai-responses' | 'ai-sdk' | 'anthropic';
/**
 * Which SDK a message list comes from, by the marks only that SDK leaves (Karenina's own form has none of them:
 * it refuses these keys), or undefined. The first marked message decides.
 */
export declare function messageDialectOf(messages: readonly unknown[]): MessageDialect | undefined;
/** A message list in `dialect` as Karenina's trace. */
export declare function fromMessageDialect(dialect: MessageDialect, messages: readonly unknown[], subject: string): SdkTrace;
/**
 * A framework's result or message list as Karenina's trace, when `value` is one of {@link FRAMEWORK_SHAPES}:
 * an AI SDK result (`steps`), a Responses API response (`output`), or a message list (bare, or under
 * `messages`) carrying one SDK's marks. Undefined when it is none of them (Karenina's own form included).
 */
export declare function frameworkTraceOf(value: unknown, subject: string): SdkTrace | undefined;
export {};
