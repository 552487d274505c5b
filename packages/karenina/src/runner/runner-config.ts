import type { Env } from '../config/env.js'
import { parseEnvInt } from '../config/env.js'
import type { ModelInput } from '../config/model-id.js'
import { ConfigError } from '../errors/config-error.js'
import { isAiSdkLanguageModel } from '../config/ai-sdk-model.js'
import type { ReplayMode } from '../llm/replay/replay-mode.js'

/** A model as users name it: a short id (`openai:gpt-4.1-mini`) or a ModelConfig object. */
export type RunnerModel = ModelInput

/**
 * Test-runner settings (vitest plugin options, jest config, or environment variables). Every field is JSON,
 * so a runner can hand the resolved config to its workers.
 */
export interface RunnerConfigInput {
  /** The judge (parsing) model. Env `KARENINA_JUDGE_MODEL`. @default 'openai:gpt-4.1-mini' */
  judgeModel?: RunnerModel
  /** Models that answer benchmark questions. Env `KARENINA_ANSWERING_MODEL` (comma-separated). @default ['openai:gpt-4.1-mini'] */
  answeringModels?: readonly RunnerModel[]
  /** Runs per question × answering model. Env `KARENINA_REPLICATES`. @default 1 */
  replicates?: number
  /**
   * Model requests in flight across the whole run (every worker process and thread). Env
   * `KARENINA_MAX_CONCURRENT_REQUESTS` (or Karenina's `KARENINA_MAX_CONCURRENT_LLM_REQUESTS`). @default null (no cap)
   */
  maxConcurrentRequests?: number | null
  /** Cassette mode of judge/answer calls (`off`, `record`, `replay`, `auto`). Env `KARENINA_REPLAY`. @default 'off' */
  replay?: ReplayMode
  /** Folder, next to each test file, holding its cassette. Env `KARENINA_CASSETTE_DIR`. @default '__karenina__' */
  cassetteDir?: string
  /** Where the reporter writes the run's results (relative to the project root). Env `KARENINA_RESULTS_FILE`. @default 'karenina-results.json' */
  resultsFile?: string
  /**
   * A fixed clock (ISO date) for result timestamps, so result ids are reproducible across runs and shards.
   * Env `KARENINA_FIXED_TIME`. @default null (the real clock)
   */
  fixedTime?: string | null
  /** `metadata.run_name` of every result. Env `KARENINA_RUN_NAME`. @default null */
  runName?: string | null
  /** Directory of the run-wide request limit's slot files. Env `KARENINA_LIMIT_DIR`. @default a folder in the OS temp dir keyed by the working directory */
  limitDir?: string | null
}

/** The resolved runner config: every setting present (`null`: not set). */
export type RunnerConfig = Required<Omit<RunnerConfigInput, 'answeringModels'>> & { answeringModels: RunnerModel[] }

/** Each setting's environment variable, and what it sets. */
const ENV_SETTINGS = {
  judgeModel: ['KARENINA_JUDGE_MODEL', 'judge (parsing) model, e.g. openai:gpt-4.1-mini'],
  answeringModels: ['KARENINA_ANSWERING_MODEL', 'answering model(s) of benchmark tests, comma-separated'],
  replicates: ['KARENINA_REPLICATES', 'runs per question × answering model'],
  maxConcurrentRequests: ['KARENINA_MAX_CONCURRENT_REQUESTS', 'model requests in flight across all workers'],
  replay: ['KARENINA_REPLAY', 'cassette mode: off | record | replay | auto'],
  cassetteDir: ['KARENINA_CASSETTE_DIR', 'cassette folder next to each test file (default __karenina__)'],
  resultsFile: ['KARENINA_RESULTS_FILE', 'results file written by the reporter (default karenina-results.json)'],
  fixedTime: ['KARENINA_FIXED_TIME', 'ISO date used as the clock (reproducible result ids)'],
  runName: ['KARENINA_RUN_NAME', 'metadata.run_name of every result'],
  limitDir: ['KARENINA_LIMIT_DIR', 'directory of the run-wide request limit slots'],
} as const satisfies Record<keyof RunnerConfigInput, readonly [string, string]>

/** The environment variables the runner reads, with what they set (documentation and `--help` text). */
export const RUNNER_ENV_VARS: Readonly<Record<string, string>> = Object.fromEntries(Object.values(ENV_SETTINGS))

const DEFAULTS: RunnerConfig = {
  judgeModel: 'openai:gpt-4.1-mini',
  answeringModels: ['openai:gpt-4.1-mini'],
  replicates: 1,
  maxConcurrentRequests: null,
  replay: 'off',
  cassetteDir: '__karenina__',
  resultsFile: 'karenina-results.json',
  fixedTime: null,
  runName: null,
  limitDir: null,
}

/** The keys of a runner config (matcher options' `config` takes only these). */
export const RUNNER_CONFIG_KEYS = Object.keys(DEFAULTS) as (keyof RunnerConfigInput)[]

const REPLAY_MODES: readonly ReplayMode[] = ['off', 'record', 'replay', 'auto']

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim()
  return value === undefined || value === '' ? undefined : value
}

function positiveInt(key: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw new ConfigError(key, `expected a positive integer, received ${JSON.stringify(value)}`)
  }
  return value
}

function envInt(env: Env, name: string): number | undefined {
  const raw = text(env, name)
  if (raw === undefined) return undefined
  const value = parseEnvInt(raw)
  if (value === undefined) throw new ConfigError(name, `expected an integer, received ${JSON.stringify(raw)}`)
  return value
}

function fromEnv(env: Env): RunnerConfigInput {
  // Each setting as text, as given (trimmed); then the lists, numbers and modes parsed.
  const out: Record<string, unknown> = {}
  for (const [key, [name]] of Object.entries(ENV_SETTINGS)) out[key] = text(env, name)
  out['answeringModels'] = text(env, 'KARENINA_ANSWERING_MODEL')?.split(',').map((s) => s.trim()).filter(Boolean)
  out['replicates'] = envInt(env, 'KARENINA_REPLICATES')
  out['maxConcurrentRequests'] = envInt(env, 'KARENINA_MAX_CONCURRENT_REQUESTS') ?? envInt(env, 'KARENINA_MAX_CONCURRENT_LLM_REQUESTS')
  out['replay'] = text(env, 'KARENINA_REPLAY')?.toLowerCase()
  return out as RunnerConfigInput
}

function definedOnly<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<T>
}

const AI_SDK_IN_TEST_FILE =
  'give it in the test file instead, where the model object lives: describeBenchmark(benchmark, { judgeModel, answeringModels }), ' +
  'describeScenario(…, { judgeModel }) or toVerify(response, Template, { judge })'

// An AI SDK model that crossed a process boundary (vitest `provide`, jest `globals` are serialized) lost its methods.
function looksLikeCopiedAiSdkModel(model: unknown): boolean {
  if (typeof model !== 'object' || model === null || isAiSdkLanguageModel(model)) return false
  const record = model as Record<string, unknown>
  return typeof record['specificationVersion'] === 'string' && typeof record['modelId'] === 'string'
}

/**
 * Refuses AI SDK model objects in runner settings handed to other processes (the vitest plugin's options, the jest
 * config's `globals.karenina`): they are serialized on the way to the workers and cannot survive it.
 */
export function assertPortableRunnerModels(config: RunnerConfigInput, where: string): void {
  const models: [string, unknown][] = [['judgeModel', config.judgeModel], ...(config.answeringModels ?? []).map((m, i): [string, unknown] => [`answeringModels[${i}]`, m])]
  for (const [key, model] of models) {
    if (isAiSdkLanguageModel(model) || looksLikeCopiedAiSdkModel(model)) {
      throw new ConfigError(key, `an AI SDK model object cannot be given in ${where}: the settings are sent to the test workers as data; ${AI_SDK_IN_TEST_FILE}`)
    }
  }
}

/**
 * Resolves the runner config: explicit overrides > environment variables ({@link RUNNER_ENV_VARS}) > defaults.
 * Throws a ConfigError naming the key (or variable) and the value received.
 * @example
 * const config = resolveRunnerConfig(process.env, { judgeModel: 'anthropic:claude-haiku-4-5' })
 */
export function resolveRunnerConfig(env: Env = process.env, overrides: RunnerConfigInput = {}): RunnerConfig {
  const merged = { ...DEFAULTS, ...definedOnly(fromEnv(env)), ...definedOnly(overrides) }
  if (!REPLAY_MODES.includes(merged.replay)) {
    throw new ConfigError('replay (KARENINA_REPLAY)', `expected one of ${REPLAY_MODES.join(', ')}, received ${JSON.stringify(merged.replay)}`)
  }
  if (merged.answeringModels.length === 0) throw new ConfigError('answeringModels (KARENINA_ANSWERING_MODEL)', 'expected at least one model')
  for (const [key, model] of [['judgeModel', merged.judgeModel], ...merged.answeringModels.map((m, i) => [`answeringModels[${i}]`, m] as const)] as const) {
    if (looksLikeCopiedAiSdkModel(model)) throw new ConfigError(key, `an AI SDK model object reached this process as a copy without its methods; ${AI_SDK_IN_TEST_FILE}`)
  }
  if (merged.fixedTime !== null && Number.isNaN(new Date(merged.fixedTime).getTime())) {
    throw new ConfigError('fixedTime (KARENINA_FIXED_TIME)', `expected an ISO date, received ${JSON.stringify(merged.fixedTime)}`)
  }
  return {
    ...merged,
    answeringModels: [...merged.answeringModels],
    replicates: positiveInt('replicates (KARENINA_REPLICATES)', merged.replicates),
    maxConcurrentRequests:
      merged.maxConcurrentRequests === null ? null : positiveInt('maxConcurrentRequests (KARENINA_MAX_CONCURRENT_REQUESTS)', merged.maxConcurrentRequests),
  }
}

/** The clock of a runner config: the fixed time when set, else the real clock. */
export function runnerClock(config: Pick<RunnerConfig, 'fixedTime'>): () => Date {
  if (config.fixedTime === null) return () => new Date()
  const fixed = new Date(config.fixedTime).getTime()
  return () => new Date(fixed)
}
