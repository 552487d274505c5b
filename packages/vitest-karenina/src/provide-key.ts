import type { RunnerConfigInput } from 'karenina'

/** The key under which the karenina plugin provides its config to the workers (vitest `provide`/`inject`). */
export const PROVIDE_KEY = 'karenina'

/**
 * What the plugin provides: the runner config, whether snapshots are being updated (`vitest -u`), and how many
 * results each worker attaches to `task.meta` as plain text before deflating the rest (see `plainRecordBudget`).
 */
export interface ProvidedKareninaConfig {
  config: RunnerConfigInput
  updateSnapshots: boolean
  plainRecords?: number
}
