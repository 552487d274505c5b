import { pyFloat } from '../compat/py-float.js'

/** The environment variables karenina reads (`process.env` by default; injectable for tests). */
export type Env = Readonly<Record<string, string | undefined>>

/** How one config key is read from the environment. */
export interface EnvBinding {
  /** The environment variable. */
  readonly variable: string
  /** Parses the variable's text; `undefined` means "unparseable": the default then applies. */
  readonly parse: (text: string) => unknown
}

/** Python `value.lower() in ("true", "1", "yes")`: Karenina's boolean environment flags. */
export function parseEnvBoolean(text: string): boolean {
  return ['true', '1', 'yes'].includes(text.toLowerCase())
}

/** Python `float(text)`, `undefined` when it would raise. */
export function parseEnvFloat(text: string): number | undefined {
  try {
    return pyFloat(text)
  } catch {
    return undefined
  }
}

/** Python `int(text)` (surrounding whitespace, a sign and `_` between digits allowed), `undefined` when it would raise. */
export function parseEnvInt(text: string): number | undefined {
  const match = /^\s*([+-]?\d+(?:_\d+)*)\s*$/.exec(text)
  return match ? Number(match[1]!.replaceAll('_', '')) : undefined
}

/**
 * Configuration precedence, explicit > environment > default (spec 05 §1.2 step 1): returns a copy of `input`
 * where each bound key that was not passed (absent or `undefined`) is filled from its variable when that is set
 * and parses. Defaults are left to the schema.
 */
export function applyEnvDefaults<T extends Record<string, unknown>>(input: T, bindings: Readonly<Record<string, EnvBinding>>, env: Env): T {
  const out: Record<string, unknown> = { ...input }
  for (const [key, { variable, parse }] of Object.entries(bindings)) {
    if (out[key] !== undefined) continue
    const text = env[variable]
    if (text === undefined) continue
    const value = parse(text)
    if (value !== undefined) out[key] = value
  }
  return out as T
}

/**
 * True when `KARENINA_EXPOSE_GROUND_TRUTH` is `true`, `1`, `yes` or `on` (any case): the parsing prompt then
 * shows the template's ground truth to the judge (spec 06 §3).
 */
export function isGroundTruthExposed(env: Env = process.env): boolean {
  return ['true', '1', 'yes', 'on'].includes((env.KARENINA_EXPOSE_GROUND_TRUTH ?? '').toLowerCase())
}

/** The presets directory: `KARENINA_PRESETS_DIR` when set and non-empty, else `./presets` (spec 05 §1.4). */
export function presetsDirFromEnv(env: Env = process.env): string {
  return env.KARENINA_PRESETS_DIR || 'presets'
}
