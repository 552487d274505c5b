import type { ErrorCategory } from '../errors/error-category.js';
import type { VerificationContext } from './context.js';
import type { Stage } from './stage.js';
import { type UnmetRequirement } from './stage-registry.js';
/** How a thrown error maps to an error category (the provider layer knows; default: permanent). */
export type ClassifyError = (error: unknown) => ErrorCategory;
export interface OrchestratorOptions {
    classifyError?: ClassifyError;
    /** Current retry counts per category, refreshed into the `retry_counts` artifact after each stage. */
    retryCounts?: () => Record<string, unknown>;
}
/**
 * Runs a task's stages over one context (spec 02 §3): dependencies are validated before any work,
 * a stage that throws marks the error and later stages skip, and the finalize stage always runs.
 */
export declare class StageOrchestrator<Settings = unknown> {
    #private;
    private readonly options;
    readonly stages: readonly Stage<Settings>[];
    constructor(stages: readonly Stage<Settings>[], options?: OrchestratorOptions);
    /** Stages whose declared `requires` no earlier stage `produces` (empty when the graph is valid). */
    unmetRequirements(): UnmetRequirement[];
    /** Throws a StageGraphError (Karenina's message) when a stage requires an artifact nothing earlier produces. */
    validateDependencies(): void;
    /** Runs every stage; returns after FinalizeResult. Only a misconfigured stage graph throws. */
    execute(context: VerificationContext<Settings>): Promise<void>;
    private refreshRetryCounts;
}
/** Karenina's result timestamp: local time `YYYY-MM-DD HH:MM:SS` (not ISO 8601). */
export declare function formatLocalTimestamp(date: Date): string;
