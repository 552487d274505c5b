import { setFlagsFromString } from 'node:v8'

/** V8 flags of the young generation's size a user may have set; theirs then stand. */
const YOUNG_GENERATION_FLAGS = /--(max-semi-space-size|min-semi-space-size|semi-space-growth-factor|max-young-generation-size|scavenger-max-new-space-capacity-mb)\b/

/**
 * Keeps V8's young generation at its starting size in the `karenina` process. V8 doubles it whenever objects
 * survive a scavenge, up to 3 × 64 MiB on a machine with much memory; loading a checkpoint keeps every question, so it
 * grew to its maximum and made most of the peak RSS of `karenina validate` and `karenina verify` (issue 31: 5,000
 * questions, 318 → 201 MiB for validate at the same CPU time). The CLI owns its process, so it may tune its heap; a
 * user's own young-generation flag (NODE_OPTIONS or the command line) wins. Read by V8 each time it would grow the
 * space, so setting it at start-up takes effect (unlike --max-semi-space-size, which is read once when the heap is made).
 */
export function keepYoungGenerationSmall(execArgv: readonly string[], nodeOptions: string | undefined): boolean {
  if (YOUNG_GENERATION_FLAGS.test(`${execArgv.join(' ')} ${nodeOptions ?? ''}`)) return false
  setFlagsFromString('--semi-space-growth-factor=1')
  return true
}

// Imported by main.ts before the CLI's modules, whose loading already grows the space.
keepYoungGenerationSmall(process.execArgv, process.env['NODE_OPTIONS'])
