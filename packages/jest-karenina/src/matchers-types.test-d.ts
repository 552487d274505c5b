// Type-level test (checked by `tsc -p tsconfig.json`, left out of the build): within one build's typings, each
// augmentation of matchers-types.ts has exactly the members of KareninaMatchers.
import type { KareninaMatchers } from './matchers-types.js'

// Each augmentation has every KareninaMatchers member, with the same signature (checked here, at build time).
type SameMembers<A, B> = (<X>() => X extends A ? 1 : 2) extends <X>() => X extends B ? 1 : 2 ? true : false
type Holds<T extends true> = T
/** Fails `pnpm typecheck` when an augmentation drifts from KareninaMatchers. */
export type AugmentationsMatch = [
  Holds<SameMembers<Pick<import('expect').Matchers<void>, keyof KareninaMatchers<void>>, KareninaMatchers<void>>>,
  Holds<SameMembers<Pick<jest.Matchers<void>, keyof KareninaMatchers<void>>, KareninaMatchers<void>>>,
]
