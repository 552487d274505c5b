import { z } from 'zod'
import { pyLower } from '../../compat/py-lower.js'
import { pyStrip } from '../../compat/py-whitespace.js'
import { laxBool, laxFloat, laxInt, laxLiteral, laxStr } from '../../compat/pydantic-lax.js'
import type { CamelCaseKeys } from '../../primitives/define-primitive.js'
import { parseTrait, traitFromOptions } from './parse-trait.js'
import { isTemplateKind, type ScalarTraitKind, type TemplateKind, templateKindFromZod, TemplateKindSchema } from './template-kind.js'

/** `classes` of a literal trait: class name → description, in index order (`null` when unset). */
export const TraitClassesSchema = z.record(z.string(), laxStr).nullable().default(null)

/** Literal classes: `{className: description}`; insertion order is index order. */
export type TraitClasses = Readonly<Record<string, string>>

/**
 * Karenina's `validate_classes` (spec 03 §2.1): 2–20 classes, names and descriptions non-empty after
 * Python `strip()`, names unique case-insensitively. Returns the problem, or null when valid.
 */
export function traitClassesProblem(classes: TraitClasses): string | null {
  const entries = Object.entries(classes)
  if (entries.length < 2) return 'Literal trait must have at least 2 classes'
  if (entries.length > 20) return 'Literal trait cannot have more than 20 classes'
  const seen = new Set<string>()
  for (const [name, description] of entries) {
    if (pyStrip(name) === '') return 'Class names cannot be empty'
    if (pyStrip(description) === '') return `Description for class '${name}' cannot be empty`
    const lower = pyLower(name)
    if (seen.has(lower)) return `Duplicate class name (case-insensitive): '${name}'`
    seen.add(lower)
  }
  return null
}

/** Karenina's `get_class_index`: the exact (case-sensitive) index of a class name, `-1` when absent. */
export function classIndex(classes: TraitClasses | null, name: string): number {
  return classes === null ? -1 : Object.keys(classes).indexOf(name)
}

const KIND_EXPECTED = `expected "boolean", "score", "literal" or a template kind {"type": "template", "schema": …}`

/** `"boolean" | "score" | "literal"` or a template kind dict (shared with agentic traits). */
export const TraitKindSchema = z.union([laxLiteral(['boolean', 'score', 'literal']), TemplateKindSchema], { error: KIND_EXPECTED })

const nullableInt = laxInt.nullable()

/** The kind-dependent values of an LLM or agentic trait (literal bounds, `higher_is_better`; see the schemas). */
export function withKindDefaults<
  T extends { kind: unknown; classes: TraitClasses | null; min_score: number | null; max_score: number | null; higher_is_better?: boolean | null },
>(trait: T) {
  const literal = trait.kind === 'literal' && trait.classes !== null
  return {
    ...trait,
    min_score: literal ? 0 : trait.min_score,
    max_score: literal ? Object.keys(trait.classes!).length - 1 : trait.max_score,
    higher_is_better: isTemplateKind(trait.kind) ? null : (trait.higher_is_better ?? true),
  }
}

/**
 * Karenina's `LLMRubricTrait` (spec 03 §2.1), serialized keys in Karenina's order; extra keys rejected,
 * Pydantic lax scalars. Literal traits get `min_score = 0` and `max_score = classes − 1`; a missing or null
 * `higher_is_better` becomes `true` for scalar kinds and stays `null` (mandatory) for template kinds.
 */
export const LLMRubricTraitSchema = z
  .strictObject({
    name: laxStr.pipe(z.string().min(1, 'must not be empty')),
    description: laxStr.nullable().default(null),
    /** Short concept label used by dynamic rubrics. */
    summary: laxStr.nullable().default(null),
    kind: TraitKindSchema,
    /** @default 1 (literal: 0) */
    min_score: nullableInt.default(1),
    /** @default 5 (literal: number of classes − 1) */
    max_score: nullableInt.default(5),
    /** Class name → description (literal kind; 2–20 classes; insertion order = index order). */
    classes: TraitClassesSchema,
    deep_judgment_enabled: laxBool.default(false),
    deep_judgment_excerpt_enabled: laxBool.default(true),
    deep_judgment_max_excerpts: nullableInt.default(null),
    deep_judgment_fuzzy_match_threshold: laxFloat.nullable().default(null),
    deep_judgment_excerpt_retry_attempts: nullableInt.default(null),
    deep_judgment_search_enabled: laxBool.default(false),
    /** Show the judge the question's `raw_answer` as a reference answer. */
    include_ground_truth: laxBool.default(false),
    higher_is_better: laxBool.nullish(),
  })
  .superRefine((trait, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
    // Karenina validates classes whenever they are present, whatever the kind.
    const classesProblem = trait.classes === null ? null : traitClassesProblem(trait.classes)
    if (classesProblem !== null) issue('classes', classesProblem)
    if (trait.kind === 'literal' && trait.classes === null) issue('classes', "classes field is required when kind='literal'")
    if (isTemplateKind(trait.kind)) {
      if (trait.higher_is_better !== null && trait.higher_is_better !== undefined) issue('higher_is_better', 'must be null for a template kind')
      if (trait.deep_judgment_enabled) issue('deep_judgment_enabled', 'deep judgment is not supported for template-kind traits')
    }
  })
  .transform(withKindDefaults)

export type LLMRubricTraitInput = z.input<typeof LLMRubricTraitSchema>
export type LLMRubricTrait = z.output<typeof LLMRubricTraitSchema>

/** Options of {@link llmTrait}: Karenina's fields in camelCase; `kind` may also be a zod object schema (template kind). */
export type LlmTraitOptions = Omit<CamelCaseKeys<LLMRubricTraitInput>, 'kind'> & {
  kind: ScalarTraitKind | TemplateKind | z.ZodType
}

/**
 * Builds an LLM-judged trait; throws a ValidationError naming the field.
 * @example llmTrait({ name: 'conciseness', kind: 'score', description: 'How concise is the answer?' })
 */
export function llmTrait(options: LlmTraitOptions): LLMRubricTrait {
  const kind = options.kind instanceof z.ZodType ? templateKindFromZod(options.kind) : options.kind
  return traitFromOptions('LLMRubricTrait', LLMRubricTraitSchema, { ...options, kind })
}

/** Loads an LLM trait from Karenina's serialized dict (checkpoint / rubric JSON); throws a ValidationError. */
export function llmTraitFromJSON(raw: unknown): LLMRubricTrait {
  return parseTrait('LLMRubricTrait', LLMRubricTraitSchema, raw)
}

/**
 * Karenina's `validate_score(v)`: template kinds accept anything; boolean needs a boolean; score and literal
 * an integer (not a boolean) within `[min ?? 0, max ?? 5]`, and literal also accepts `-1` (the error state).
 */
export function isValidLlmTraitScore(trait: Pick<LLMRubricTrait, 'kind' | 'min_score' | 'max_score'>, value: unknown): boolean {
  if (isTemplateKind(trait.kind)) return true
  if (trait.kind === 'boolean') return typeof value === 'boolean'
  if (typeof value !== 'number' || !Number.isInteger(value)) return false
  if (trait.kind === 'literal' && value === -1) return true
  return (trait.min_score ?? 0) <= value && value <= (trait.max_score ?? 5)
}
