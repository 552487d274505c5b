import type { Failure, FailureCategory } from './failure.js'

/** Each failure category in words, as reports and test-runner messages name it. */
export const FAILURE_CATEGORY_DESCRIPTIONS: Readonly<Record<FailureCategory, string>> = {
  content: 'wrong answer',
  recursion_limit: 'agent recursion limit reached',
  trace_validation: 'trace validation failed',
  deep_judgment: 'deep judgment found no supporting excerpts',
  deep_judgment_rubric: 'rubric deep judgment found no supporting excerpts',
  timeout: 'timeout (retries exhausted)',
  connection: 'connection error (retries exhausted)',
  rate_limit: 'rate limit (retries exhausted)',
  server_error: 'server error (retries exhausted)',
  abstention: 'the model abstained',
  sufficiency: 'insufficient response',
  template_validation: 'the answer template cannot run',
  parsing: 'the judge produced no valid object',
  unexpected_error: 'unexpected error',
  answerer_error: 'the app (answerer) failed',
}

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
