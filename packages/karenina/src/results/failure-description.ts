import { FAILURE_CATEGORY_DESCRIPTIONS, type Failure } from './failure.js'

// Stages whose model calls go to the judge (parsing model); the others call the answering model.
const JUDGE_STAGES = /parse|rubric|abstention|sufficiency|embedding|deep_?judgment/i

/**
 * A failure that is not a wrong answer, in one line: `server error (retries exhausted) while calling the judge
 * openai:gpt-4o at ParseTemplate — an error, not a wrong answer`.
 */
export function describeFailure(failure: Failure, models: { answering: string; parsing: string }): string {
  const what = FAILURE_CATEGORY_DESCRIPTIONS[failure.category] ?? failure.category
  const retry = failure.group === 'retry'
  const who = JUDGE_STAGES.test(failure.stage) ? `the judge ${models.parsing}` : `the answering model ${models.answering}`
  const where = retry ? `while calling ${who} at ${failure.stage}` : `at ${failure.stage}`
  const kind = failure.group === 'retry' || failure.group === 'system' ? ' — an error, not a wrong answer' : ''
  return `${what} [${failure.category}] ${where}${kind}`
}
