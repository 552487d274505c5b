import { CheckError } from '../errors/check-error.js'
import { ValidationError } from '../errors/validation-error.js'
import { PY_WHITESPACE_CLASS, pyStrip } from '../compat/py-whitespace.js'
import { pyLower } from '../compat/py-lower.js'
import { pyRepr } from '../compat/py-str.js'

/** Replaces the whole (current) string when it is exactly one of the keys; otherwise leaves it unchanged. */
export interface SynonymMap {
  mapping: Record<string, string>
}

/** The built-in normalizer names (spec 01 §3.1). */
export type NormalizerName = 'lowercase' | 'strip' | 'remove_punctuation' | 'collapse_whitespace'

/**
 * A text normalizer: a built-in name or a synonym map. Other names are accepted as data (a checkpoint may
 * carry them) and fail only when applied, as in Karenina.
 */
export type Normalizer = NormalizerName | (string & {}) | SynonymMap

/** The 32 ASCII punctuation characters of Python's `string.punctuation`. */
const PUNCTUATION = /[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/g
const WHITESPACE_RUNS = new RegExp(`[${PY_WHITESPACE_CLASS}]+`, 'gu')

const BUILT_INS: Record<NormalizerName, (text: string) => string> = {
  lowercase: pyLower,
  strip: pyStrip,
  remove_punctuation: (text) => text.replace(PUNCTUATION, ''),
  collapse_whitespace: (text) => pyStrip(text.replace(WHITESPACE_RUNS, ' ')),
}

/** Builds a synonym-map normalizer; throws a ValidationError unless every key maps to a string. */
export function synonymMap(mapping: Record<string, string>): SynonymMap {
  if (typeof mapping !== 'object' || mapping === null || Array.isArray(mapping)) {
    throw new ValidationError(['mapping'], 'expected an object of string → string', 'SynonymMap')
  }
  for (const [key, value] of Object.entries(mapping)) {
    if (typeof value !== 'string') throw new ValidationError(['mapping', key], `expected a string, got ${typeof value}`, 'SynonymMap')
  }
  return { mapping: { ...mapping } }
}

/** True for a synonym-map normalizer (`{ mapping: {...} }`). */
export function isSynonymMap(normalizer: unknown): normalizer is SynonymMap {
  if (typeof normalizer !== 'object' || normalizer === null) return false
  const mapping = (normalizer as { mapping?: unknown }).mapping
  return typeof mapping === 'object' && mapping !== null && !Array.isArray(mapping)
}

/** True for a normalizer `applyNormalizer` accepts: a built-in name or a synonym map. */
export function isKnownNormalizer(normalizer: unknown): normalizer is Normalizer {
  return isSynonymMap(normalizer) || (typeof normalizer === 'string' && Object.hasOwn(BUILT_INS, normalizer))
}

/** Applies one normalizer; an unknown name throws `CheckError('value')` (Karenina fails at check time). */
export function applyNormalizer(normalizer: Normalizer, text: string): string {
  if (isSynonymMap(normalizer)) {
    // Own keys only: "constructor" or "__proto__" must not hit Object.prototype.
    return Object.hasOwn(normalizer.mapping, text) ? normalizer.mapping[text]! : text
  }
  if (typeof normalizer === 'string' && Object.hasOwn(BUILT_INS, normalizer)) {
    return BUILT_INS[normalizer as NormalizerName](text)
  }
  throw new CheckError('value', `Unknown normalizer: ${pyRepr(normalizer)}`)
}

/** Applies the normalizers left to right (spec 01 §3.1). */
export function applyNormalizers(normalizers: readonly Normalizer[], text: string): string {
  let out = text
  for (const normalizer of normalizers) out = applyNormalizer(normalizer, out)
  return out
}
