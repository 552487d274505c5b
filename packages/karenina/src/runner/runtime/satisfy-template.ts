import { unknownKeyMessage, unknownKeys } from '../../utils/did-you-mean.js'
import { ConfigError } from '../../errors/config-error.js'
import { pyJsonDumps } from '../../compat/py-json.js'
import { ArtifactKeys } from '../../pipeline/artifact-keys.js'
import { formatLocalTimestamp } from '../../pipeline/orchestrator.js'
import { createTaskContext } from '../../pipeline/run-task.js'
import { BaseStage, type Stage } from '../../pipeline/stage.js'
import { FinalizeResultStage } from '../../pipeline/stages/finalize-result.js'
import { PARSE_FAILURE_STAGE, type TemplateEvaluator } from '../../pipeline/stages/parse-template.js'
import { ValidateTemplateStage, type AnswerClass } from '../../pipeline/stages/validate-template.js'
import { VerifyTemplateStage } from '../../pipeline/stages/verify-template.js'
import type { TaskContext, TaskSettings } from '../../pipeline/task-settings.js'
import type { VerificationResult } from '../../results/verification-result.js'
import { isPythonTemplate } from '../../python-sandbox/python-template.js'
import { parseJudgeOutput } from '../../template/judge-output.js'
import type { Template } from '../../template/template.js'
import { templateOutcome } from './failure-message.js'
import type { MatcherOutcome } from './matcher-options.js'
import { GIVEN_RESPONSE_MODEL } from './response-input.js'
import type { VerdictCriteria } from '../verdict.js'

/** Options of {@link satisfyTemplate}. */
export interface SatisfyTemplateOptions extends Pick<VerdictCriteria, 'granular'> {
  /** The raw trace that trace primitives and classic regex checks read. @default the values as JSON */
  rawTrace?: string
  /** `metadata.question_id`. @default the template name */
  questionId?: string
  /** @default '' */
  question?: string
  /** Clock of the result timestamp. @default () => new Date() */
  now?: () => Date
}

/** Stands in for answer generation and parsing: the values are what a judge would have returned. */
class GivenValuesStage extends BaseStage<TaskSettings> {
  readonly name = 'ParseTemplate'
  override readonly produces = [ArtifactKeys.RAW_LLM_RESPONSE, ArtifactKeys.PARSED_ANSWER, ArtifactKeys.TEMPLATE_EVALUATOR]

  constructor(
    private readonly values: unknown,
    private readonly rawTrace: string | undefined,
  ) {
    super()
  }

  override shouldRun(ctx: TaskContext): boolean {
    return ctx.getArtifact(ArtifactKeys.ANSWER) !== null
  }

  execute(ctx: TaskContext): void {
    const raw = this.rawTrace ?? pyJsonDumps(this.values, { ensureAscii: false })
    ctx.setArtifactAndResult(ArtifactKeys.RAW_LLM_RESPONSE, raw)
    ctx.setArtifactAndResult(ArtifactKeys.RECURSION_LIMIT_REACHED, false)
    const answer = ctx.getArtifact<AnswerClass>(ArtifactKeys.ANSWER)!
    // The given values stand where the judge's output would: an exception in verify() is reported
    // (field_verification_error), as on the judge path, not silently counted as a wrong answer.
    const evaluator: TemplateEvaluator = { parsingModel: `${GIVEN_RESPONSE_MODEL.interface}:${GIVEN_RESPONSE_MODEL.model_name}`, useFullTrace: false }
    ctx.setArtifact(ArtifactKeys.TEMPLATE_EVALUATOR, evaluator)
    try {
      // The judge path's validation (Pydantic's lax coercion, null fields, extras), so templates are tested as run.
      const { values, nullFields, extras } = parseJudgeOutput(answer.template, this.values, { compat: ctx.settings.options.compat })
      ctx.setArtifact(ArtifactKeys.PARSED_ANSWER, answer.instantiate(values, { nullFields, extras, rawTrace: raw }))
    } catch (error) {
      ctx.markError(`Parsing failed: ${error instanceof Error ? error.message : String(error)}`, { stage: PARSE_FAILURE_STAGE })
    }
  }
}

/** Runs the stages as the orchestrator does (timestamp, error capture, FinalizeResult last); `sync` refuses a stage that awaits. */
function runStages(ctx: TaskContext, stages: readonly Stage<TaskSettings>[], finalize: Stage<TaskSettings>, sync: true): VerificationResult
function runStages(ctx: TaskContext, stages: readonly Stage<TaskSettings>[], finalize: Stage<TaskSettings>, sync: false): Promise<VerificationResult>
function runStages(ctx: TaskContext, stages: readonly Stage<TaskSettings>[], finalize: Stage<TaskSettings>, sync: boolean): VerificationResult | Promise<VerificationResult> {
  ctx.setResultField(ArtifactKeys.TIMESTAMP, formatLocalTimestamp(ctx.now()))
  const fail = (stage: Stage<TaskSettings>, error: unknown) =>
    ctx.markError(`Stage ${stage.name} raised exception: ${error instanceof Error ? error.message : String(error)}`, { stage: stage.name })
  // From stage `first` on; an asynchronous stage resumes the loop once it settles (`sync` refuses one instead).
  const from = (first: number): VerificationResult | Promise<VerificationResult> => {
    for (let i = first; i < stages.length; i++) {
      const stage = stages[i]!
      ctx.beginStage(stage.name)
      if (!stage.shouldRun(ctx)) continue
      try {
        const running = stage.execute(ctx)
        if (running instanceof Promise) {
          if (sync) throw new Error(`stage ${stage.name} is asynchronous`)
          return running.catch((error: unknown) => fail(stage, error)).then(() => from(i + 1))
        }
      } catch (error) {
        fail(stage, error)
      }
    }
    ctx.beginStage(finalize.name)
    ctx.setResultField(ArtifactKeys.EXECUTION_TIME, 0)
    void finalize.execute(ctx)
    return ctx.getArtifact<VerificationResult>(ArtifactKeys.FINAL_RESULT)!
  }
  return from(0)
}

const OPTION_KEYS = ['granular', 'rawTrace', 'questionId', 'question', 'now']

function plan(values: unknown, template: Template, options: SatisfyTemplateOptions) {
  const [unknownKey] = unknownKeys(options, OPTION_KEYS)
  if (unknownKey !== undefined) throw new ConfigError(unknownKey, unknownKeyMessage(unknownKey, 'toSatisfyTemplate options', OPTION_KEYS))
  const ctx = createTaskContext(
    {
      questionId: options.questionId ?? template.name,
      questionText: options.question ?? '',
      template,
      answeringModel: GIVEN_RESPONSE_MODEL,
      parsingModel: GIVEN_RESPONSE_MODEL,
    },
    { now: options.now ?? (() => new Date()) },
  )
  const stages = [new ValidateTemplateStage(), new GivenValuesStage(values, options.rawTrace), new VerifyTemplateStage()]
  return { ctx, stages, finalize: new FinalizeResultStage() }
}

function outcomeOf(result: VerificationResult, template: Template, options: SatisfyTemplateOptions): MatcherOutcome {
  return templateOutcome(result, template, { granular: options.granular ?? null }, { subject: 'the values', judged: false })
}

/**
 * Verifies already-structured values against a template, synchronously and without a judge (the
 * `toSatisfyTemplate` matcher): for unit-testing templates. The values go through the judge path's
 * validation, then the template's verification; the result is a full VerificationResult. A classic Python
 * template runs in the (asynchronous) Python sandbox: it throws a ConfigError pointing to
 * {@link satisfyTemplateAsync}.
 * @example
 * satisfyTemplate({ target: 'BCL2' }, Answer).pass // true
 */
export function satisfyTemplate(values: unknown, template: Template, options: SatisfyTemplateOptions = {}): MatcherOutcome {
  if (isPythonTemplate(template)) {
    const name = template.nameGiven ? `template ${template.name}` : 'the template'
    throw new ConfigError(
      'template',
      `${name} is a classic Python template: its verify() runs in the Python sandbox, which is asynchronous, so it cannot be checked synchronously. ` +
        'Use `await expect(values).toSatisfyTemplateAsync(template)` in tests, or `await satisfyTemplateAsync(values, template)`',
    )
  }
  const { ctx, stages, finalize } = plan(values, template, options)
  return outcomeOf(runStages(ctx, stages, finalize, true), template, options)
}

/**
 * {@link satisfyTemplate} for every template, classic Python templates included (their class runs in the
 * Python sandbox, started on first use): the `toSatisfyTemplateAsync` matcher.
 * @example
 * const outcome = await satisfyTemplateAsync({ result: 4 }, pythonTemplate(source))
 * outcome.pass // true
 */
export async function satisfyTemplateAsync(values: unknown, template: Template, options: SatisfyTemplateOptions = {}): Promise<MatcherOutcome> {
  const { ctx, stages, finalize } = plan(values, template, options)
  return outcomeOf(await runStages(ctx, stages, finalize, false), template, options)
}
