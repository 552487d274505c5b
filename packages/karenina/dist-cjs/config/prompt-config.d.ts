import { z } from 'zod';
import type { PromptTask } from './prompt-task.js';
/**
 * Karenina's `PromptConfig` (spec 05 §3.2): user instructions appended to the system text of the calls of
 * each task family. Extra keys are rejected.
 */
export declare const PromptConfigSchema: z.ZodObject<{
    generation: z.ZodDefault<z.ZodNullable<z.ZodString>>;
    parsing: z.ZodDefault<z.ZodNullable<z.ZodString>>;
    abstention_detection: z.ZodDefault<z.ZodNullable<z.ZodString>>;
    sufficiency_detection: z.ZodDefault<z.ZodNullable<z.ZodString>>;
    rubric_evaluation: z.ZodDefault<z.ZodNullable<z.ZodString>>;
    agentic_parsing: z.ZodDefault<z.ZodNullable<z.ZodString>>;
    deep_judgment: z.ZodDefault<z.ZodNullable<z.ZodString>>;
}, z.core.$strict>;
/** A prompt config as users write it. */
export type PromptConfigInput = z.input<typeof PromptConfigSchema>;
/** A resolved prompt config. */
export type PromptConfig = z.output<typeof PromptConfigSchema>;
/** A field of {@link PromptConfig}. */
export type PromptConfigKey = keyof PromptConfig;
/** The `PromptConfig` field that routes a task (`get_for_task`'s key), or `null` when none does. */
export declare function promptConfigKeyFor(task: PromptTask): PromptConfigKey | null;
/** Karenina's `PromptConfig.get_for_task(task)`: the user instructions for a task, or `null`. */
export declare function promptInstructionsFor(config: PromptConfig | null | undefined, task: PromptTask): string | null;
