// Registers the karenina matchers: add `vitest-karenina/setup` to `test.setupFiles` (the karenina plugin does).
import { startTestResults } from 'karenina/runner'
import { beforeEach, expect } from 'vitest'
import { kareninaMatchers } from './matchers.js'

expect.extend(kareninaMatchers)

// A retried test starts over: only the last attempt's results are reported.
beforeEach((context) => {
  startTestResults(context.task.id)
})

export type { KareninaMatchers, ScoreTraitOptions } from './matchers-types.js'
