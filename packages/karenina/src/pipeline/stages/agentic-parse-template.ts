import { agenticParse } from '../agentic/agentic-parse.js'
import { ArtifactKeys } from '../artifact-keys.js'
import { BaseStage } from '../stage.js'
import type { TaskContext, TaskSettings } from '../task-settings.js'
import { canParse } from './stage-support.js'
import type { AnswerClass } from './validate-template.js'

/**
 * Stage 7b (spec 02 §9.2): instead of reading the answer, the parsing model investigates what the
 * answering agent left in its workspace (and/or its trace, per `agentic_judge_context`) as an agent, then
 * a parser call maps the investigation's report into the template. Runs when 7a would.
 */
export class AgenticParseTemplateStage extends BaseStage<TaskSettings> {
  readonly name = 'AgenticParseTemplate'
  override readonly requires = [ArtifactKeys.RAW_ANSWER, ArtifactKeys.ANSWER, ArtifactKeys.RAW_LLM_RESPONSE]
  override readonly produces = [
    ArtifactKeys.PARSED_ANSWER,
    ArtifactKeys.PARSING_MODEL_STR,
    ArtifactKeys.TEMPLATE_EVALUATOR,
    ArtifactKeys.DEEP_JUDGMENT_PERFORMED,
    // Read by DeepJudgmentAutoFail, which then does nothing (no deep judgment ran).
    ArtifactKeys.ATTRIBUTES_WITHOUT_EXCERPTS,
    ArtifactKeys.INVESTIGATION_TRACE,
    ArtifactKeys.AGENTIC_PARSING_PERFORMED,
  ]

  override shouldRun(ctx: TaskContext): boolean {
    return ctx.settings.options.agenticParsing && canParse(ctx)
  }

  async execute(ctx: TaskContext): Promise<void> {
    await agenticParse(ctx, ctx.getArtifact<AnswerClass>(ArtifactKeys.ANSWER)!)
  }
}
