import type { ManualTraces } from '../llm/manual/manual-traces.js';
import type { Env } from './env.js';
import { type VerificationConfig } from './verification-config.js';
/** CLI/server overrides of {@link fromOverrides}; `undefined` and `null` leave the base (or default) value. */
export interface VerificationOverrides {
    answeringModel?: string | null;
    answeringProvider?: string | null;
    answeringId?: string | null;
    answeringInterface?: string | null;
    parsingModel?: string | null;
    parsingProvider?: string | null;
    parsingId?: string | null;
    parsingInterface?: string | null;
    /** Applied to a rebuilt answering or parsing model. */
    temperature?: number | null;
    /** With `answeringInterface: 'manual'` (or alone), the answering model becomes a manual model. */
    manualTraces?: ManualTraces | null;
    replicateCount?: number | null;
    abstention?: boolean | null;
    sufficiency?: boolean | null;
    embeddingCheck?: boolean | null;
    deepJudgmentMode?: VerificationConfig['deep_judgment_mode'] | null;
    evaluationMode?: VerificationConfig['evaluation_mode'] | null;
    embeddingThreshold?: number | null;
    embeddingModel?: string | null;
    asyncExecution?: boolean | null;
    asyncWorkers?: number | null;
    maxConcurrentRequests?: number | null;
    useFullTraceForTemplate?: boolean | null;
    useFullTraceForRubric?: boolean | null;
    deepJudgmentRubricMode?: VerificationConfig['deep_judgment_rubric_mode'] | null;
    deepJudgmentRubricExcerpts?: boolean | null;
    deepJudgmentRubricMaxExcerpts?: number | null;
    deepJudgmentRubricFuzzyThreshold?: number | null;
    deepJudgmentRubricRetryAttempts?: number | null;
    /** Accepted and, as in Karenina, dropped by the config (rubric search is enabled per trait). */
    deepJudgmentRubricSearch?: boolean | null;
    deepJudgmentRubricSearchTool?: string | null;
    deepJudgmentRubricConfig?: Record<string, unknown> | null;
    workspaceOutputMode?: VerificationConfig['workspace_output_mode'] | null;
    workspaceOutputDir?: string | null;
    workspaceOutputExcludePatterns?: string[] | null;
}
/**
 * Karenina's `VerificationConfig.from_overrides` (spec 05 §1.3): the base config (or defaults) with every
 * non-null override applied, then resolved again (the environment fills keys only when there is no base).
 * Unlike Karenina, which rebuilds from `model_dump()`, the base's replay store and manual traces are kept.
 */
export declare function fromOverrides(base: VerificationConfig | null | undefined, overrides: VerificationOverrides, env?: Env): VerificationConfig;
