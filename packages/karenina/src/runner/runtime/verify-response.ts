import { realpathSync } from '../../utils/lazy-node.js'
import path from 'node:path'
import { generateQuestionId } from '../../benchmark/question-id.js'
import { ConfigError } from '../../errors/config-error.js'
import { unknownKeyMessage, unknownKeys } from '../../utils/did-you-mean.js'
import { runTask, type VerificationTask } from '../../pipeline/run-task.js'
import { TASK_OPTION_KEYS, type TaskOptions } from '../../pipeline/task-settings.js'
import type { VerificationResult } from '../../results/verification-result.js'
import type { Template } from '../../template/template.js'
import { rubricFromTraits, type AnyRubricTrait } from '../../rubric/rubric.js'
import type { TraitExpectation } from '../trait-expectation.js'
import { templateOutcome, traitOutcomeMessage } from './failure-message.js'
import type { MatcherOptions, MatcherOutcome } from './matcher-options.js'
import { cachedAnswerOf, checkResponseInput, GIVEN_RESPONSE_MODEL, type ResponseInput } from './response-input.js'
import { resolveRunnerConfig, runnerClock } from '../runner-config.js'
import { runnerModelOptions } from './runner-ports.js'
import { withHeldSlots } from './run-wide-limiter.js'
import { evaluateVerdict } from '../verdict.js'
import { keysOf } from '../../utils/keys-of.js'

const MATCHER_OPTION_KEYS = keysOf<MatcherOptions>()([
  'granular', 'traits', 'judge', 'evaluationMode', 'rubric', 'question', 'questionId', 'rawAnswer', 'answeringModel', 'config', 'cassette',
  'modelOptions', 'workspace', 'taskOptions', 'signal', 'now', 'trustCheckpoint', 'stages',
])

/** A test's workspace as task settings: judged in place (no copy, so never deleted), agentic parsing on for a template. */
function workspaceSettings(
  dir: string | undefined,
  withTemplate: boolean,
): Pick<VerificationTask, 'workspacePath'> & { options: Partial<TaskOptions>; paths: string[] } {
  if (dir === undefined) return { options: {}, paths: [] }
  const absolute = path.resolve(dir)
  let real = absolute
  try {
    real = realpathSync(absolute)
  } catch {
    // A missing workspace is reported by workspace resolution, naming it.
  }
  return {
    // The prompts name the real path; both are masked in a cassette (the first is restored on replay).
    paths: [real, absolute],
    workspacePath: path.basename(absolute),
    options: { workspaceRoot: path.dirname(absolute), workspaceCopy: false, ...(withTemplate ? { agenticParsing: true } : {}) },
  }
}

/** Runs one task on a given response (no answering call): the judge and the rubric only. */
export async function runOnResponse(response: ResponseInput, template: Template | null, options: MatcherOptions): Promise<VerificationResult> {
  // Untyped callers (JavaScript, vitest without type checks) can pass any SDK's messages: refused here, naming
  // the shapes read, before a stage garbles or trips on them.
  const checked = checkResponseInput(response)
  const [unknownKey] = unknownKeys(options, MATCHER_OPTION_KEYS)
  if (unknownKey !== undefined) throw new ConfigError(unknownKey, unknownKeyMessage(unknownKey, 'matcher options', MATCHER_OPTION_KEYS))
  const [unknownOption] = unknownKeys(options.taskOptions, TASK_OPTION_KEYS)
  if (unknownOption !== undefined) {
    throw new ConfigError(`taskOptions.${unknownOption}`, unknownKeyMessage(unknownOption, 'matcher options › taskOptions', TASK_OPTION_KEYS))
  }
  const config = resolveRunnerConfig(process.env, options.config)
  const question = options.question ?? ''
  const rubric = options.rubric ?? null
  const workspace = workspaceSettings(options.workspace, template !== null)
  const task: VerificationTask = {
    questionId: options.questionId ?? (question !== '' ? generateQuestionId(question) : (template?.name ?? 'response')),
    questionText: question,
    template,
    answeringModel: options.answeringModel ?? GIVEN_RESPONSE_MODEL,
    parsingModel: options.judge ?? config.judgeModel,
    // The runner's judge is usually an OpenAI/Anthropic model: matchers let it investigate (a TS-only API; docs/divergences.md).
    options: { evaluationMode: options.evaluationMode ?? (rubric ? 'template_and_rubric' : 'template_only'), agenticToolLoopJudges: true, ...workspace.options, ...options.taskOptions },
    ...(workspace.workspacePath !== undefined ? { workspacePath: workspace.workspacePath } : {}),
    rubric,
    rawAnswer: options.rawAnswer ?? null,
    runName: config.runName,
    cachedAnswerData: cachedAnswerOf(checked),
    modelOptions: { parsing: runnerModelOptions(config, options.cassette, options.modelOptions, workspace.paths) },
  }
  // The matcher keeps its run-wide request slot across its judge calls.
  const runOptions = {
    now: options.now ?? runnerClock(config),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.trustCheckpoint ? { trustCheckpoint: true } : {}),
    ...(options.stages ? { stages: options.stages } : {}),
  }
  return withHeldSlots(() => runTask(task, runOptions))
}

/**
 * The judge parses `response` (an answer, or an agent trace) into `template`, and the template verifies it
 * (the `toVerify` matcher). Passes iff the result has no failure and `verify_result` is not false (or, with
 * `granular`, the granular score reaches it) and every trait expectation holds. A judge that never produced
 * a valid object fails with a parsing message, never as a wrong answer.
 * @example
 * const outcome = await verifyResponse('Venetoclax inhibits BCL2.', Answer, { question: 'What does venetoclax target?' })
 * outcome.pass // true
 */
export async function verifyResponse(response: ResponseInput, template: Template, options: MatcherOptions = {}): Promise<MatcherOutcome> {
  return templateOutcome(await runOnResponse(response, template, options), template, options)
}

/** Options of `scoreTrait` / `toScoreTrait` (a trait matcher has no template, granular threshold or extra traits). */
export type ScoreTraitOptions = Omit<MatcherOptions, 'rubric' | 'evaluationMode' | 'traits' | 'granular'>

/**
 * Evaluates one rubric trait on a response (the `toScoreTrait` matcher) and checks its score: boolean,
 * score (`{ atLeast, atMost }` or exact), literal class, regex, callable or metric (`{ f1: { atLeast: 0.8 } }`)
 * traits. Without `expected`, a boolean trait must be true and other traits must be scored. Regex and
 * callable traits run locally (no judge call).
 * @example
 * const outcome = await scoreTrait(answer, regexTrait({ name: 'citations', pattern: '\\[\\d+\\]' }))
 */
export async function scoreTrait(
  response: ResponseInput,
  trait: AnyRubricTrait,
  expected?: TraitExpectation,
  options: ScoreTraitOptions = {},
): Promise<MatcherOutcome> {
  const result = await runOnResponse(response, null, { ...options, rubric: rubricFromTraits([trait]), evaluationMode: 'rubric_only' })
  const verdict = evaluateVerdict(result, { traits: { [trait.name]: expected } })
  const check = verdict.traitChecks[0]!
  return {
    pass: verdict.pass,
    result,
    message: (how) => traitOutcomeMessage(result, check, verdict, { isNot: how?.isNot ?? false }),
  }
}
