import type { InstantiateOptions, Template, TemplateInput, TemplateInstance, TemplateShape } from '../../template/template.js';
import { BaseStage } from '../stage.js';
import type { TaskContext, TaskSettings } from '../task-settings.js';
/**
 * The `Answer` artifact: the task's template bound to its question, so every instance gets
 * `id = question id` (Karenina wraps the class so that post-init sets it).
 */
export interface AnswerClass<S extends TemplateShape = TemplateShape> {
    readonly template: Template<S>;
    readonly questionId: string;
    instantiate(values?: TemplateInput<S>, options?: InstantiateOptions): TemplateInstance<S>;
}
/** Binds a template to a question id. */
export declare function bindAnswerClass<S extends TemplateShape>(template: Template<S>, questionId: string): AnswerClass<S>;
/**
 * Stage 1 (spec 02 §4.1): checks the task has a usable template and publishes it (`RawAnswer` = the template,
 * `Answer` = bound to the question id, `template_mode`). TS templates are validated when defined, so what is
 * left is a missing template or one that could not be built (e.g. loaded from a checkpoint).
 */
export declare class ValidateTemplateStage extends BaseStage<TaskSettings> {
    #private;
    readonly name = "ValidateTemplate";
    readonly produces: ("Answer" | "RawAnswer" | "template_validation_error" | "template_mode")[];
    shouldRun(): boolean;
    execute(ctx: TaskContext): void | Promise<void>;
}
