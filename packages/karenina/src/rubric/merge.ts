import { pyRepr } from '../compat/py-str.js'
import { ValidationError } from '../errors/validation-error.js'
import { rubricTraitNames, TRAIT_TYPES, traitListKey, traitsOf, type Rubric, type TraitType } from './rubric.js'

/** Where a trait of a task's rubric comes from (`result.rubric.trait_provenance`). */
export type TraitSource = 'global' | 'question_specific' | 'dynamic'

/** Trait name → source. */
export type TraitProvenance = Record<string, TraitSource>

/** A merged rubric and the source of each of its traits (both null when there is no rubric). */
export interface MergedRubric {
  rubric: Rubric | null
  provenance: TraitProvenance | null
}

/** Options of {@link mergeRubrics}. */
export interface MergeRubricsOptions {
  /** Named in conflict errors (`question q_7f3a rubric`). */
  questionId?: string
}

function provenanceOf(rubric: Rubric, source: TraitSource): TraitProvenance {
  return Object.fromEntries(rubricTraitNames(rubric).map((name) => [name, source]))
}

/** How a name-conflict error names the two rubrics it compares. */
interface ConflictLabels {
  /** The rubric the other's traits join (`global`, `static`). */
  base: string
  /** The rubric whose traits join it (`question-specific`, `dynamic`). */
  added: string
  /** Both, as the same-type error words them (`global and question`). */
  pair: string
  subject: string
}

/**
 * Karenina's conflict rules of `merge_rubrics` (spec 03 §5): names of `types` lists of `added` that the same
 * list of `base` holds throw one ValidationError listing them all as `type:name` (sorted); a name `base` uses
 * for another trait type throws, naming both.
 */
export function assertNoNameConflicts(base: Rubric, added: Rubric, labels: ConflictLabels, types: readonly TraitType[] = TRAIT_TYPES): void {
  const baseType = new Map(TRAIT_TYPES.flatMap((type) => rubricTraitNames(base, type).map((name) => [name, type] as const)))
  const conflicts = types.flatMap((type) => rubricTraitNames(added, type).filter((name) => baseType.get(name) === type).map((name) => `${type}:${name}`))
  if (conflicts.length > 0) {
    conflicts.sort()
    const firstType = conflicts[0]!.split(':')[0] as TraitType
    throw new ValidationError([traitListKey(firstType)], `Same-type trait name conflicts between ${labels.pair} rubrics: ${pyRepr(conflicts)}`, labels.subject)
  }
  for (const type of types) {
    for (const [index, trait] of traitsOf(added, type).entries()) {
      const other = baseType.get(trait.name)
      if (other !== undefined) {
        throw new ValidationError(
          [traitListKey(type), index, 'name'],
          `Duplicate trait name '${trait.name}' across different trait types (${labels.base} ${other} trait and ${labels.added} ${type} trait)`,
          labels.subject,
        )
      }
    }
  }
}

/**
 * Karenina's `merge_rubrics` (spec 03 §5): the benchmark-level (global) rubric followed by the question's
 * own, each trait list concatenated in that order, with the provenance of every trait. A trait name in
 * both throws ({@link assertNoNameConflicts}).
 */
export function mergeRubrics(global: Rubric | null | undefined, question: Rubric | null | undefined, options: MergeRubricsOptions = {}): MergedRubric {
  if (!global && !question) return { rubric: null, provenance: null }
  if (!question) return { rubric: global!, provenance: provenanceOf(global!, 'global') }
  if (!global) return { rubric: question, provenance: provenanceOf(question, 'question_specific') }

  const subject = options.questionId === undefined ? 'question rubric' : `question ${options.questionId} rubric`
  assertNoNameConflicts(global, question, { base: 'global', added: 'question-specific', pair: 'global and question', subject })
  const merged = (type: TraitType) => [...traitsOf(global, type), ...traitsOf(question, type)]
  const rubric = Object.fromEntries(TRAIT_TYPES.map((type) => [traitListKey(type), merged(type)])) as Rubric
  return { rubric, provenance: { ...provenanceOf(global, 'global'), ...provenanceOf(question, 'question_specific') } }
}

/**
 * Karenina's `merge_dynamic_rubrics` (spec 03 §5): the benchmark-level dynamic rubric followed by the
 * question's, with the same conflict rules as {@link mergeRubrics} and no provenance (a promoted trait's
 * provenance is `"dynamic"`).
 */
export function mergeDynamicRubrics(global: Rubric | null | undefined, question: Rubric | null | undefined, options: MergeRubricsOptions = {}): Rubric | null {
  const subject = options.questionId === undefined ? undefined : `${options.questionId} dynamic`
  return mergeRubrics(global, question, subject === undefined ? {} : { questionId: subject }).rubric
}
