import { pyStrip } from '../../compat/py-whitespace.js'
import type { ChatResult } from '../../llm/ports.js'
import { invokePrompt } from '../../prompts/assemble-prompt.js'
import { buildDecisionPrompt } from '../../prompts/agentic-parsing.js'
import { parseJudgeOutput } from '../../template/judge-output.js'
import type { TemplateInput } from '../../template/template.js'
import { prepareEvaluationInput } from '../../trace/final-message.js'
import { agenticParse, reportObject } from './agentic-parse-template.js'
import { ArtifactKeys } from '../artifact-keys.js'
import { BaseStage } from '../stage.js'
import type { TaskContext, TaskSettings } from '../task-settings.js'
import { canParse, classifyTaskError, errorMessage, judgeCall, parsingDisplay, trackJudgeUsage } from './stage-support.js'
import type { AnswerClass } from './validate-template.js'
import { replayedAnswer } from './replay-answer.js'

const ANSWERER_API_ERROR_PATTERNS = ['api error: unable to connect to api', 'connectionrefused']

/** The answerer's final message is only an API connection error (whitespace collapsed, lowercased). */
function isAnswererConnectionError(message: string): boolean {
  const normalized = pyStrip(message).toLowerCase().split(/\s+/).filter(Boolean).join(' ')
  return normalized !== '' && ANSWERER_API_ERROR_PATTERNS.every((p) => normalized.includes(p))
}

/**
 * Stage 7c (spec 02 §9.3), `agentic_parsing_trigger: "dynamic"`: one decision call reads the final message
 * alone and fills the template when it suffices (`"direct"`); a missing final message, an insufficient or
 * malformed decision, or a retryable decision failure escalates to 7b's investigation (`"escalated"`). An
 * answer that is only an API connection error becomes an all-null answer (`"answer_error_null"`). A replayed
 * entry's parsed fields are the answer with no call (`"replay"`).
 */
export class DynamicParseTemplateStage extends BaseStage<TaskSettings> {
  readonly name = 'DynamicParseTemplate'
  override readonly requires = [ArtifactKeys.RAW_ANSWER, ArtifactKeys.ANSWER, ArtifactKeys.RAW_LLM_RESPONSE]
  override readonly produces = [
    ArtifactKeys.PARSED_ANSWER,
    ArtifactKeys.PARSING_MODEL_STR,
    ArtifactKeys.DYNAMIC_PARSING_PERFORMED,
    ArtifactKeys.DYNAMIC_PARSE_DECISION,
    ArtifactKeys.DYNAMIC_DECISION_REASONING,
    ArtifactKeys.TEMPLATE_EVALUATOR,
    ArtifactKeys.DEEP_JUDGMENT_PERFORMED,
    // Read by DeepJudgmentAutoFail, which then does nothing (no deep judgment ran).
    ArtifactKeys.ATTRIBUTES_WITHOUT_EXCERPTS,
    ArtifactKeys.TRACE_EXTRACTION_ERROR,
    ArtifactKeys.PARSE_DECISION_MALFORMED,
    ArtifactKeys.INVESTIGATION_TRACE,
    ArtifactKeys.AGENTIC_PARSING_PERFORMED,
  ]

  override shouldRun(ctx: TaskContext): boolean {
    const { options } = ctx.settings
    return (
      options.agenticParsing &&
      options.agenticParsingTrigger === 'dynamic' &&
      canParse(ctx)
    )
  }

  async execute(ctx: TaskContext): Promise<void> {
    const answer = ctx.getArtifact<AnswerClass>(ArtifactKeys.ANSWER)!
    const raw = ctx.getArtifact<string>(ArtifactKeys.RAW_LLM_RESPONSE)!
    ctx.setArtifactAndResult(ArtifactKeys.DYNAMIC_PARSING_PERFORMED, true)
    ctx.setArtifact(ArtifactKeys.PARSING_MODEL_STR, parsingDisplay(ctx))
    if (replayDecision(ctx, answer)) return
    const final = prepareEvaluationInput(raw, false)
    ctx.setResultField(ArtifactKeys.USED_FULL_TRACE, false)
    ctx.setResultField(ArtifactKeys.EVALUATION_INPUT, null)
    ctx.setArtifactAndResult(ArtifactKeys.TRACE_EXTRACTION_ERROR, final.error)
    if (final.error !== null) return escalate(ctx, answer, final.error)
    if (isAnswererConnectionError(final.input)) return answerErrorNull(ctx, answer)

    let response: ChatResult
    try {
      response = await decide(ctx, final.input, answer)
    } catch (error) {
      const category = classifyTaskError(ctx, error)
      if (category === 'permanent') {
        ctx.markError(`Dynamic parsing decision failed: ${errorMessage(error)}`, { category })
        return
      }
      const reasoning = `Dynamic parsing decision failed with retryable parser error (${category}): ${errorMessage(error)}; escalating to agentic parsing.`
      ctx.addWarning(reasoning)
      ctx.setArtifactAndResult(ArtifactKeys.DYNAMIC_DECISION_REASONING, reasoning)
      return escalate(ctx, answer, reasoning)
    }
    if (!response.usageUnavailable) trackJudgeUsage(ctx, 'dynamic_parsing_decision', response.usage)

    const decision = reportObject(response.content)
    const reasoning = typeof decision?.reasoning === 'string' && decision.reasoning !== '' ? decision.reasoning : null
    if (reasoning !== null) ctx.setArtifactAndResult(ArtifactKeys.DYNAMIC_DECISION_REASONING, reasoning)
    if (decision === null) return malformed(ctx, answer, reasoning)
    if (decision.sufficient === false) return escalate(ctx, answer, reasoning)
    const payload = decision.answer
    if (decision.sufficient !== true || typeof payload !== 'object' || payload === null || Array.isArray(payload)) return malformed(ctx, answer, reasoning)
    let parsed
    try {
      parsed = parseJudgeOutput(answer.template, payload, { compat: ctx.settings.options.compat })
    } catch {
      return malformed(ctx, answer, reasoning)
    }
    ctx.setArtifact(ArtifactKeys.PARSED_ANSWER, answer.instantiate(parsed.values as TemplateInput, { nullFields: parsed.nullFields, extras: parsed.extras }))
    finishDirect(ctx, 'direct')
  }
}

async function decide(ctx: TaskContext, finalMessage: string, answer: AnswerClass): Promise<ChatResult> {
  const { llm } = await ctx.settings.ports.parsing()
  return invokePrompt(llm, buildDecisionPrompt(ctx.questionText, finalMessage, answer.template.judgeSchema()), judgeCall(ctx))
}

/**
 * A replayed entry's `parsed_answer_fields`, validated with the relaxed rules (unanswered fields may be
 * null), are the answer: decision `"replay"`, no call. Fields that do not fit fall through to the decision
 * call (`replayedAnswer`).
 */
function replayDecision(ctx: TaskContext, answer: AnswerClass): boolean {
  const replayed = replayedAnswer(ctx, answer, true, 'deciding on the replayed trace')
  if (replayed === null) return false
  ctx.setArtifact(ArtifactKeys.PARSED_ANSWER, replayed)
  finishDirect(ctx, 'replay')
  return true
}

function finishDirect(ctx: TaskContext, decision: 'direct' | 'answer_error_null' | 'replay'): void {
  ctx.setArtifact(ArtifactKeys.TEMPLATE_EVALUATOR, null)
  ctx.setArtifactAndResult(ArtifactKeys.DEEP_JUDGMENT_PERFORMED, false)
  ctx.setArtifact(ArtifactKeys.ATTRIBUTES_WITHOUT_EXCERPTS, [])
  ctx.setArtifactAndResult(ArtifactKeys.DYNAMIC_PARSE_DECISION, decision)
}

async function escalate(ctx: TaskContext, answer: AnswerClass, screeningReasoning: string | null): Promise<void> {
  ctx.setArtifactAndResult(ArtifactKeys.DYNAMIC_PARSE_DECISION, 'escalated')
  await agenticParse(ctx, answer, { screeningReasoning })
}

async function malformed(ctx: TaskContext, answer: AnswerClass, reasoning: string | null): Promise<void> {
  ctx.setArtifactAndResult(ArtifactKeys.PARSE_DECISION_MALFORMED, true)
  await escalate(ctx, answer, reasoning)
}

/** The answerer only emitted an API error: every verified field is unanswered, so the trial is still scored. */
function answerErrorNull(ctx: TaskContext, answer: AnswerClass): void {
  const verified = answer.template.fields.filter((f) => f.verification !== null).map((f) => f.name)
  const reasoning =
    'The answerer produced only an API/connection error instead of task results; ' +
    'all verified fields are marked unanswered so template verification can score the trial.'
  ctx.addWarning(reasoning)
  ctx.setArtifact(ArtifactKeys.PARSED_ANSWER, answer.instantiate({}, { nullFields: new Set(verified), extras: {} }))
  finishDirect(ctx, 'answer_error_null')
  ctx.setArtifactAndResult(ArtifactKeys.DYNAMIC_DECISION_REASONING, reasoning)
}
