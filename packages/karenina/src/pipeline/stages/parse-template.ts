import { isPythonCompat } from '../../compat/compat-mode.js'
import { isGroundTruthExposed } from '../../config/env.js'
import { runTemplateDeepJudgment, type TemplateDeepJudgmentResult } from '../../deep-judgment/template-deep-judgment.js'
import type { JsonSchema, ParseResult, ParserPort } from '../../llm/ports.js'
import { resolveSearchTool } from '../../llm/search/search-port.js'
import { parsePrompt } from '../../prompts/assemble-prompt.js'
import { buildParsingPrompt, extractionHintsOf } from '../../prompts/parsing.js'
import type { TaskPrompt } from '../../prompts/task-prompt.js'
import { parseJudgeOutput, type ParsedJudgeOutput } from '../../template/judge-output.js'
import { sharedJudgeSchema, sharedSufficiencySchema } from '../../template/judge-schema.js'
import type { Template, TemplateInput, TemplateInstance } from '../../template/template.js'
import { prepareEvaluationInput } from '../../trace/final-message.js'
import { ArtifactKeys } from '../artifact-keys.js'
import { BaseStage } from '../stage.js'
import type { TaskContext, TaskSettings } from '../task-settings.js'
import type { AnswerClass } from './validate-template.js'
import { replayedAnswer } from './replay-answer.js'
import { canParse, classifyTaskError, errorLabel, errorMessage, judgeCall, parsingDisplay, trackJudgeUsage } from './stage-support.js'

/** What VerifyTemplate needs to know about a judge-filled answer (Karenina's TemplateEvaluator). */
export interface TemplateEvaluator {
  /** Display string of the judge model. */
  readonly parsingModel: string
  readonly useFullTrace: boolean
}

/** Where the default mode records a parse failure, so the classifier reports `parsing` (spec 04 §3.1 rule 6). */
export const PARSE_FAILURE_STAGE = 'parse_template'

/**
 * Stage 7a (spec 02 §4.8, §5): fills the template from the answer. Regex-only templates skip the judge
 * (an empty instance); trace-only templates too (their fields are evaluated on the raw trace). Otherwise
 * the parsing model fills the judge schema, which carries no ground truth, from the final AI message (or
 * the full trace with `use_full_trace_for_template`). A judge that never yields a valid object is a parse
 * failure (category `parsing`; `unexpected_error` in compat mode, as in Karenina), not a wrong answer.
 * A replayed entry's `parsed_answer_fields` stand in for the judge (`replay (no LLM)`).
 */
export class ParseTemplateStage extends BaseStage<TaskSettings> {
  readonly name = 'ParseTemplate'
  override readonly requires = [ArtifactKeys.RAW_ANSWER, ArtifactKeys.ANSWER, ArtifactKeys.RAW_LLM_RESPONSE]
  override readonly produces = [
    ArtifactKeys.PARSED_ANSWER,
    ArtifactKeys.PARSING_MODEL_STR,
    ArtifactKeys.TEMPLATE_EVALUATOR,
    ArtifactKeys.DEEP_JUDGMENT_PERFORMED,
    ArtifactKeys.EXTRACTED_EXCERPTS,
    ArtifactKeys.ATTRIBUTE_REASONING,
    ArtifactKeys.DEEP_JUDGMENT_STAGES_COMPLETED,
    ArtifactKeys.DEEP_JUDGMENT_MODEL_CALLS,
    ArtifactKeys.DEEP_JUDGMENT_EXCERPT_RETRY_COUNT,
    ArtifactKeys.ATTRIBUTES_WITHOUT_EXCERPTS,
    ArtifactKeys.HALLUCINATION_RISK_ASSESSMENT,
  ]

  override shouldRun(ctx: TaskContext): boolean {
    return canParse(ctx)
  }

  async execute(ctx: TaskContext): Promise<void> {
    const answer = ctx.getArtifact<AnswerClass>(ArtifactKeys.ANSWER)!
    const template = answer.template
    const useFullTrace = ctx.settings.options.useFullTraceForTemplate
    if (template.isRegexOnly) {
      this.#withoutJudge(ctx, answer.instantiate(), 'regex_only (no LLM)')
      return
    }
    if (template.isTraceOnly) {
      if (isPythonCompat(ctx.settings.options.compat)) throw pydanticMissingFields(template)
      const raw = ctx.getArtifact<string>(ArtifactKeys.RAW_LLM_RESPONSE)!
      this.#withoutJudge(ctx, answer.instantiate({}, { rawTrace: raw }), 'trace_only (no LLM)')
      return
    }
    const replayed = replayedAnswer(ctx, answer, false, 'parsing the replayed trace')
    if (replayed !== null) {
      this.#withoutJudge(ctx, replayed, 'replay (no LLM)')
      return
    }

    let parser: ParserPort
    try {
      parser = (await ctx.settings.ports.parsing()).parser
    } catch (error) {
      ctx.markError(`Failed to create TemplateEvaluator: ${errorLabel(error)}`, { category: classifyTaskError(ctx, error) })
      return
    }
    const display = parsingDisplay(ctx)
    const evaluator: TemplateEvaluator = { parsingModel: display, useFullTrace }
    ctx.setArtifact(ArtifactKeys.TEMPLATE_EVALUATOR, evaluator)
    ctx.setArtifact(ArtifactKeys.PARSING_MODEL_STR, display)
    ctx.setResultField(ArtifactKeys.USED_FULL_TRACE, useFullTrace)

    const raw = ctx.getArtifact<string>(ArtifactKeys.RAW_LLM_RESPONSE)!
    const input = prepareEvaluationInput(raw, useFullTrace)
    if (input.error !== null) {
      this.#fail(ctx, input.error, null)
      return
    }
    if (ctx.settings.options.deepJudgmentMode !== 'disabled') {
      try {
        await parseWithDeepJudgment(ctx, answer, parser, input.input, raw)
      } catch (error) {
        this.#fail(ctx, `Deep judgment parsing failed: ${errorMessage(error)}`, error)
      }
      return
    }
    let parsed: ParseResult<ParsedJudgeOutput>
    try {
      parsed = await judge(ctx, parser, template, input.input)
    } catch (error) {
      this.#fail(ctx, `Parsing failed: ${errorMessage(error)}`, error)
      return
    }
    trackJudgeUsage(ctx, 'parsing', parsed.usage)
    recordParse(ctx, answer, parsed.value, raw, null)
  }

  /** Regex-only and trace-only templates: an instance built without the judge, no evaluator. */
  #withoutJudge(ctx: TaskContext, instance: TemplateInstance, parsingModel: string): void {
    ctx.setArtifact(ArtifactKeys.PARSED_ANSWER, instance)
    ctx.setArtifact(ArtifactKeys.TEMPLATE_EVALUATOR, null)
    ctx.setArtifact(ArtifactKeys.PARSING_MODEL_STR, parsingModel)
    ctx.setArtifact(ArtifactKeys.DEEP_JUDGMENT_PERFORMED, false)
    ctx.setResultField(ArtifactKeys.USED_FULL_TRACE, ctx.settings.options.useFullTraceForTemplate)
    ctx.setResultField(ArtifactKeys.TRACE_EXTRACTION_ERROR, null)
  }

  #fail(ctx: TaskContext, message: string, error: unknown): void {
    const compat = isPythonCompat(ctx.settings.options.compat)
    ctx.markError(message, {
      category: error === null ? 'permanent' : classifyTaskError(ctx, error),
      // Karenina attributes the error to "ParseTemplate", which its classifier's parsing rule never matches.
      ...(compat ? {} : { stage: PARSE_FAILURE_STAGE }),
    })
    ctx.setArtifactAndResult(ArtifactKeys.TRACE_EXTRACTION_ERROR, message)
  }
}

/** One judge call: parsing prompt + judge schema through the ParserPort, validated with the template's lax rules. */
async function judge(ctx: TaskContext, parser: ParserPort, template: Template, response: string): Promise<ParseResult<ParsedJudgeOutput>> {
  const jsonSchema = sharedJudgeSchema(template)
  const validate = (raw: unknown) => parseJudgeOutput(template, raw, { compat: ctx.settings.options.compat })
  const prompt = parsingPromptOf(ctx, template, response, jsonSchema)
  return parsePrompt(parser, prompt, { schema: jsonSchema, schemaName: template.name, validate }, judgeCall(ctx))
}

/** The template's parsing prompt for `response`, with `jsonSchema` (the judge schema, or the raw one for deep judgment). */
function parsingPromptOf(ctx: TaskContext, template: Template, response: string, jsonSchema: JsonSchema): TaskPrompt {
  const { options, env } = ctx.settings
  return buildParsingPrompt({
    question: ctx.questionText,
    response,
    jsonSchema,
    extractionHints: extractionHintsOf(template.fields),
    includeExtractionHints: options.includeExtractionHints,
    // Ground truth reaches the prompt only when KARENINA_EXPOSE_GROUND_TRUTH asks for it (spec 06 §3).
    groundTruth: isGroundTruthExposed(env) ? groundTruthOf(template) : null,
    env,
  })
}

/**
 * Stores the parsed answer and every `deep_judgment_*` artifact and result field of a parse: what deep judgment
 * found, or (`dj` null, the standard parse) their "not performed" values.
 */
function recordParse(
  ctx: TaskContext,
  answer: AnswerClass,
  parsed: ParsedJudgeOutput,
  raw: string,
  dj: { result: TemplateDeepJudgmentResult; searchEnabled: boolean } | null,
): void {
  const { options } = ctx.settings
  const { values, nullFields, extras } = parsed
  ctx.setArtifact(ArtifactKeys.PARSED_ANSWER, answer.instantiate(values as TemplateInput, { nullFields, extras }))
  const fields: Record<string, unknown> = {
    [ArtifactKeys.DEEP_JUDGMENT_PERFORMED]: dj !== null,
    [ArtifactKeys.TRACE_EXTRACTION_ERROR]: null,
    [ArtifactKeys.EXTRACTED_EXCERPTS]: dj?.result.excerpts ?? null,
    [ArtifactKeys.ATTRIBUTE_REASONING]: dj?.result.reasoning ?? null,
    [ArtifactKeys.DEEP_JUDGMENT_STAGES_COMPLETED]: dj?.result.stagesCompleted ?? null,
    [ArtifactKeys.DEEP_JUDGMENT_MODEL_CALLS]: dj?.result.modelCalls ?? 0,
    [ArtifactKeys.DEEP_JUDGMENT_EXCERPT_RETRY_COUNT]: dj?.result.excerptRetryCount ?? 0,
    [ArtifactKeys.ATTRIBUTES_WITHOUT_EXCERPTS]: dj?.result.attributesWithoutExcerpts ?? null,
    [ArtifactKeys.HALLUCINATION_RISK_ASSESSMENT]: dj?.result.hallucinationRisk ?? null,
  }
  for (const [key, value] of Object.entries(fields)) ctx.setArtifactAndResult(key, value)
  ctx.setResultField(ArtifactKeys.DEEP_JUDGMENT_MODE, options.deepJudgmentMode)
  ctx.setResultField(ArtifactKeys.DEEP_JUDGMENT_SEARCH_ENABLED, dj?.searchEnabled ?? false)
  ctx.setResultField(ArtifactKeys.EVALUATION_INPUT, options.useFullTraceForTemplate ? raw : null)
}

// Karenina builds `correct` by instantiating the raw template with placeholder values.
function groundTruthOf(template: Template): Record<string, unknown> | null {
  try {
    return { ...(template.instantiate({}).groundTruths ?? {}) }
  } catch {
    return null
  }
}

/** Karenina's crash on a trace-only template (compat): Pydantic rejects the no-argument construction. */
function pydanticMissingFields(template: Template): Error {
  const missing = template.fields.filter((f) => !f.optional).map((f) => f.name)
  const count = missing.length
  const error = new Error(
    `${count} validation error${count === 1 ? '' : 's'} for ${template.name}\n` + missing.map((name) => `${name}\n  Field required [type=missing]`).join('\n'),
  )
  error.name = 'ValidationError'
  return error
}

/**
 * ParseTemplate's deep-judgment path (spec 02 §4.8 step 4, §7): runs template deep judgment on the evaluation
 * input and records the parsed answer and every `deep_judgment_*` artifact and result field. Throws on a
 * deep-judgment failure (ParseTemplate records it as a parse failure).
 */
export async function parseWithDeepJudgment(ctx: TaskContext, answer: AnswerClass, parser: ParserPort, response: string, raw: string): Promise<void> {
  const { options, env, ports } = ctx.settings
  const mode = options.deepJudgmentMode === 'reasoning_only' ? 'reasoning_only' : 'full'
  const template = answer.template
  const { llm } = await ports.parsing()
  // The tracker exists from here on, even if no call reports usage (`usage_metadata` is then `{}`, not absent).
  ctx.usageTracker()
  // The raw template schema (trace fields included), as Karenina's deep judgment sends it.
  const parsingPrompt = parsingPromptOf(ctx, template, response, sharedSufficiencySchema(template))
  const searchEnabled = mode === 'full' && options.deepJudgmentSearchEnabled
  const dj = await runTemplateDeepJudgment(
    { template, question: ctx.questionText, response },
    {
      ...judgeCall(ctx),
      mode,
      llm,
      parser,
      parsingPrompt,
      maxExcerpts: options.deepJudgmentMaxExcerptsPerAttribute,
      fuzzyThreshold: options.deepJudgmentFuzzyMatchThreshold,
      retryAttempts: options.deepJudgmentExcerptRetryAttempts,
      search: searchEnabled ? () => resolveSearchTool(options.deepJudgmentSearchTool, env) : null,
      compat: options.compat,
      onUsage: (stage, usage) => trackJudgeUsage(ctx, stage, usage),
      onWarning: (message) => ctx.addWarning(message),
    },
  )
  if (mode === 'reasoning_only') ctx.setArtifact(ArtifactKeys.DEEP_JUDGMENT_REASONING_ONLY, true)
  recordParse(ctx, answer, dj.parsed, raw, { result: dj, searchEnabled })
}
