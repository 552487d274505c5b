import type { ToolTrajectory } from './tool-trajectory.js'

/** The outcome of a trajectory check: the verdict, the trajectory read, and a message for a test runner. */
export interface TrajectoryVerdict {
  readonly pass: boolean
  readonly trajectory: ToolTrajectory
  /** Why it failed or, with `isNot` (a negated assertion), why it passed; shows the tool sequence. */
  message(options?: { isNot?: boolean }): string
}
