import type { ChatMessage } from '../ports.js';
import type { AgentMetrics } from '../../results/usage-metadata.js';
/**
 * A framework's trace in Karenina's form: the messages, and the `agent_metrics` our own agent adapters compute
 * from them. The same shape as an `AgentPort` run, so `toVerify` stores it as it stores one of ours.
 */
export interface SdkTrace {
    readonly traceMessages: ChatMessage[];
    readonly agentMetrics: AgentMetrics;
    readonly recursionLimitReached: false;
}
/** A path into the value being converted, for error messages (`output[2].call_id`). */
export type TracePath = readonly (string | number)[];
/** The messages as a trace, with the metrics our agent loops compute (no turn limit was ours to hit). */
export declare function sdkTrace(messages: ChatMessage[]): SdkTrace;
/** Reads the fields of one SDK value, failing with a `ValidationError` that names the SDK shape and the path. */
export declare class ShapeReader {
    readonly shape: string;
    readonly subject: string;
    constructor(shape: string, subject: string);
    fail(path: TracePath, problem: string): never;
    record(value: unknown, path: TracePath): Record<string, unknown>;
    array(value: unknown, path: TracePath): readonly unknown[];
    string(value: unknown, path: TracePath): string;
    /** A text that may be absent (`null` / `undefined` read as empty). */
    optionalString(value: unknown, path: TracePath): string;
}
/** A tool's arguments as the SDKs send them (JSON text): an object, or the raw text kept under `arguments`. */
export declare function parseToolArguments(text: string): Record<string, unknown>;
/** A tool call's input object; any other value is kept under `input`, so the trace still shows it. */
export declare function toolInput(value: unknown): Record<string, unknown>;
/** A tool's output as trace text: a string as is, anything else as JSON. */
export declare function toolOutputText(value: unknown): string;
/** A Karenina tool message answering `callId`. */
export declare function toolMessage(callId: string, content: string, isError: boolean): ChatMessage;
