import type { ChatMessage } from '../../llm/ports.js';
import type { TaskContext } from '../task-settings.js';
type Section = Record<string, unknown>;
/** Messages in Karenina's dict form: the message plus its 0-based `block_index`. */
export declare function messageDicts(messages: readonly ChatMessage[] | null | undefined): Section[];
/** The template section (spec 04 §4 steps 2–4, 7): result fields plus what FinalizeResult computes. */
export declare function buildTemplateSection(ctx: TaskContext, templateVerificationPerformed: boolean): Section;
/**
 * The rubric section (spec 04 §4 step 8, 03 §9), or null when no rubric evaluation stored a result: the flat
 * `verify_rubric` scores split by trait kind (base name before the first `.`; null scores dropped).
 */
export declare function buildRubricSection(ctx: TaskContext): Section | null;
/** The template deep-judgment section, present when ParseTemplate recorded a mode other than `disabled`. */
export declare function buildDeepJudgmentSection(ctx: TaskContext): Section | null;
/** The rubric deep-judgment section, present when rubric deep judgment ran. */
export declare function buildDeepJudgmentRubricSection(ctx: TaskContext): Section | null;
/**
 * `result.extensions` (spec 00 A15): result fields no built-in reads (custom stages' outputs, which Karenina
 * drops), then the context's explicit `extensions`; `undefined` when empty.
 */
export declare function buildExtensions(ctx: TaskContext): Section | undefined;
export {};
