import { ValidationError } from '../errors/validation-error.js'
import { assertNoNameConflicts, type TraitProvenance } from './merge.js'
import { TRAIT_TYPES, traitListKey, traitsOf, type AnyRubricTrait, type Rubric, type TraitType } from './rubric.js'

/**
 * Karenina's `DynamicRubric` (spec 03 §2.6) is a `Rubric` whose traits are scored only when their concept is
 * present in the response (§7). It has the same lists and name rules, plus a concept text on every trait.
 */
export type DynamicRubric = Rubric

/** The types the presence check covers: agentic dynamic traits are never promoted (spec 02 §9.4). */
const PROMOTABLE_TYPES = ['llm', 'regex', 'callable', 'metric'] as const satisfies readonly TraitType[]

interface ConceptFields {
  name: string
  summary?: string | null
  description?: string | null
}

/** Karenina's `resolve_concept_text`: the concept the presence check asks about (summary, else description, else name). */
export function resolveConceptText(trait: ConceptFields): string {
  return trait.summary ?? trait.description ?? trait.name
}

/**
 * Checks the dynamic-rubric rule on top of the rubric rules (spec 03 §2.6): a trait with neither `summary`
 * nor `description` throws a ValidationError naming it; the returned warnings name the traits that only
 * have a description (their whole description is the concept the presence check shows the judge).
 */
export function checkDynamicRubric(rubric: DynamicRubric, subject = 'dynamic rubric'): string[] {
  const warnings: string[] = []
  for (const type of TRAIT_TYPES) {
    for (const [index, trait] of (traitsOf(rubric, type) as readonly ConceptFields[]).entries()) {
      if (trait.summary) continue
      if (!trait.description) {
        throw new ValidationError(
          [traitListKey(type), index],
          `Dynamic ${type} trait '${trait.name}' needs a summary or a description: it is the concept the presence check looks for`,
          subject,
        )
      }
      warnings.push(`Dynamic ${type} trait '${trait.name}' has no summary; its description is used as the concept to check`)
    }
  }
  return warnings
}

/** The dynamic traits the presence check decides on, in Karenina's type order. */
export function promotableTraits(rubric: DynamicRubric): { type: TraitType; trait: AnyRubricTrait }[] {
  return PROMOTABLE_TYPES.flatMap((type) => traitsOf(rubric, type).map((trait) => ({ type, trait: trait as AnyRubricTrait })))
}

/**
 * Spec 03 §7 step 1: a promotable dynamic trait named like a trait of the same type in the static rubric
 * throws (`type:name`, sorted, as `merge_rubrics`); one named like a static trait of another type throws too,
 * since the promoted rubric would hold the name twice.
 */
export function assertNoDynamicConflicts(rubric: Rubric | null, dynamic: DynamicRubric): void {
  if (rubric === null) return
  const labels = { base: 'static', added: 'dynamic', pair: 'static and dynamic', subject: 'dynamic rubric' }
  assertNoNameConflicts(rubric, dynamic, labels, PROMOTABLE_TYPES)
}

/**
 * The static rubric with the promoted dynamic traits appended to their lists, and the provenance with each
 * of them marked `"dynamic"` (new objects: the static rubric may be shared by other tasks).
 */
export function promoteDynamicTraits(
  rubric: Rubric | null,
  provenance: TraitProvenance | null,
  promoted: readonly { type: TraitType; trait: AnyRubricTrait }[],
): { rubric: Rubric; provenance: TraitProvenance } {
  const list = (type: TraitType) => [...(rubric ? traitsOf(rubric, type) : []), ...promoted.filter((p) => p.type === type).map((p) => p.trait)]
  const sources = Object.fromEntries(promoted.map(({ trait }) => [trait.name, 'dynamic' as const]))
  const merged = Object.fromEntries(TRAIT_TYPES.map((type) => [traitListKey(type), list(type)])) as Rubric
  return { rubric: merged, provenance: { ...provenance, ...sources } }
}
