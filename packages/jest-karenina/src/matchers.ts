import type { MatcherContext } from 'expect'
import { type MatcherOptions, type SatisfyTemplateOptions, type ScoreTraitOptions, type scoreTrait } from 'karenina'
import { createKareninaMatchers } from 'karenina/runner'
import { jestGlobalsConfig, testFile } from './runner-context.js'
import { currentTask, currentTestName } from './current-task.js'

/** A rubric trait of any kind, as `toScoreTrait` takes it. */
export type RubricTraitInput = Parameters<typeof scoreTrait>[1]

/** Options of `toVerify`: judge model, granular threshold, evaluation mode, rubric and trait expectations, … */
export type VerifyMatcherOptions = MatcherOptions

/** Options of `toScoreTrait`: the judge model (LLM traits), the question, … */
export type ScoreTraitMatcherOptions = ScoreTraitOptions

/** Options of `toSatisfyTemplate`. */
export type SatisfyTemplateMatcherOptions = SatisfyTemplateOptions

/** The matchers (karenina's runner kit), as `expect.extend` takes them; registered by `jest-karenina/setup`. */
export const kareninaMatchers = createKareninaMatchers<MatcherContext>({
  settings: () => jestGlobalsConfig(),
  testFile,
  testName: (context) => currentTestName(context),
  isNot: (context) => context.isNot ?? false,
  testId: (context) => currentTask(context),
})
