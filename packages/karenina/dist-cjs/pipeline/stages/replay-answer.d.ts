import type { TemplateInstance } from '../../template/template.js';
import type { ReplayEntry } from '../../replay-store/replay-schema.js';
import type { ReplayStore } from '../../replay-store/replay-store.js';
import type { TaskContext } from '../task-settings.js';
import type { AnswerClass } from './validate-template.js';
/** The replay entry GenerateAnswer hydrated the task from, or `null` (read by the later stages). */
export declare function replayEntryOf(ctx: TaskContext): ReplayEntry | null;
/**
 * GenerateAnswer step 1 (spec 02 §4.2): the task's store entry stands in for the answering call, its
 * artifacts set as a live run would. Returns true when the stage is done (a hit, or a strict miss recorded
 * as a permanent error); false on a fall-through miss.
 */
export declare function replayAnswer(ctx: TaskContext, store: ReplayStore): boolean;
/**
 * An entry's `parsed_answer_fields` as the question's answer. `relaxed` (7c) lets verified fields be null or
 * absent (unanswered); otherwise (7a, Karenina's `Answer` validation) every required judged field must have a
 * value. Throws a ValidationError naming the fields that do not fit.
 */
export declare function hydrateReplayFields(ctx: TaskContext, answer: AnswerClass, fields: Readonly<Record<string, unknown>>, relaxed: boolean): TemplateInstance;
