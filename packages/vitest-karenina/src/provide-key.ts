import type { RecordPacking, RunnerConfigInput } from 'karenina'

/** The key under which the karenina plugin provides its config to the workers (vitest `provide`/`inject`). */
export const PROVIDE_KEY = 'karenina'

/**
 * What the plugin provides: the runner config, whether snapshots are being updated (`vitest -u`), and how workers
 * pack the results they attach to `task.meta` (see `recordPackingFor`).
 */
export interface ProvidedKareninaConfig {
  config: RunnerConfigInput
  updateSnapshots: boolean
  recordPacking?: RecordPacking
}
