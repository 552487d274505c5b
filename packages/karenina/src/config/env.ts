import { pyFloat } from '../compat/py-float.js'

/** The environment variables karenina reads (`process.env` by default; injectable for tests). */
export type Env = Readonly<Record<string, string | undefined>>

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
