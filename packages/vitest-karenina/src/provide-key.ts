import type { RunnerConfigInput } from 'karenina'

/** The key under which the karenina plugin provides its config to the workers (vitest `provide`/`inject`). */
export const PROVIDE_KEY = 'karenina'

/** What the plugin provides: the runner config, and whether snapshots are being updated (`vitest -u`). */
export interface ProvidedKareninaConfig {
  config: RunnerConfigInput
  updateSnapshots: boolean
}
