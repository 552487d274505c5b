import { readFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import type { CompatMode } from '../compat/compat-mode.js'
import { toModelConfig } from '../config/model-id.js'
import type { VerificationConfigInput } from '../config/verification-config.js'
import type { ModelConfig } from '../config/model-config.js'
import type { ExportModelInfo } from '../results/export-metadata.js'
import { ManualTracesSchema, type ManualTraces } from '../trace/manual-traces.js'
import type { StdioServerParams } from '../config/mcp-server-spec.js'
import type { EvaluationMode } from '../pipeline/from-config.js'
import { CliError } from './cli-error.js'
import { formatPath } from '../errors/karenina-error.js'
import { ValidationError } from '../errors/validation-error.js'
import { checkTraceMessages, KARENINA_MESSAGE_FORM } from '../runner/runtime/response-input.js'
import { ReplayPersistenceError } from '../replay-store/replay-errors.js'
import { loadReplayStore } from '../replay-store/replay-store-file.js'
import { splitCommandLine } from './command-line.js'
import { loadAnswererModule } from './answerer-module.js'
import { parsePriceTable, type PriceTable } from '../results/cost.js'
import type { ProgressStyle } from './progress-reporter.js'
import { isRecord } from '../utils/is-record.js'

/** The flags of `verify` and `regrade` that shape the judging side of the VerificationConfig. */
export interface JudgeConfigFlags {
  parsing?: string[]
  mode?: EvaluationMode
  concurrency?: number
  maxRequests?: number
  timeout?: number
  requestTimeout?: number
  config?: string
  compat?: CompatMode
}

/** The flags `verify` and `regrade` share: the judging side of the config, the outputs, and how the run is shown. */
export interface RunFlags extends JudgeConfigFlags {
  questions?: string[]
  output?: string
  html?: string
  minPassRate?: number
  allowErrors?: boolean
  runName?: string
  replay?: 'off' | 'record' | 'replay' | 'auto'
  cassette?: string
  templates?: string
  progress: ProgressStyle | 'auto'
  color?: boolean
}

/** The `verify` flags that shape the VerificationConfig (each described by its option's help in `verifyCommand`). */
export interface VerifyConfigFlags extends JudgeConfigFlags {
  answering?: string[]
  replicates?: number
  manualTraces?: string
  mcp?: string[]
  mcpStdio?: string[]
  workspaceRoot?: string
  agenticToolLoopJudges?: boolean
  replayStore?: string
  answerer?: string[]
}

/** `--mcp name=url` → `{ name: url }`; a bad entry is a CliError naming it. */
export function parseMcpFlags(entries: readonly string[]): Record<string, string> {
  const servers: Record<string, string> = {}
  for (const entry of entries) {
    const eq = entry.indexOf('=')
    const name = eq > 0 ? entry.slice(0, eq) : ''
    const url = entry.slice(eq + 1)
    if (name === '' || !URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
      const stdio = name !== '' && !url.includes('://') ? `; a stdio server (a command) goes in --mcp-stdio ${JSON.stringify(entry)}` : ''
      throw new CliError(`--mcp ${JSON.stringify(entry)}: expected name=url with an http(s) URL of a Streamable HTTP MCP server (e.g. --mcp search=http://127.0.0.1:8931/mcp)${stdio}`)
    }
    if (Object.hasOwn(servers, name)) throw new CliError(`--mcp: server ${JSON.stringify(name)} is given twice`)
    servers[name] = url
  }
  return servers
}

/**
 * `--mcp-stdio 'name=command arg1 arg2'` → `{ name: { command, args, cwd } }`: the command line is split as a
 * shell splits quoted words (nothing expanded) and runs in `cwd`; a bad entry is a CliError naming the server.
 */
export function parseMcpStdioFlags(entries: readonly string[], cwd: string): Record<string, StdioServerParams> {
  const servers: Record<string, StdioServerParams> = {}
  for (const entry of entries) {
    const eq = entry.indexOf('=')
    const name = eq > 0 ? entry.slice(0, eq) : ''
    if (name === '') throw new CliError(`--mcp-stdio ${JSON.stringify(entry)}: expected name=command with the server's command line (e.g. --mcp-stdio 'search=npx -y my-mcp-server --flag')`)
    let words: string[]
    try {
      words = splitCommandLine(entry.slice(eq + 1))
    } catch (error) {
      throw new CliError(`--mcp-stdio: server ${JSON.stringify(name)}: cannot read its command line: ${(error as Error).message}`)
    }
    if (words.length === 0) throw new CliError(`--mcp-stdio: server ${JSON.stringify(name)} has no command (e.g. --mcp-stdio '${name}=node server.js')`)
    if (Object.hasOwn(servers, name)) throw new CliError(`--mcp-stdio: server ${JSON.stringify(name)} is given twice`)
    servers[name] = { command: words[0]!, args: words.slice(1), cwd }
  }
  return servers
}

type Json = Record<string, unknown>

/** Reads a JSON file; a missing file or bad JSON is a CliError naming the file and its role. */
export async function readJsonFile(path: string, role: string): Promise<unknown> {
  const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new CliError(`${role} ${path}: cannot read it (${error.code ?? error.message})`)
  })
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    throw new CliError(`${role} ${path}: not valid JSON (${(error as Error).message})`)
  }
}

/** Loads a manual answers file: `{question id or MD5 of the question text: answer or message list}`. */
export async function readManualTraces(path: string): Promise<ManualTraces> {
  const raw = await readJsonFile(path, 'manual traces file')
  const parsed = ManualTracesSchema.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const key = issue.path[0]
    const value = isRecord(raw) && typeof key === 'string' ? raw[key] : undefined
    if (Array.isArray(value)) {
      // A message list: say which message departs from Karenina's form and which SDK's shape it looks like.
      try {
        checkTraceMessages(value, String(key), 'manual traces', `an answer string, or a list of messages in ${KARENINA_MESSAGE_FORM}`)
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error
        throw new CliError(`manual traces file ${path} › ${formatPath(error.path)}: ${error.problem}`)
      }
    }
    throw new CliError(`manual traces file ${path} › ${issue.path.map(String).join('.') || '(root)'}: ${issue.message} (expected {"<question id or MD5 of its text>": "<answer>" or a list of messages in Karenina's message form: {"role": "assistant", "content": "<text>", "tool_calls"?: [{"id", "name", "input"}]} and {"role": "tool", "content": "<result>", "tool_result": {"tool_use_id", "is_error"}}})`)
  }
  return parsed.data
}

/**
 * The `prices` of a config file (karenina-ts CLI: model prices over the shipped table, as `--prices` takes
 * them), or undefined. The user gave this file on the command line: its prices are theirs.
 */
export async function readConfigPrices(path: string): Promise<PriceTable | undefined> {
  const raw = await readJsonFile(path, 'config file')
  if (!isRecord(raw)) return undefined
  const config = isRecord(raw.config) && typeof raw.name === 'string' ? raw.config : raw
  if (config.prices === undefined) return undefined
  try {
    return parsePriceTable(config.prices, `config file ${path} › prices`)
  } catch (error) {
    throw new CliError((error as Error).message)
  }
}

/** The config file's VerificationConfig: a plain config, or a preset file (`{name, config: {...}}`); `prices` is read by {@link readConfigPrices}. */
export async function readConfigFile(path: string): Promise<Json> {
  const raw = await readJsonFile(path, 'config file')
  if (!isRecord(raw)) throw new CliError(`config file ${path}: expected a JSON object (a VerificationConfig, or a preset with a "config" key)`)
  const { prices: _prices, ...config } = isRecord(raw.config) && typeof raw.name === 'string' ? raw.config : raw
  // CLI convenience: a manual model may name its answers file instead of inlining it (relative to the config file).
  for (const role of ['answering_models', 'parsing_models'] as const) {
    const models = config[role]
    if (!Array.isArray(models)) continue
    config[role] = await Promise.all(
      models.map(async (model: unknown, i) => {
        if (!isRecord(model)) return model
        if (typeof model.manual_traces === 'string') return { ...model, manual_traces: await readManualTraces(resolve(dirname(path), model.manual_traces)) }
        // The user's app, named by its module (relative to the config file): this file was given on the command line.
        if (role === 'answering_models' && typeof model.answerer === 'string') {
          const app = await loadAnswererModule(model.answerer, dirname(path), `config file ${path} › answering_models[${i}].answerer`)
          return { ...app, ...model, interface: 'app', model_name: typeof model.model_name === 'string' ? model.model_name : app.model_name, answerer: app.answerer }
        }
        return model
      }),
    )
  }
  return { ...config }
}

/**
 * The VerificationConfig input of a `verify` run: the `--config` file (if any), then the flags on top
 * (a flag replaces the file's value). `--manual-traces` is given to every `manual` answering model.
 */
export async function buildVerifyConfig(flags: VerifyConfigFlags, cwd: string): Promise<VerificationConfigInput> {
  const config: Json = flags.config ? await readConfigFile(resolve(cwd, flags.config)) : {}
  if (flags.answering?.length) config.answering_models = [...flags.answering]
  applyJudgeFlags(config, flags)
  if (flags.answerer?.length) {
    const apps = await Promise.all(flags.answerer.map((value) => loadAnswererModule(value, cwd)))
    // With --answering the apps answer beside those models; alone they replace the config file's.
    config.answering_models = flags.answering?.length ? [...(config.answering_models as unknown[]), ...apps] : apps
  }
  if (flags.replicates !== undefined) config.replicate_count = flags.replicates
  if (flags.workspaceRoot !== undefined) config.workspace_root = resolve(cwd, flags.workspaceRoot)
  if (flags.agenticToolLoopJudges) config.agentic_tool_loop_judges = true
  if (flags.replayStore !== undefined) {
    try {
      config.replay_store = await loadReplayStore(resolve(cwd, flags.replayStore))
    } catch (error) {
      if (error instanceof ReplayPersistenceError) throw new CliError(`--replay-store: ${error.message}`)
      throw error
    }
  }
  if (flags.manualTraces) {
    const traces = await readManualTraces(resolve(cwd, flags.manualTraces))
    const models = Array.isArray(config.answering_models) ? config.answering_models : []
    let used = false
    config.answering_models = models.map((model: unknown) => {
      const manual = model === 'manual' || (isRecord(model) && model.interface === 'manual')
      if (!manual) return model
      used = true
      return { ...(isRecord(model) ? model : { interface: 'manual' }), manual_traces: traces }
    })
    if (!used) throw new CliError('--manual-traces needs a manual answering model: add --answering manual')
  }
  if (flags.mcp?.length || flags.mcpStdio?.length) {
    const http = parseMcpFlags(flags.mcp ?? [])
    const stdio = parseMcpStdioFlags(flags.mcpStdio ?? [], cwd)
    const twice = Object.keys(stdio).find((name) => Object.hasOwn(http, name))
    if (twice !== undefined) throw new CliError(`server ${JSON.stringify(twice)} is given by both --mcp and --mcp-stdio`)
    const servers = { ...http, ...stdio }
    const models = Array.isArray(config.answering_models) ? config.answering_models : []
    config.answering_models = models.map((model: unknown) => {
      if (model === 'manual' || (isRecord(model) && (model.interface === 'manual' || model.interface === 'app'))) return model // manual answers and apps call no tool of ours
      // A short model id as a config object, to add the servers to.
      const base = typeof model === 'string' ? ({ ...toModelConfig(model) } as Json) : model
      if (!isRecord(base)) return model
      return { ...base, mcp_urls_dict: { ...(isRecord(base.mcp_urls_dict) ? base.mcp_urls_dict : {}), ...servers } }
    })
  }
  requireJudge(config, 'openai:gpt-4.1-mini')
  if (!Array.isArray(config.answering_models) || config.answering_models.length === 0) {
    throw new CliError('no answering model: pass --answering <model> (e.g. --answering openai:gpt-4.1-mini, or manual with --manual-traces), --answerer <your app module>, or answering_models in --config')
  }
  return config as VerificationConfigInput
}

/** The judging flags over the `--config` file's keys (a flag replaces the file's value). */
export function applyJudgeFlags(config: Json, flags: JudgeConfigFlags): void {
  if (flags.parsing?.length) config.parsing_models = [...flags.parsing]
  if (flags.mode) config.evaluation_mode = flags.mode
  if (flags.concurrency !== undefined) config.async_max_workers = flags.concurrency
  if (flags.maxRequests !== undefined) config.max_concurrent_requests = flags.maxRequests
  if (flags.timeout !== undefined) config.batch_timeout_seconds = flags.timeout
  if (flags.requestTimeout !== undefined) config.request_timeout = flags.requestTimeout
  if (flags.compat) config.compat = flags.compat
}

/** A config without a judge is refused naming the flag, with `example` as the model to pass. */
export function requireJudge(config: Json, example: string): void {
  if (!Array.isArray(config.parsing_models) || config.parsing_models.length === 0) {
    throw new CliError(`no judge model: pass --parsing <model> (e.g. --parsing ${example}), or parsing_models in --config`)
  }
}

/** The export header's entry of a configured model. */
export function modelInfo(model: ModelConfig): ExportModelInfo {
  return { provider: model.model_provider, name: model.model_name, temperature: model.temperature, interface: model.interface }
}
