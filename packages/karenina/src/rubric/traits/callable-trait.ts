import { z } from 'zod'
import { unboxNumber } from '../../compat/py-float-value.js'
import { laxBool, laxInt, laxLiteral, laxStr } from '../../compat/pydantic-lax.js'
import { CheckError } from '../../errors/check-error.js'
import { ValidationError } from '../../errors/validation-error.js'
import type { CamelCaseKeys } from '../../primitives/define-primitive.js'
import { parseTrait, traitFromOptions } from './parse-trait.js'
import { classIndex, TraitClassesSchema, traitClassesProblem, type TraitClasses } from './llm-trait.js'

/**
 * A callable trait's TypeScript function: receives the evaluated text and returns a boolean (boolean kind),
 * a number (score kind) or a class name (literal kind); may be async.
 */
export type CallableTraitFunction = (text: string) => boolean | number | string | Promise<boolean | number | string>

/** TS functions of callable traits by trait name (Karenina's `callable_registry`); they override the stored code. */
export type CallableRegistry = Readonly<Record<string, CallableTraitFunction>>

// Python `bytes` arrive base64-encoded in JSON; a Uint8Array given by a TS caller is encoded the same way.
const callableCodeSchema = z
  .union([z.string(), z.instanceof(Uint8Array)], { error: 'callable_code must be bytes or a base64 string' })
  .transform((code) => (typeof code === 'string' ? code : Buffer.from(code).toString('base64')))

/**
 * Karenina's `CallableRubricTrait` (spec 03 §2.3), serialized keys; extra keys rejected. `callable_code` is the
 * cloudpickled Python function as a base64 string, kept verbatim: it is never executed here (spec 00 A4).
 * Literal traits get `min_score = 0` / `max_score = classes − 1` when unset.
 */
export const CallableRubricTraitSchema = z
  .strictObject({
    name: laxStr.pipe(z.string().min(1, 'must not be empty')),
    description: laxStr.nullable().default(null),
    summary: laxStr.nullable().default(null),
    kind: laxLiteral(['boolean', 'score', 'literal']),
    /** Base64 of the cloudpickled Python function (empty for traits defined in TypeScript). */
    callable_code: callableCodeSchema,
    min_score: laxInt.nullable().default(null),
    max_score: laxInt.nullable().default(null),
    /** Negates a boolean result (boolean kind only). */
    invert_result: laxBool.default(false),
    classes: TraitClassesSchema,
    higher_is_better: laxBool.nullish().transform((value) => value ?? true),
  })
  .superRefine((trait, ctx) => {
    if (trait.kind !== 'literal') return
    if (trait.classes === null || Object.keys(trait.classes).length === 0) {
      ctx.addIssue({ code: 'custom', path: ['classes'], message: "classes field is required when kind='literal'" })
      return
    }
    const problem = traitClassesProblem(trait.classes)
    if (problem !== null) ctx.addIssue({ code: 'custom', path: ['classes'], message: problem })
  })
  .transform((trait) =>
    trait.kind === 'literal'
      ? { ...trait, min_score: trait.min_score ?? 0, max_score: trait.max_score ?? Object.keys(trait.classes!).length - 1 }
      : trait,
  )

export type CallableRubricTraitInput = z.input<typeof CallableRubricTraitSchema>
export type CallableRubricTrait = z.output<typeof CallableRubricTraitSchema>

/** Options of {@link callableTrait}: the trait's fields in camelCase, with the TS function instead of `callableCode`. */
export type CallableTraitOptions = Omit<CamelCaseKeys<CallableRubricTraitInput>, 'callableCode'> & {
  fn: CallableTraitFunction
  /** Python bytes to store alongside (e.g. kept from a checkpoint). @default '' */
  callableCode?: string | Uint8Array
}

// TS functions of traits built by `callableTrait`, keyed by the trait object (never serialized).
const boundFunctions = new WeakMap<CallableRubricTrait, CallableTraitFunction>()

/**
 * Builds a callable trait evaluated by a TypeScript function. As Karenina's `from_callable`: a score trait
 * needs `minScore < maxScore`, a boolean trait takes no score bounds. The function is bound to the returned
 * object (a registry entry of the same name overrides it); serialized, the trait carries no Python code.
 * @example callableTrait({ name: 'short', kind: 'boolean', fn: (text) => text.split(/\s+/).length <= 50 })
 */
export function callableTrait(options: CallableTraitOptions): CallableRubricTrait {
  const { fn, ...rest } = options
  const subject = `CallableRubricTrait "${options.name}"`
  if (typeof fn !== 'function') throw new ValidationError(['fn'], 'a function (text) => boolean | number | string is required', subject)
  if (options.kind === 'score') {
    if (options.minScore == null || options.maxScore == null) throw new ValidationError(['min_score'], "min_score and max_score are required when kind='score'", subject)
    if (Number(options.minScore) >= Number(options.maxScore))
      throw new ValidationError(['min_score'], `min_score (${options.minScore}) must be less than max_score (${options.maxScore})`, subject)
  } else if (options.kind === 'boolean' && (options.minScore != null || options.maxScore != null)) {
    throw new ValidationError(['min_score'], "min_score and max_score should not be set when kind='boolean'", subject)
  }
  const trait = traitFromOptions('CallableRubricTrait', CallableRubricTraitSchema, { callableCode: '', ...rest })
  boundFunctions.set(trait, fn)
  return trait
}

/** Loads a callable trait from Karenina's serialized dict; its Python code is kept but never run. */
export function callableTraitFromJSON(raw: unknown): CallableRubricTrait {
  return parseTrait('CallableRubricTrait', CallableRubricTraitSchema, raw)
}

/** The TS function that evaluates a trait: the registry entry of its name, else the function bound by `callableTrait`. */
export function resolveCallableFunction(trait: CallableRubricTrait, registry?: CallableRegistry | null): CallableTraitFunction | null {
  if (registry && Object.hasOwn(registry, trait.name)) return registry[trait.name]!
  return boundFunctions.get(trait) ?? null
}

function kindError(trait: CallableRubricTrait, expected: string, value: unknown): Error {
  const got = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value
  return new TypeError(`Callable with kind='${trait.kind}' must return ${expected}, got ${got}`)
}

function checkResult(trait: CallableRubricTrait, value: unknown): boolean | number {
  if (trait.kind === 'boolean') {
    if (typeof value !== 'boolean') throw kindError(trait, 'a boolean', value)
    return trait.invert_result ? !value : value
  }
  if (trait.kind === 'literal') {
    if (typeof value !== 'string') throw kindError(trait, 'a class name (string)', value)
    const index = classIndex(trait.classes as TraitClasses | null, value)
    if (index === -1) throw new RangeError(`'${value}' is not a class of trait '${trait.name}' (classes: ${Object.keys(trait.classes ?? {}).join(', ')})`)
    return index
  }
  const score = unboxNumber(value)
  if (typeof score !== 'number' || Number.isNaN(score)) throw kindError(trait, 'a number', value)
  // No clamping: an out-of-range score is an error (float scores are allowed).
  if (trait.min_score !== null && score < trait.min_score) throw new RangeError(`Score ${score} is below minimum ${trait.min_score} for trait '${trait.name}'`)
  if (trait.max_score !== null && score > trait.max_score) throw new RangeError(`Score ${score} is above maximum ${trait.max_score} for trait '${trait.name}'`)
  return score
}

/**
 * Karenina's `CallableRubricTrait.evaluate(text, override)` with a TS function: boolean kind → the boolean
 * (negated by `invert_result`); literal → the index of the returned class name; score → the number, which
 * must lie within the trait's bounds. Any failure throws `CheckError('runtime')` (Python RuntimeError).
 */
export async function evaluateCallableTrait(trait: CallableRubricTrait, text: string, fn: CallableTraitFunction): Promise<boolean | number> {
  try {
    return checkResult(trait, await fn(text))
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new CheckError('runtime', `Failed to evaluate callable trait '${trait.name}': ${reason}`, { cause: error })
  }
}
