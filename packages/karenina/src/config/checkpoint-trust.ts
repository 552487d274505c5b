import { CheckpointError } from '../errors/checkpoint-error.js'
import { INTERFACES } from './interfaces.js'
import { describeServer, mcpServerSpecs, type McpServerEntry, type McpServerSpec } from './mcp-server-spec.js'
import type { ModelConfig } from './model-config.js'

/**
 * The trust boundary of checkpoint files (README "Security model"). A checkpoint may come from a stranger:
 * the model configs it carries (scenario node `modelOverride`, agentic trait `model_override`) may by
 * default declare a model and how it generates; anything that starts a process, picks an endpoint, carries
 * a credential or grants tools is used only when the user opts in (`--trust-checkpoint`, `trustCheckpoint`).
 */

/** Where a model config read from a file came from. */
interface FileOrigin {
  file: string
  /** Where in the file: `scenario "s" node "n" modelOverride.answering_model`, `global rubric, agentic trait "t" model_override`. */
  location: string
}

// Configs decoded from a file, by identity: the run entry points check them before any work starts.
const ORIGINS = new WeakMap<object, FileOrigin>()
// Benchmarks read from a file, by identity: their scenarios are decoded naming that file.
const BENCHMARK_FILES = new WeakMap<object, string>()

/** Records that `config` was read from `file` at `location` (called by the checkpoint readers). */
export function markFromCheckpoint(config: object, file: string, location: string): void {
  ORIGINS.set(config, { file, location })
}

/** Records the file a benchmark was read from. */
export function markBenchmarkFile(benchmark: object, file: string): void {
  BENCHMARK_FILES.set(benchmark, file)
}

/** The file a benchmark was read from, or `undefined` for one built in code. */
export function benchmarkFileOf(benchmark: object): string | undefined {
  return BENCHMARK_FILES.get(benchmark)
}

/** One setting of a checkpoint that needs the user's opt-in. */
export interface CheckpointSetting extends FileOrigin {
  /** The model config key: `mcp_urls_dict`, `endpoint_base_url`, `interface`, … */
  field: string
  /** What it would do. */
  detail: string
}

// Keys a checkpoint may set by default: the model's name and how it generates. Everything else that is
// not null (MCP, endpoints, keys, runtimes, middleware, extra_kwargs, manual traces, …) needs the opt-in,
// so a key added to ModelConfig later is refused until it is judged harmless here.
const HARMLESS_KEYS: ReadonlySet<string> = new Set([
  'id', 'model_provider', 'model_name', 'temperature', 'max_tokens', 'interface', 'system_prompt',
  'max_retries', 'max_context_tokens', 'agent_timeout', 'request_timeout', 'retry_policy',
])

const credential = () => 'carries a credential'
const sendsTo = (url: unknown) => `sends the model's requests (and an API key) to ${String(url)}`
const serverDetail = (spec: McpServerSpec) =>
  spec.kind === 'http' ? `at ${describeServer(spec)}` : `starts the command ${JSON.stringify(describeServer(spec))}`

/** What each setting would do, by model config key; any other key "changes how the model runs or what it may use". */
const DETAILS: Readonly<Record<string, (value: never) => string>> = {
  interface: (name: string) => `runs the agent runtime ${name} (an agent with its own tools)`,
  mcp_urls_dict: (dict: Record<string, McpServerEntry>) =>
    mcpServerSpecs(dict)
      .map((spec) => `MCP server "${spec.name}" ${serverDetail(spec)}`)
      .join('; '),
  endpoint_base_url: sendsTo,
  anthropic_base_url: sendsTo,
  endpoint_api_key: credential,
  anthropic_api_key: credential,
  extra_kwargs: (kwargs: object) => `passes ${Object.keys(kwargs).map((k) => JSON.stringify(k)).join(', ')} to the adapter (tools, base_url, api_key, agent_env, …)`,
  manual_traces: () => 'supplies pre-recorded answers',
  answerer: () => 'runs an answering function',
}

function detailOf(field: string, value: unknown): string {
  return Object.hasOwn(DETAILS, field) ? DETAILS[field]!(value as never) : 'changes how the model runs or what it may use'
}

// Null, and empty objects or lists (Karenina may write `extra_kwargs: {}`), ask for nothing.
const isUnset = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'object' && Object.keys(value as object).length === 0)

/** The settings of one model config that need the user's opt-in when it comes from a file. */
export function privilegedSettings(config: ModelConfig): { field: string; detail: string }[] {
  const found: { field: string; detail: string }[] = []
  if (INTERFACES[config.interface].agentTier === 'deep_agent') found.push({ field: 'interface', detail: detailOf('interface', config.interface) })
  for (const [field, value] of Object.entries(config)) {
    if (HARMLESS_KEYS.has(field) || isUnset(value)) continue
    found.push({ field, detail: detailOf(field, value) })
  }
  return found
}

/** The settings needing opt-in among `configs` that were read from a file (configs built in code are the user's). */
export function checkpointSettingsOf(configs: Iterable<ModelConfig | null | undefined>): CheckpointSetting[] {
  const settings: CheckpointSetting[] = []
  const seen = new Set<object>()
  for (const config of configs) {
    if (config == null || seen.has(config)) continue
    seen.add(config)
    const origin = ORIGINS.get(config)
    if (origin === undefined) continue
    for (const s of privilegedSettings(config)) settings.push({ ...origin, ...s })
  }
  return settings
}

/** One line per setting: `<location>: <field>: <detail>`. */
export function formatCheckpointSetting(s: CheckpointSetting): string {
  return `${s.location}: ${s.field}: ${s.detail}`
}

/**
 * A checkpoint asks for settings the user did not allow (stdio MCP commands, endpoints, credentials,
 * agent runtimes, tools, extra_kwargs, …): nothing was started and nothing was sent.
 */
export class UntrustedCheckpointError extends CheckpointError {
  constructor(readonly settings: readonly CheckpointSetting[]) {
    const file = settings[0]!.file
    const lines = settings.filter((s) => s.file === file).map((s) => `  - ${formatCheckpointSetting(s)}`)
    const others = [...new Set(settings.map((s) => s.file).filter((f) => f !== file))]
    super(
      file,
      [],
      `refused: the checkpoint asks for settings a file may only use with your opt-in (nothing was started and nothing was sent):\n${lines.join('\n')}` +
        (others.length > 0 ? `\n  (and settings of ${others.join(', ')})` : '') +
        '\nIf you trust this file, allow them with --trust-checkpoint (API: trustCheckpoint: true in the options of runVerification, runScenarios, describeBenchmark, describeScenario, runTask, runScenario or a matcher).',
    )
  }
}

/** Throws {@link UntrustedCheckpointError} when file-read configs need an opt-in the user did not give. */
export function assertCheckpointTrusted(configs: Iterable<ModelConfig | null | undefined>, trusted: boolean | undefined): void {
  if (trusted === true) return
  const settings = checkpointSettingsOf(configs)
  if (settings.length > 0) throw new UntrustedCheckpointError(settings)
}
