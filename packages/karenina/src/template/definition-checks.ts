import { pyRepr } from '../compat/py-str.js'
import { compilePyRegex, resolvePyFlagNames, type PyRegexFlags } from '../compat/py-regex.js'
import { isKnownNormalizer } from '../primitives/normalizers.js'
import type { Primitive } from '../primitives/primitive.js'

/**
 * What Karenina only finds when a check runs, found when a template is defined: an unknown normalizer
 * name (`normalize`) and a pattern Python's `re` rejects (`pattern`, with `flags`). Karenina's primitives
 * fail lazily (spec 01 §3.1, §9.1), so templates read from elsewhere (TemplateSpec, checkpoints) and compat
 * mode skip this and keep that behaviour; a template written here fails at once, naming its field.
 */
export function definitionProblem(primitive: Primitive): string | undefined {
  const params = primitive.params as { normalize?: unknown; pattern?: unknown; flags?: unknown }
  if (Array.isArray(params.normalize)) {
    const unknown = params.normalize.filter((n) => !isKnownNormalizer(n))
    if (unknown.length > 0) {
      return (
        `${primitive.type} has an unknown normalizer ${unknown.map((n) => pyRepr(n)).join(', ')} ` +
        "(expected 'lowercase', 'strip', 'remove_punctuation', 'collapse_whitespace' or synonymMap({...}))"
      )
    }
  }
  if (typeof params.pattern === 'string') {
    const flagNames = Array.isArray(params.flags) ? params.flags.filter((f): f is string => typeof f === 'string') : []
    let flags: PyRegexFlags
    try {
      flags = resolvePyFlagNames(flagNames)
    } catch (error) {
      return `${primitive.type} has an invalid flag: ${(error as Error).message}`
    }
    try {
      compilePyRegex(params.pattern, flags)
    } catch (error) {
      return `${primitive.type} has an invalid regular expression: ${(error as Error).message}`
    }
  }
  return undefined
}
