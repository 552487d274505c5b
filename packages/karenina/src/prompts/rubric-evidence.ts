import { pyStrip } from '../compat/py-whitespace.js'
import { joinSections } from './task-prompt.js'

/** What every rubric prompt shows the judge: the question, an optional reference answer and the answer. */
export interface RubricEvidence {
  question: string
  /** The evaluated response (final AI message or full trace, per `use_full_trace_for_rubric`). */
  answer: string
  /** The question's `raw_answer`; shown only when non-empty and a trait of the call sets `include_ground_truth`. */
  referenceAnswer?: string | null
  /** TaskEval mode: the question block is omitted. @default false */
  taskEval?: boolean
}

/** The trait fields that decide whether the reference answer is shown. */
export interface GroundTruthOptIn {
  include_ground_truth?: boolean | null
}

/** Placeholder for a trait without a description. */
export const NO_DESCRIPTION = '(no description provided)'

/** The question, reference-answer and answer sections, in that order (spec 06 §4.3). */
export function rubricEvidenceSections(evidence: RubricEvidence, traits: readonly GroundTruthOptIn[]): string {
  const reference = evidence.referenceAnswer
  const showReference = !!reference && pyStrip(reference) !== '' && traits.some((t) => t.include_ground_truth === true)
  return joinSections(
    evidence.taskEval ? null : `## Question\n${evidence.question}`,
    showReference
      ? `## Reference Answer\nA reference answer for this question, to inform (not replace) your judgment:\n${reference}`
      : null,
    `## Answer to Evaluate\n${evidence.answer}`,
  )
}
