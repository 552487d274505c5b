import { z } from 'zod'
import type { PromptTask } from './prompt-task.js'

const instructions = z.string().nullable().default(null)

/**
 * Karenina's `PromptConfig` (spec 05 §3.2): user instructions appended to the system text of the calls of
 * each task family. Extra keys are rejected.
 */
export const PromptConfigSchema = z.strictObject({
  /** Appended to the answering system prompt. @default null */
  generation: instructions,
  /** Template parsing (task `parsing`). @default null */
  parsing: instructions,
  /** Abstention check. @default null */
  abstention_detection: instructions,
  /** Sufficiency check. @default null */
  sufficiency_detection: instructions,
  /** Every `rubric_*` task. @default null */
  rubric_evaluation: instructions,
  /** Every `agentic_parsing_*` task. @default null */
  agentic_parsing: instructions,
  /** Every `dj_*` task. @default null */
  deep_judgment: instructions,
})

/** A resolved prompt config. */
export type PromptConfig = z.output<typeof PromptConfigSchema>
/** A field of {@link PromptConfig}. */
export type PromptConfigKey = keyof PromptConfig

/** The `PromptConfig` field that routes a task (`get_for_task`'s key), or `null` when none does. */
export function promptConfigKeyFor(task: PromptTask): PromptConfigKey | null {
  if (Object.hasOwn(PromptConfigSchema.shape, task)) return task as PromptConfigKey
  if (task.startsWith('rubric_')) return 'rubric_evaluation'
  if (task.startsWith('agentic_parsing_')) return 'agentic_parsing'
  if (task.startsWith('dj_')) return 'deep_judgment'
  return null
}

/** Karenina's `PromptConfig.get_for_task(task)`: the user instructions for a task, or `null`. */
export function promptInstructionsFor(config: PromptConfig | null | undefined, task: PromptTask): string | null {
  if (!config) return null
  const key = promptConfigKeyFor(task)
  return key === null ? null : config[key]
}
