import { ConfigError } from '../errors/config-error.js'

/** `parsing_models` → `parsingModels`, at the type level. */
export type SnakeToCamel<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<SnakeToCamel<Tail>>}` : S

/** An object type with its (top-level) snake_case keys written in camelCase. */
export type CamelCaseKeys<T> = { [K in keyof T as K extends string ? SnakeToCamel<K> : K]: T[K] }

/** `parsingModels` → `parsing_models`; snake_case keys are returned unchanged. */
export function camelToSnake(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
}

/**
 * The one place camelCase option keys become Karenina's snake_case (top level only: nested objects keep their
 * own keys). A key given in both spellings is an error naming both. `spelledAs` receives snake key → key as written.
 */
export function snakeCaseKeys(
  record: Readonly<Record<string, unknown>>,
  spelledAs: Map<string, string> = new Map(),
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(record)) {
    const snake = camelToSnake(key)
    const previous = spelledAs.get(snake)
    if (previous !== undefined) throw new ConfigError(snake, `given twice, as "${previous}" and as "${key}"`)
    spelledAs.set(snake, key)
    out[snake] = value
  }
  return out
}
