import { existsSync, mkdir, randomUUID, readFile, stat, writeFile } from '../utils/lazy-node.js'
import { join, resolve } from 'node:path'
import { pyJsonDumps } from '../compat/py-json.js'
import { ConfigError } from '../errors/config-error.js'
import { KareninaError } from '../errors/karenina-error.js'
import { presetsDirFromEnv, type Env } from './env.js'
import { resolveVerificationConfig, serializeVerificationConfig, type VerificationConfig, type VerificationConfigInput } from './verification-config.js'
import { nameFileInError } from '../utils/name-file-in-error.js'

/** Metadata of a saved preset (Karenina's `save_preset` return value). */
export interface PresetMetadata {
  id: string
  name: string
  description: string | null
  filepath: string
  created_at: string
  updated_at: string
}

/** Where presets live and what the clock and ids are (injectable for tests). */
export interface PresetOptions {
  /** @default `KARENINA_PRESETS_DIR`, else `./presets` */
  presetsDir?: string
  /** @default process.env */
  env?: Env
}

/** Options of {@link savePreset}. */
export interface SavePresetOptions extends PresetOptions {
  description?: string | null
  /** @default () => new Date() */
  now?: () => Date
  /** @default crypto.randomUUID */
  newId?: () => string
}

/** Karenina's preset filename: lowercase, spaces → `-`, only `[a-z0-9-]`, dashes collapsed and trimmed, ≤ 96 chars. */
export function sanitizePresetName(name: string): string {
  let base = name.toLowerCase().replaceAll(' ', '-')
  base = base.replace(/[^a-z0-9-]/g, '').replace(/-+/g, '-').replace(/^-+|-+$/g, '')
  if (base === '') base = 'preset'
  return `${base.slice(0, 96)}.json`
}

/** Preset name (non-blank, ≤ 100 characters) and description (≤ 500 characters) limits. */
export function validatePresetMetadata(name: string, description?: string | null): void {
  if (typeof name !== 'string' || name.trim() === '') throw new ConfigError('preset.name', 'must not be empty')
  if (Array.from(name).length > 100) throw new ConfigError('preset.name', `must be at most 100 characters (received ${Array.from(name).length})`)
  if (description != null && Array.from(description).length > 500)
    throw new ConfigError('preset.description', `must be at most 500 characters (received ${Array.from(description).length})`)
}

const ANTHROPIC_INTERFACES = new Set(['claude_tool', 'claude_agent_sdk'])
const KEEP_WHEN_SET = ['max_tokens', 'max_retries', 'request_timeout', 'agent_timeout', 'mcp_http_timeout', 'mcp_sse_read_timeout', 'retry_policy']
const KEEP_WHEN_NON_EMPTY = ['mcp_urls_dict', 'mcp_tool_description_overrides', 'mcp_tool_filter', 'extra_kwargs', 'agent_runtime', 'agent_middleware']

function nonEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false
  if (Array.isArray(value)) return value.length > 0
  if (typeof value === 'object') return Object.keys(value).length > 0
  return true
}

/** Karenina's preset model sanitization (spec 05 §1.4): only the fields that apply to the model's interface. */
export function sanitizePresetModel(model: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const key of ['id', 'model_provider', 'model_name', 'temperature', 'interface', 'system_prompt']) out[key] = model[key] ?? null
  for (const key of KEEP_WHEN_SET) if (model[key] != null) out[key] = model[key]
  if (model.interface === 'openai_endpoint')
    for (const key of ['endpoint_base_url', 'endpoint_api_key']) if (nonEmpty(model[key])) out[key] = model[key]
  if (ANTHROPIC_INTERFACES.has(model.interface as string))
    for (const key of ['anthropic_base_url', 'anthropic_api_key']) if (nonEmpty(model[key])) out[key] = model[key]
  for (const key of KEEP_WHEN_NON_EMPTY) if (nonEmpty(model[key])) out[key] = model[key]
  if (model.max_context_tokens != null) out.max_context_tokens = model.max_context_tokens
  return out
}

// Python `datetime.now(UTC).isoformat()`: microseconds (omitted when zero) and `+00:00`.
function pyIsoformatUtc(date: Date): string {
  const base = date.toISOString().slice(0, 19)
  const ms = date.getUTCMilliseconds()
  return `${base}${ms === 0 ? '' : `.${String(ms * 1000).padStart(6, '0')}`}+00:00`
}

/**
 * Saves a config as `<dir>/<sanitized name>.json` in Karenina's preset format
 * (`{id, name, description, config, created_at, updated_at}`, models sanitized); an existing file is an error.
 */
export async function savePreset(config: VerificationConfig, name: string, options: SavePresetOptions = {}): Promise<PresetMetadata> {
  const description = options.description ?? null
  validatePresetMetadata(name, description)
  const dir = resolve(options.presetsDir ?? presetsDirFromEnv(options.env ?? process.env))
  await mkdir(dir, { recursive: true })
  const id = (options.newId ?? randomUUID)()
  const now = pyIsoformatUtc((options.now ?? (() => new Date()))())
  const dump = serializeVerificationConfig(config)
  dump.answering_models = (dump.answering_models as Record<string, unknown>[]).map(sanitizePresetModel)
  dump.parsing_models = (dump.parsing_models as Record<string, unknown>[]).map(sanitizePresetModel)
  const filepath = join(dir, sanitizePresetName(name))
  if (existsSync(filepath)) throw new ConfigError('preset.name', `a preset file already exists at ${filepath}; use a different name`)
  const preset = { id, name, description, config: dump, created_at: now, updated_at: now }
  await writeFile(filepath, pyJsonDumps(preset, { indent: 2 }), { flag: 'wx' }).catch((error: unknown) => Promise.reject(nameFileInError(error, filepath)))
  return { id, name, description, filepath, created_at: now, updated_at: now }
}

/** Resolves a preset name (`<dir>/<name>.json`) or a path to an existing file. */
export async function resolvePresetPath(nameOrPath: string, options: PresetOptions = {}): Promise<string> {
  const direct = await stat(nameOrPath).catch(() => null)
  if (direct?.isFile()) return resolve(nameOrPath)
  const dir = options.presetsDir ?? presetsDirFromEnv(options.env ?? process.env)
  if (!existsSync(dir)) throw new ConfigError('preset', `presets directory not found: ${dir} (looking for ${JSON.stringify(nameOrPath)})`)
  const candidate = join(dir, nameOrPath.endsWith('.json') ? nameOrPath : `${nameOrPath}.json`)
  if (existsSync(candidate)) return resolve(candidate)
  throw new ConfigError('preset', `preset ${JSON.stringify(nameOrPath)} not found in ${dir}`)
}

/**
 * Loads a preset by name or path (Karenina's own preset files included) and resolves its `config` object;
 * keys other than `config` (comments, metadata) are ignored. The environment fills keys the preset omits.
 */
export async function loadPreset(nameOrPath: string, options: PresetOptions = {}): Promise<VerificationConfig> {
  const path = await resolvePresetPath(nameOrPath, options)
  let preset: unknown
  try {
    preset = JSON.parse(await readFile(path, 'utf8'))
  } catch (error) {
    throw new ConfigError('preset', `${path} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`)
  }
  const config = typeof preset === 'object' && preset !== null ? (preset as Record<string, unknown>).config : undefined
  if (typeof config !== 'object' || config === null || Object.keys(config).length === 0)
    throw new ConfigError('preset.config', `preset file ${path} has no configuration data`)
  try {
    return resolveVerificationConfig(config as VerificationConfigInput, options.env ?? process.env)
  } catch (error) {
    if (error instanceof ConfigError) {
      const problem = error.message.slice(error.key.length + 2)
      throw new ConfigError(error.key, `${problem} (in preset ${path})`, { cause: error })
    }
    if (KareninaError.isInstance(error)) throw error
    throw new ConfigError('preset.config', `cannot load ${path}: ${String(error)}`, { cause: error })
  }
}
