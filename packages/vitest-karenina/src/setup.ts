// Registers the karenina matchers: add `vitest-karenina/setup` to `test.setupFiles` (the karenina plugin does).
import { beforeEach, expect } from 'vitest'
import { resetResults } from './current-task.js'
import { kareninaMatchers } from './matchers.js'

expect.extend(kareninaMatchers)

// A retried test starts over: only the last attempt's results are reported.
beforeEach((context) => {
  resetResults(context.task as never)
})

export type { KareninaMatchers, ScoreTraitOptions } from './matchers-types.js'
