import { z } from 'zod'
import { ValidationError } from '../errors/validation-error.js'
import { unknownKeyMessage, unknownKeys } from '../utils/did-you-mean.js'
import { AgenticRubricTraitSchema, type AgenticRubricTrait } from './traits/agentic-trait.js'
import { CallableRubricTraitSchema, type CallableRubricTrait } from './traits/callable-trait.js'
import { LLMRubricTraitSchema, type LLMRubricTrait } from './traits/llm-trait.js'
import { MetricRubricTraitSchema, type MetricRubricTrait } from './traits/metric-trait.js'
import { parseTrait } from './traits/parse-trait.js'
import { RegexRubricTraitSchema, type RegexRubricTrait } from './traits/regex-trait.js'

/** The five trait types of a rubric, in Karenina's order (`get_trait_names()` order). */
export const TRAIT_TYPES = ['llm', 'regex', 'callable', 'metric', 'agentic'] as const
export type TraitType = (typeof TRAIT_TYPES)[number]

/** The trait of each type. */
export interface TraitByType {
  llm: LLMRubricTrait
  regex: RegexRubricTrait
  callable: CallableRubricTrait
  metric: MetricRubricTrait
  agentic: AgenticRubricTrait
}
export type AnyRubricTrait = TraitByType[TraitType]

/** The serialized list key of a trait type (`llm` → `llm_traits`). */
export function traitListKey<T extends TraitType>(type: T): `${T}_traits` {
  return `${type}_traits`
}

type TraitLists = { readonly [T in TraitType as `${T}_traits`]: readonly TraitByType[T][] }

/**
 * Karenina's rubric rules (spec 03 §1): no duplicate name inside a list, no name in two lists, no `.` in a
 * name (dotted keys are reserved for template-kind fields, `trait.field`). The first problem, or null.
 */
export function rubricNameProblem(rubric: TraitLists): { path: (string | number)[]; message: string } | null {
  const owner = new Map<string, TraitType>()
  for (const type of TRAIT_TYPES) {
    const seen = new Set<string>()
    const list = rubric[traitListKey(type)] as readonly { name: string }[]
    for (const [index, { name }] of list.entries()) {
      const path = [traitListKey(type), index, 'name']
      if (name.includes('.')) return { path, message: `Trait name '${name}' contains '.', which is reserved for template-kind keys ('trait.field')` }
      if (seen.has(name)) return { path, message: `Duplicate ${type} trait name '${name}'` }
      seen.add(name)
      const other = owner.get(name)
      if (other !== undefined) return { path, message: `Duplicate trait name '${name}' across different trait types (${other} and ${type})` }
      owner.set(name, type)
    }
  }
  return null
}

/** Karenina's `Rubric` (serialized keys; extra keys rejected; every list defaults to `[]`). */
export const RubricSchema = z
  .strictObject({
    llm_traits: z.array(LLMRubricTraitSchema).default(() => []),
    regex_traits: z.array(RegexRubricTraitSchema).default(() => []),
    callable_traits: z.array(CallableRubricTraitSchema).default(() => []),
    metric_traits: z.array(MetricRubricTraitSchema).default(() => []),
    agentic_traits: z.array(AgenticRubricTraitSchema).default(() => []),
  })
  .superRefine((rubric, ctx) => {
    const problem = rubricNameProblem(rubric)
    if (problem !== null) ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message })
  })

export type RubricInput = z.input<typeof RubricSchema>
/** A rubric: its traits by type, in Karenina's serialized shape. */
export type Rubric = z.output<typeof RubricSchema>

/** Options of {@link defineRubric}: built traits per type (`llmTraits`, `regexTraits` …; every list optional). */
export type DefineRubricOptions = { [T in TraitType as `${T}Traits`]?: readonly TraitByType[T][] }

function assemble(lists: TraitLists): Rubric {
  const problem = rubricNameProblem(lists)
  if (problem !== null) throw new ValidationError(problem.path, problem.message, 'Rubric')
  return Object.fromEntries(TRAIT_TYPES.map((type) => [traitListKey(type), [...lists[traitListKey(type)]]])) as Rubric
}

/**
 * A rubric from traits built with `llmTrait`, `regexTrait`, `callableTrait`, `metricTrait`, `agenticTrait`.
 * Throws a ValidationError on a duplicate or dotted trait name. The trait objects are kept as given (a
 * callable trait keeps its bound function).
 * @example
 * const rubric = defineRubric({
 *   llmTraits: [llmTrait({ name: 'conciseness', kind: 'score', description: 'How concise is it?' })],
 *   regexTraits: [regexTrait({ name: 'citations', pattern: '\\[\\d+\\]' })],
 * })
 */
export function defineRubric(options: DefineRubricOptions = {}): Rubric {
  const known = TRAIT_TYPES.map((type) => `${type}Traits` as const)
  const [key] = unknownKeys(options, known)
  if (key !== undefined) throw new ValidationError([key], unknownKeyMessage(key, 'defineRubric options', known), 'defineRubric')
  const lists = Object.fromEntries(TRAIT_TYPES.map((type) => [traitListKey(type), options[`${type}Traits`] ?? []]))
  return assemble(lists as unknown as TraitLists)
}

/** The type of a built trait, told apart by its fields (Karenina's isinstance dispatch). */
export function traitTypeOf(trait: AnyRubricTrait): TraitType {
  if ('pattern' in trait) return 'regex'
  if ('callable_code' in trait) return 'callable'
  if ('tp_instructions' in trait) return 'metric'
  if ('context_mode' in trait) return 'agentic'
  return 'llm'
}

/** Karenina's `Rubric.from_traits`: a flat list of built traits sorted into the typed lists. */
export function rubricFromTraits(traits: readonly AnyRubricTrait[]): Rubric {
  const lists = Object.fromEntries(TRAIT_TYPES.map((type) => [traitListKey(type), []])) as Record<string, AnyRubricTrait[]>
  for (const trait of traits) lists[traitListKey(traitTypeOf(trait))]!.push(trait)
  return assemble(lists as unknown as TraitLists)
}

/** Loads a rubric from Karenina's serialized dict; throws a ValidationError naming the trait and field. */
export function rubricFromJSON(raw: unknown): Rubric {
  return parseTrait('Rubric', RubricSchema, raw)
}

/** The rubric as Karenina serializes it (callable code stays base64; TS functions are not serialized). */
export function rubricToJSON(rubric: Rubric): Record<string, unknown> {
  return structuredClone(rubric) as unknown as Record<string, unknown>
}

/** The traits of one type. */
export function traitsOf<T extends TraitType>(rubric: Rubric, type: T): readonly TraitByType[T][] {
  return rubric[traitListKey(type)] as unknown as readonly TraitByType[T][]
}

/** Karenina's `get_trait_names()` (llm, regex, callable, metric, agentic order), or one type's names. */
export function rubricTraitNames(rubric: Rubric, type?: TraitType): string[] {
  return (type ? [type] : TRAIT_TYPES).flatMap((t) => traitsOf(rubric, t).map((trait) => trait.name))
}

// Tolerates partial rubric-like objects (e.g. a dynamic rubric held untyped by the task settings).
function hasTraitsOf(rubric: Partial<Rubric> | null | undefined, types: readonly TraitType[]): boolean {
  if (!rubric) return false
  return types.some((t) => {
    const list = rubric[traitListKey(t)]
    return Array.isArray(list) && list.length > 0
  })
}

/** The traits the RubricEvaluation stage handles exist (LLM, regex, callable or metric). */
export function hasNonAgenticTraits(rubric: Partial<Rubric> | null | undefined): boolean {
  return hasTraitsOf(rubric, ['llm', 'regex', 'callable', 'metric'])
}

/** The rubric has agentic traits (AgenticRubricEvaluation stage). */
export function hasAgenticTraits(rubric: Partial<Rubric> | null | undefined): boolean {
  return hasTraitsOf(rubric, ['agentic'])
}
