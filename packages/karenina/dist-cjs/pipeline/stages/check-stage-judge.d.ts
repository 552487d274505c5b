import { type TaskPrompt } from '../../prompts/task-prompt.js';
import type { UsageStage } from '../usage-tracker.js';
import type { TaskContext } from '../task-settings.js';
/** A check's verdict: the primary boolean and the judge's reasoning. */
export interface CheckVerdict {
    value: boolean;
    reasoning: string;
}
/**
 * The lenient reading of a check reply (spec 06 §8.5): the primary key as a Pydantic-lax boolean (absent →
 * `fallback`), `reasoning` defaulting to "No reasoning provided". Anything but a JSON object is rejected.
 */
export declare function checkReplyValidator(key: string, fallback: boolean): (raw: unknown) => CheckVerdict;
/**
 * One check call through the parsing model's ParserPort (temperature forced by the prompt), its usage
 * tracked under `usageStage`. Throws when the port cannot be resolved or no valid reply comes back.
 */
export declare function askCheckJudge(ctx: TaskContext, prompt: TaskPrompt, key: string, fallback: boolean, usageStage: UsageStage): Promise<CheckVerdict>;
