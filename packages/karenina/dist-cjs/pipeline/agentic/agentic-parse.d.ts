import type { AnswerClass } from '../stages/validate-template.js';
import type { TaskContext } from '../task-settings.js';
/**
 * AgenticParseTemplate's work (spec 02 §9.2), also run by DynamicParseTemplate when it escalates: the
 * investigation, then the extraction with local JSON recovery as the fallback. Writes every artifact and
 * result field of the spec; a failure marks the task's error. Returns whether a parsed answer was stored.
 */
export declare function agenticParse(ctx: TaskContext, answer: AnswerClass, escalation?: {
    screeningReasoning: string | null;
} | null): Promise<boolean>;
