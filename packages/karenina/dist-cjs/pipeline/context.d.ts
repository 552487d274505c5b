import type { ErrorCategory } from '../errors/error-category.js';
import type { ArtifactKey } from './artifact-keys.js';
import { UsageTracker } from './usage-tracker.js';
/** What a context is built from: the task's identity plus everything the stages read. */
export interface VerificationContextInit<Settings> {
    questionId: string;
    templateId: string;
    questionText: string;
    /** Resolved task settings (models, template, rubric, feature flags) read by the stages. */
    settings: Settings;
    /** Cancels the task: stages pass it down to every LLM call. */
    signal?: AbortSignal;
    /** Clock used for timestamps and execution time (injectable for exact assertions in tests). */
    now?: () => Date;
}
/**
 * The mutable state one task's stages share (spec 02 §2): two separate maps (artifacts between stages,
 * result fields read by FinalizeResult) and the error state. Stages record outcomes here instead of
 * throwing, so every task ends in a VerificationResult.
 */
export declare class VerificationContext<Settings = unknown> {
    readonly questionId: string;
    readonly templateId: string;
    readonly questionText: string;
    readonly settings: Settings;
    readonly signal: AbortSignal | undefined;
    readonly now: () => Date;
    readonly artifacts: Map<string, unknown>;
    readonly resultFields: Map<string, unknown>;
    /** Outputs of custom stages that FinalizeResult copies into `result.extensions` (spec 00 A15). */
    readonly extensions: Map<string, unknown>;
    readonly warnings: string[];
    error: string | null;
    errorCategory: ErrorCategory | null;
    errorStage: string | null;
    lastRunStage: string | null;
    completedWithoutErrors: boolean;
    constructor(init: VerificationContextInit<Settings>);
    setArtifact(key: ArtifactKey | (string & {}), value: unknown): void;
    /** The artifact's value, or `fallback` when absent (a stored `null` is returned as `null`). */
    getArtifact<T = unknown>(key: ArtifactKey | (string & {}), fallback?: T | null): T | null;
    /** Key presence: an artifact stored as `null` counts as present, as in Karenina. */
    hasArtifact(key: ArtifactKey | (string & {})): boolean;
    setResultField(key: ArtifactKey | (string & {}), value: unknown): void;
    getResultField<T = unknown>(key: ArtifactKey | (string & {}), fallback?: T | null): T | null;
    /** Writes the same value to the artifact and the result-field maps (many stages do both). */
    setArtifactAndResult(key: ArtifactKey | (string & {}), value: unknown): void;
    /**
     * The task's token accounting (artifact `usage_tracker`, Karenina's `get_or_create_usage_tracker`),
     * created on first use. Calls a custom stage tracks here appear in the result's `usage_metadata`:
     * `context.usageTracker().track('toxicity_check', usage, 'openai:gpt-4.1-mini')`.
     */
    usageTracker(): UsageTracker;
    /** Records an error; later non-finalize stages skip by default. A previous error is kept as a warning. */
    markError(message: string, options?: {
        category?: ErrorCategory;
        stage?: string;
    }): void;
    beginStage(name: string): void;
    /** Appends a warning; after 50 one truncation note is added and later warnings are dropped. */
    addWarning(message: string): void;
    /** Sets `failed_stage` unless an earlier guard already did (the first failure wins). */
    setFailedStageOnce(stage: string): void;
    /** Whether Parse/Verify may still score a partial answer cut by a timeout (spec 02 §2.2). */
    canScorePartialTimeout(allowPartialTraceScoring: boolean): boolean;
}
