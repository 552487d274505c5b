// jest-karenina/setup: add to `setupFilesAfterEnv`. Registers the karenina matchers and their typings.
import { beforeEach, expect, jest } from '@jest/globals'
import { startTestResults } from 'karenina/runner'
import { kareninaMatchers } from './matchers.js'
import { raisedTestTimeout } from './runner-context.js'
import './matchers-types.js'

expect.extend(kareninaMatchers)

// Judge-backed matchers can outlast jest's 5 s default: 60 s unless the config (or --testTimeout) set one.
const timeout = raisedTestTimeout()
if (timeout !== null) jest.setTimeout(timeout)

// A retried test starts its results over (they replace, not add to, the earlier attempt's).
beforeEach(() => {
  startTestResults()
})
