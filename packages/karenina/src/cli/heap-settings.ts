import { setFlagsFromString } from 'node:v8'

/** The `karenina` process's V8 heap settings, each with the flags of a user's own that it gives way to. */
const SETTINGS = [
  {
    // V8 doubles the young generation whenever objects survive a scavenge, up to 3 × 64 MiB on a machine with much
    // memory; loading a checkpoint keeps every question, so it grew to its maximum and made most of the peak RSS of
    // `karenina validate` and `karenina verify` (issue 31: 5,000 questions, 318 → 201 MiB for validate at the same CPU).
    flag: '--semi-space-growth-factor=1',
    own: /--(max-semi-space-size|min-semi-space-size|semi-space-growth-factor|max-young-generation-size|scavenger-max-new-space-capacity-mb)\b/,
  },
  {
    // After a full collection V8 lets the old generation grow to up to 4 × what survived before the next one; the
    // first comes while a checkpoint is parsed, and the run then filled the 4 × (issue 31: verify of 5,000 questions
    // peaked at ~260 MiB whatever it kept). 10% more than what survived, as docs/performance.md measures.
    flag: '--heap-growing-percent=10',
    own: /--(heap-growing-percent|optimize-for-size)\b/,
  },
]

/**
 * Tunes V8's heap for the CLI, which owns its process; a user's own flag of a setting (NODE_OPTIONS or the command
 * line) wins. V8 reads both flags each time it sizes a space, so setting them at start-up takes effect (unlike
 * --max-semi-space-size, read once when the heap is made). Returns the flags set.
 */
export function tuneHeap(execArgv: readonly string[], nodeOptions: string | undefined): string[] {
  const given = `${execArgv.join(' ')} ${nodeOptions ?? ''}`
  const set = SETTINGS.filter((setting) => !setting.own.test(given)).map((setting) => setting.flag)
  for (const flag of set) setFlagsFromString(flag)
  return set
}

// Imported by main.ts before the CLI's modules, whose loading already grows the heap.
tuneHeap(process.execArgv, process.env['NODE_OPTIONS'])
