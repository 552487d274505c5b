// jest-karenina/setup: add to `setupFilesAfterEnv`. Registers the karenina matchers and their typings.
import { beforeEach, expect } from '@jest/globals'
import { kareninaMatchers } from './matchers.js'
import { resetAttachedCounts } from './side-channel/attach-result.js'
import './matcher-types.js'

expect.extend(kareninaMatchers)

// A retried test starts its results over (its files are overwritten, not added to).
beforeEach(() => {
  resetAttachedCounts()
})
