import type { ParserPort } from '../../llm/ports.js';
import type { TaskContext } from '../task-settings.js';
import type { AnswerClass } from './validate-template.js';
/**
 * ParseTemplate's deep-judgment path (spec 02 §4.8 step 4, §7): runs template deep judgment on the evaluation
 * input and records the parsed answer and every `deep_judgment_*` artifact and result field. Throws on a
 * deep-judgment failure (ParseTemplate records it as a parse failure).
 */
export declare function parseWithDeepJudgment(ctx: TaskContext, answer: AnswerClass, parser: ParserPort, response: string, raw: string): Promise<void>;
