import type { KareninaMatchers as MatcherSignatures } from 'karenina/runner'

// The options of `toScoreTrait`, and what `toVerify` and `toScoreTrait` accept as the received value.
export type { ResponseInput, ScoreTraitOptions } from 'karenina'

/**
 * The karenina matchers (documented in karenina's runner kit). Declared without type parameters on purpose: vitest 4
 * declares `Matchers<T = any>` and vitest 5 `Matchers<R = …, T = unknown>`, and an augmentation with no type
 * parameters merges with either, so one declaration type-checks on both.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface KareninaMatchers extends MatcherSignatures<void> {}

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Matchers extends KareninaMatchers {}
}
