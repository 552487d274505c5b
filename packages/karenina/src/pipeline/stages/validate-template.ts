import { definePythonTemplate, isPythonTemplate } from '../../python-sandbox/python-template.js'
import type { InstantiateOptions, Template, TemplateInput, TemplateInstance, TemplateShape } from '../../template/template.js'
import { ArtifactKeys } from '../artifact-keys.js'
import { BaseStage } from '../stage.js'
import type { TaskContext, TaskSettings } from '../task-settings.js'

// A class, not an object with a fresh closure: one is made per task.
/**
 * The `Answer` artifact: the task's template bound to its question, so every instance gets
 * `id = question id` (Karenina wraps the class so that post-init sets it).
 */
export class AnswerClass<S extends TemplateShape = TemplateShape> {
  constructor(
    readonly template: Template<S>,
    readonly questionId: string,
  ) {}

  instantiate(values?: TemplateInput<S>, options?: InstantiateOptions): TemplateInstance<S> {
    return this.template.instantiate(values, { ...options, questionId: this.questionId })
  }
}

/**
 * Stage 1 (spec 02 §4.1): checks the task has a usable template and publishes it (`RawAnswer` = the template,
 * `Answer` = bound to the question id, `template_mode`). TS templates are validated when defined, so what is
 * left is a missing template or one that could not be built (e.g. loaded from a checkpoint).
 */
export class ValidateTemplateStage extends BaseStage<TaskSettings> {
  readonly name = 'ValidateTemplate'
  override readonly produces = [ArtifactKeys.RAW_ANSWER, ArtifactKeys.ANSWER, ArtifactKeys.TEMPLATE_VALIDATION_ERROR, ArtifactKeys.TEMPLATE_MODE]

  override shouldRun(): boolean {
    return true
  }

  execute(ctx: TaskContext): void | Promise<void> {
    const { template } = ctx.settings
    // A classic Python template's class is built in the sandbox first (once per sandbox process).
    if (template !== null && ctx.settings.templateProblem === null && isPythonTemplate(template)) {
      return definePythonTemplate(template, { compat: ctx.settings.options.compat }).then(
        () => this.#validate(ctx, null),
        (error: unknown) => this.#validate(ctx, `the Python template ${template.name} failed to load in the sandbox: ${error instanceof Error ? error.message : String(error)}`),
      )
    }
    this.#validate(ctx, null)
  }

  #validate(ctx: TaskContext, pythonProblem: string | null): void {
    const { template, templateProblem } = ctx.settings
    const problem =
      pythonProblem ??
      templateProblem ??
      (template === null
        ? `no answer template for question ${ctx.questionId}`
        : !template.hasVerify && !template.isRegexOnly
          ? `template ${template.name} does not have a 'verify' method`
          : null)
    if (problem !== null || template === null) {
      const message = `Template validation failed: ${problem}`
      ctx.markError(message)
      ctx.setArtifact(ArtifactKeys.TEMPLATE_VALIDATION_ERROR, message)
      return
    }
    ctx.setArtifact(ArtifactKeys.RAW_ANSWER, template)
    ctx.setArtifact(ArtifactKeys.ANSWER, new AnswerClass(template, ctx.questionId))
    ctx.setArtifact(ArtifactKeys.TEMPLATE_VALIDATION_ERROR, null)
    ctx.setArtifact(ArtifactKeys.TEMPLATE_MODE, template.mode)
  }
}
