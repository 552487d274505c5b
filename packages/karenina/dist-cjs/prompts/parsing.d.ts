import { z } from 'zod';
import { type Env } from '../config/env.js';
import type { JsonSchema } from '../llm/ports.js';
import { type TaskPrompt } from './task-prompt.js';
/** Inputs of the template-parsing prompt (task `parsing`, spec 06 §3). */
export interface ParsingPromptInput {
    question: string;
    /** The evaluation input: the final AI message, or the full trace with `use_full_trace_for_template`. */
    response: string;
    /** The template's judge schema (`template.judgeSchema()`). */
    jsonSchema: JsonSchema;
    /** Extraction hint per field (see {@link extractionHintsOf}); fields without a hint are skipped. */
    extractionHints?: Readonly<Record<string, string | null | undefined>>;
    /** `VerificationConfig.include_extraction_hints`. @default true */
    includeExtractionHints?: boolean;
    /** The template's `correct` dict; shown only when `KARENINA_EXPOSE_GROUND_TRUTH` is truthy in `env`. */
    groundTruth?: Readonly<Record<string, unknown>> | null;
    /** Adds the tool-trace cross-check section (the pipeline always passes false). @default false */
    traceHasToolCalls?: boolean;
    /** Environment read for `KARENINA_EXPOSE_GROUND_TRUTH`. @default process.env */
    env?: Env;
}
/** The reply contract of parsing: one JSON object, validated afterwards against the template. */
export declare const ParsingReplySchema: z.ZodRecord<z.ZodString, z.ZodUnknown>;
/** The part of a template field (`template.fields`) that carries its extraction hint. */
export interface HintedField {
    readonly name: string;
    readonly verification: {
        readonly extractionHint: string | null;
    } | null;
}
/** Extraction hints of a template's verified fields (`field → extraction_hint`), from `template.fields`. */
export declare function extractionHintsOf(fields: readonly HintedField[]): Record<string, string>;
/** The parsing system text: guidelines, then the optional hints, tool-trace and ground-truth sections. */
export declare function buildParsingSystemText(input: Omit<ParsingPromptInput, 'question' | 'response' | 'jsonSchema'>): string;
/** The template-parsing prompt; the adapter instructions embed `jsonSchema` (instruction context). */
export declare function buildParsingPrompt(input: ParsingPromptInput): TaskPrompt<Record<string, unknown>>;
