import type { ResolveModelOptions } from '../../llm/resolve-model.js'
import type { VerificationResult } from '../../results/verification-result.js'
import type { EvaluationMode } from '../../pipeline/from-config.js'
import type { StagesOption } from '../../pipeline/from-config.js'
import type { TaskOptions } from '../../pipeline/task-settings.js'
import type { Rubric } from '../../rubric/rubric.js'
import type { CassetteSettings } from './runner-ports.js'
import type { RunnerConfigInput, RunnerModel } from '../runner-config.js'
import type { VerdictCriteria } from '../verdict.js'

/** The outcome of a matcher: the verdict, a message for the runner, and the full VerificationResult. */
export interface MatcherOutcome {
  pass: boolean
  /**
   * Why it failed (per field: extracted value, ground truth, primitive) or, with `isNot` (a negated
   * assertion), why it passed.
   */
  message: (options?: { isNot?: boolean }) => string
  result: VerificationResult
}

/** Options of `verifyResponse` and `scoreTrait` (the `toVerify` / `toScoreTrait` matchers). */
export interface MatcherOptions extends VerdictCriteria {
  /** The judge model. @default the runner config's `judgeModel` (env `KARENINA_JUDGE_MODEL`) */
  judge?: RunnerModel
  /** @default 'template_and_rubric' with a rubric, else 'template_only' */
  evaluationMode?: EvaluationMode
  /** Rubric evaluated on the response (with `evaluationMode` template_and_rubric or rubric_only). @default null */
  rubric?: Rubric | null
  /** Let a rubric read from a checkpoint file use its agentic traits' privileged `model_override` settings (README "Security model"). @default false */
  trustCheckpoint?: boolean
  /** The question the response answers (shown to the judge and stored in the result). @default '' */
  question?: string
  /** `metadata.question_id`. @default the question text's Karenina id, or the template name */
  questionId?: string
  /** The reference answer (`metadata.raw_answer`). @default null */
  rawAnswer?: string | null
  /** Who produced the response (`metadata.answering`); no call is made. @default GIVEN_RESPONSE_MODEL (`manual:response`) */
  answeringModel?: RunnerModel
  /** Runner settings on top of the environment. @default resolveRunnerConfig(process.env) */
  config?: RunnerConfigInput
  /** Record/replay the judge calls in this cassette (the runner adapters pass the test file's). @default none */
  cassette?: CassetteSettings | null
  /** `resolveModel` options of the judge (base URL, API key, retry policy). @default {} */
  modelOptions?: ResolveModelOptions
  /**
   * A directory the agent under test left (e.g. one holding `out/report.csv`): the judge investigates it
   * with read-only tools (agentic parsing for `toVerify`, agentic traits for `toScoreTrait`). It is judged in
   * place, never copied or deleted. Unlike a benchmark run, matchers let any OpenAI/Anthropic judge investigate
   * (`taskOptions.agenticToolLoopJudges` defaults to true here; false restores Karenina's `deep_agent` rule).
   * @default none
   */
  workspace?: string
  /** Pipeline switches (deep judgment, abstention, …) on top of Karenina's defaults. @default {} */
  taskOptions?: Partial<TaskOptions>
  signal?: AbortSignal
  /** Clock of the result timestamp. @default the runner config's clock */
  now?: () => Date
  /**
   * Custom stages (docs/custom-stages.md): the stage list, or a function of the default list returning the
   * list to run. Checked before the judge is called. @default the stages of `evaluationMode` and `taskOptions`
   */
  stages?: StagesOption
}
