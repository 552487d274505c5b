import { isGroundTruthExposed } from '../../config/env.js'
import { runTemplateDeepJudgment } from '../../deep-judgment/template-deep-judgment.js'
import type { ParserPort } from '../../llm/ports.js'
import { resolveSearchTool } from '../../llm/search/search-port.js'
import { isUsageEmpty } from '../../llm/usage.js'
import { buildParsingPrompt, extractionHintsOf } from '../../prompts/parsing.js'
import type { Template, TemplateInput } from '../../template/template.js'
import { ArtifactKeys } from '../artifact-keys.js'
import type { TaskContext } from '../task-settings.js'
import { callOptions, parsingDisplay, usageTrackerOf } from './stage-support.js'
import type { AnswerClass } from './validate-template.js'
import { sharedSufficiencySchema } from '../../template/shared-schemas.js'

// Karenina builds `correct` by instantiating the raw template with placeholder values.
function groundTruthOf(template: Template): Record<string, unknown> | null {
  try {
    return { ...(template.instantiate({}).groundTruths ?? {}) }
  } catch {
    return null
  }
}

/**
 * ParseTemplate's deep-judgment path (spec 02 §4.8 step 4, §7): runs template deep judgment on the evaluation
 * input and records the parsed answer and every `deep_judgment_*` artifact and result field. Throws on a
 * deep-judgment failure (ParseTemplate records it as a parse failure).
 */
export async function parseWithDeepJudgment(ctx: TaskContext, answer: AnswerClass, parser: ParserPort, response: string, raw: string): Promise<void> {
  const { options, env, parsingModel, ports } = ctx.settings
  const mode = options.deepJudgmentMode === 'reasoning_only' ? 'reasoning_only' : 'full'
  const template = answer.template
  const { llm } = await ports.parsing()
  const display = parsingDisplay(ctx)
  const tracker = usageTrackerOf(ctx)
  const parsingPrompt = buildParsingPrompt({
    question: ctx.questionText,
    response,
    // The raw template schema (trace fields included), as Karenina's deep judgment sends it.
    jsonSchema: sharedSufficiencySchema(template),
    extractionHints: extractionHintsOf(template.fields),
    includeExtractionHints: options.includeExtractionHints,
    groundTruth: isGroundTruthExposed(env) ? groundTruthOf(template) : null,
    env,
  })
  const searchEnabled = mode === 'full' && options.deepJudgmentSearchEnabled
  const dj = await runTemplateDeepJudgment(
    { template, question: ctx.questionText, response },
    {
      mode,
      llm,
      parser,
      interface: parsingModel.interface,
      promptConfig: options.promptConfig,
      parsingPrompt,
      maxExcerpts: options.deepJudgmentMaxExcerptsPerAttribute,
      fuzzyThreshold: options.deepJudgmentFuzzyMatchThreshold,
      retryAttempts: options.deepJudgmentExcerptRetryAttempts,
      search: searchEnabled ? () => resolveSearchTool(options.deepJudgmentSearchTool, env) : null,
      compat: options.compat,
      callOptions: callOptions(ctx),
      question: { id: ctx.questionId, text: ctx.questionText },
      onUsage: (stage, usage) => {
        if (!isUsageEmpty(usage)) tracker.track(stage, usage, display)
      },
      onWarning: (message) => ctx.addWarning(message),
    },
  )
  const { values, nullFields, extras } = dj.parsed
  ctx.setArtifact(ArtifactKeys.PARSED_ANSWER, answer.instantiate(values as TemplateInput, { nullFields, extras }))
  ctx.setArtifact(ArtifactKeys.TRACE_EXTRACTION_ERROR, null)
  if (mode === 'reasoning_only') ctx.setArtifact(ArtifactKeys.DEEP_JUDGMENT_REASONING_ONLY, true)
  const fields: Record<string, unknown> = {
    [ArtifactKeys.DEEP_JUDGMENT_PERFORMED]: true,
    [ArtifactKeys.EXTRACTED_EXCERPTS]: dj.excerpts,
    [ArtifactKeys.ATTRIBUTE_REASONING]: dj.reasoning,
    [ArtifactKeys.DEEP_JUDGMENT_STAGES_COMPLETED]: dj.stagesCompleted,
    [ArtifactKeys.DEEP_JUDGMENT_MODEL_CALLS]: dj.modelCalls,
    [ArtifactKeys.DEEP_JUDGMENT_EXCERPT_RETRY_COUNT]: dj.excerptRetryCount,
    [ArtifactKeys.ATTRIBUTES_WITHOUT_EXCERPTS]: dj.attributesWithoutExcerpts,
    [ArtifactKeys.HALLUCINATION_RISK_ASSESSMENT]: dj.hallucinationRisk,
  }
  for (const [key, value] of Object.entries(fields)) ctx.setArtifactAndResult(key, value)
  ctx.setResultField(ArtifactKeys.DEEP_JUDGMENT_MODE, options.deepJudgmentMode)
  ctx.setResultField(ArtifactKeys.DEEP_JUDGMENT_SEARCH_ENABLED, searchEnabled)
  ctx.setResultField(ArtifactKeys.EVALUATION_INPUT, options.useFullTraceForTemplate ? raw : null)
  ctx.setResultField(ArtifactKeys.TRACE_EXTRACTION_ERROR, null)
}
