// A full garbage collection on demand, without starting Node with --expose-gc: the overhead figure collects
// between its sides, so that neither side's leftover garbage is collected (and timed) during the other's round.
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

let gc: (() => void) | undefined

/** Runs a full (major) GC; returns how long it took, in ms. */
export function fullGc(): number {
  if (gc === undefined) {
    setFlagsFromString('--expose-gc')
    gc = runInNewContext('gc') as () => void
  }
  const t0 = performance.now()
  gc()
  return performance.now() - t0
}
