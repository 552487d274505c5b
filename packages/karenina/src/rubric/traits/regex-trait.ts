import { z } from 'zod'
import { laxBool, laxStr } from '../../compat/pydantic-lax.js'
import { CheckError } from '../../errors/check-error.js'
import { guardedPyRegex, pyPatternSchema } from '../../regex-guard/guarded-regex.js'
import type { CamelCaseKeys } from '../../primitives/define-primitive.js'
import { parseTrait, traitFromOptions } from './parse-trait.js'

/** Karenina's `RegexRubricTrait` (serialized keys; extra keys rejected; Pydantic lax scalars). */
export const RegexRubricTraitSchema = z.strictObject({
  name: laxStr.pipe(z.string().min(1, 'must not be empty')),
  description: laxStr.nullable().default(null),
  summary: laxStr.nullable().default(null),
  pattern: pyPatternSchema,
  case_sensitive: laxBool.default(true),
  invert_result: laxBool.default(false),
  // Karenina injects true when the key is missing or null (legacy data).
  higher_is_better: laxBool.nullish().transform((value) => value ?? true),
})

export type RegexRubricTraitInput = z.input<typeof RegexRubricTraitSchema>
export type RegexRubricTrait = z.output<typeof RegexRubricTraitSchema>

/**
 * Builds a regex trait from camelCase options; the pattern must compile as Python `re` (ValidationError).
 * @example regexTrait({ name: 'cites a URL', pattern: 'https?://\\S+' })
 */
export function regexTrait(options: CamelCaseKeys<RegexRubricTraitInput>): RegexRubricTrait {
  return traitFromOptions('RegexRubricTrait', RegexRubricTraitSchema, options)
}

/** Loads a regex trait from Karenina's serialized dict (checkpoint / rubric JSON); throws a ValidationError. */
export function regexTraitFromJSON(raw: unknown): RegexRubricTrait {
  return parseTrait('RegexRubricTrait', RegexRubricTraitSchema, raw)
}

/**
 * Karenina's `RegexRubricTrait.evaluate` (spec 03 §2.2): whether the pattern is found anywhere in `text`
 * (IGNORECASE unless `case_sensitive`), negated by `invert_result`. Any failure, including a non-string
 * `text`, throws `CheckError('runtime')` (Python RuntimeError).
 */
export function evaluateRegexTrait(trait: Pick<RegexRubricTrait, 'name' | 'pattern' | 'case_sensitive' | 'invert_result'>, text: unknown): boolean {
  try {
    if (typeof text !== 'string') throw new TypeError(`expected string or bytes-like object, got ${text === null ? 'NoneType' : typeof text}`)
    const found = guardedPyRegex(trait.pattern, { ignoreCase: !trait.case_sensitive }).search(text)
    return trait.invert_result ? !found : found
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new CheckError('runtime', `Failed to evaluate regex trait '${trait.name}': ${reason}`, { cause: error })
  }
}
