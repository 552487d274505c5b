import type { ParserPort } from '../../llm/ports.js'
import { parsePrompt } from '../../prompts/assemble-prompt.js'
import { buildExtractionPrompt } from '../../prompts/agentic-parsing.js'
import { parseJudgeOutput, type ParsedJudgeOutput } from '../../template/judge-output.js'
import type { TemplateInput } from '../../template/template.js'
import { ArtifactKeys } from '../artifact-keys.js'
import { classifyTaskError, errorLabel, errorMessage, judgeCall, parsingDisplay, trackJudgeUsage } from '../stages/stage-support.js'
import type { AnswerClass } from '../stages/validate-template.js'
import type { TaskContext } from '../task-settings.js'
import { prepareExtractionInput, reportObject, unansweredFieldsOf } from './extraction-input.js'
import { investigate, InvestigationTimeout } from './investigate.js'

/** The judge output with the report's `_unanswered_fields` added (those fields become null). */
function withUnanswered(raw: unknown, unanswered: readonly string[]): unknown {
  if (unanswered.length === 0 || typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw
  const record = raw as Record<string, unknown>
  const own = Array.isArray(record._unanswered_fields) ? record._unanswered_fields : []
  return { ...record, _unanswered_fields: [...own, ...unanswered] }
}

/** Step 2: the parser maps the bounded report into the template (relaxed validation, then the strict rebuild). */
async function extract(ctx: TaskContext, parser: ParserPort, answer: AnswerClass, report: string): Promise<ParsedJudgeOutput> {
  const template = answer.template
  const jsonSchema = template.judgeSchema()
  const unanswered = unansweredFieldsOf(reportObject(report), template)
  const validate = (raw: unknown) => parseJudgeOutput(template, withUnanswered(raw, unanswered), { compat: ctx.settings.options.compat })
  const prompt = buildExtractionPrompt(report, jsonSchema)
  const parsed = await parsePrompt(parser, prompt, { schema: jsonSchema, schemaName: template.name, validate }, judgeCall(ctx))
  trackJudgeUsage(ctx, 'agentic_parsing_extraction', parsed.usage)
  return parsed.value
}

/** Local recovery: the report's own JSON object, validated like a judge output (no model call). */
function recoverLocally(ctx: TaskContext, answer: AnswerClass, report: string): ParsedJudgeOutput {
  const data = reportObject(report)
  if (data === null) throw new Error('no JSON object found in the investigation report')
  return parseJudgeOutput(answer.template, data, { compat: ctx.settings.options.compat })
}

/**
 * AgenticParseTemplate's work (spec 02 §9.2), also run by DynamicParseTemplate when it escalates: the
 * investigation, then the extraction with local JSON recovery as the fallback. Writes every artifact and
 * result field of the spec; a failure marks the task's error. Returns whether a parsed answer was stored.
 */
export async function agenticParse(ctx: TaskContext, answer: AnswerClass, escalation: { screeningReasoning: string | null } | null = null): Promise<boolean> {
  // DynamicParseTemplate's escalation words its errors "Dynamic agentic …", as Karenina does.
  const label = escalation === null ? 'Agentic' : 'Dynamic agentic'
  const screeningReasoning = escalation?.screeningReasoning ?? null
  const display = parsingDisplay(ctx)
  ctx.setArtifact(ArtifactKeys.PARSING_MODEL_STR, display)
  let parser: ParserPort
  let investigation
  try {
    parser = (await ctx.settings.ports.parsing()).parser
    investigation = await investigate(ctx, answer.template.judgeSchema(), screeningReasoning)
  } catch (error) {
    const category = error instanceof InvestigationTimeout ? 'timeout' : classifyTaskError(ctx, error)
    ctx.markError(`${label} investigation failed: ${errorLabel(error)}`, { category })
    return false
  }
  ctx.setArtifactAndResult(ArtifactKeys.INVESTIGATION_TRACE, investigation.trace)
  if (investigation.limitReached) {
    ctx.markError(`${label} investigation hit the turn limit before producing a reliable report`, { category: 'permanent' })
    return false
  }
  const report = prepareExtractionInput(investigation.trace)
  let parsed: ParsedJudgeOutput
  try {
    parsed = await extract(ctx, parser, answer, report)
  } catch (error) {
    const parserError = errorMessage(error)
    ctx.setResultField(ArtifactKeys.AGENTIC_EXTRACTION_ERROR, parserError)
    try {
      parsed = recoverLocally(ctx, answer, report)
    } catch (recovery) {
      ctx.markError(`${label} extraction failed: ${parserError}; local JSON recovery failed: ${errorMessage(recovery)}`, {
        category: classifyTaskError(ctx, error),
      })
      return false
    }
    ctx.setResultField(ArtifactKeys.AGENTIC_EXTRACTION_RECOVERY, 'local_json')
    ctx.addWarning(`${label} extraction recovered locally after parser error: ${parserError}`)
  }
  const { values, nullFields, extras } = parsed
  ctx.setArtifact(ArtifactKeys.PARSED_ANSWER, answer.instantiate(values as TemplateInput, { nullFields, extras }))
  ctx.setArtifactAndResult(ArtifactKeys.AGENTIC_PARSING_PERFORMED, true)
  ctx.setArtifact(ArtifactKeys.TEMPLATE_EVALUATOR, null)
  ctx.setArtifactAndResult(ArtifactKeys.DEEP_JUDGMENT_PERFORMED, false)
  ctx.setArtifact(ArtifactKeys.ATTRIBUTES_WITHOUT_EXCERPTS, [])
  return true
}
