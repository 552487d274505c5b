import { createKareninaMatchers } from 'karenina/runner'
import { currentTestId } from './current-task.js'
import { pluginSettings, testFile } from './runner-context.js'

/** The part of vitest's matcher context the karenina matchers read. */
interface MatcherContext {
  isNot: boolean
  currentTestName?: string
  testPath?: string
  task?: unknown
}

/** The matcher implementations (karenina's runner kit), registered with `expect.extend` by `vitest-karenina/setup`. */
export const kareninaMatchers = createKareninaMatchers<MatcherContext>({
  settings: pluginSettings,
  testFile: (context) => testFile(context.testPath),
  testName: (context) => context.currentTestName,
  isNot: (context) => context.isNot,
  testId: (context) => currentTestId(context.task),
})
