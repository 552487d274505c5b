import { BaseStage } from '../stage.js';
import type { TaskContext, TaskSettings } from '../task-settings.js';
/** Karenina's default embedding model (`EMBEDDING_CHECK_MODEL`). */
export declare const DEFAULT_EMBEDDING_MODEL = "all-MiniLM-L6-v2";
/** Karenina's default similarity threshold (`EMBEDDING_CHECK_THRESHOLD`). */
export declare const DEFAULT_EMBEDDING_THRESHOLD = 0.85;
/**
 * Stage 9 (spec 02 §4.10): when field verification failed and the check is enabled, compares the ground
 * truth and the extracted values by embedding similarity; at or above the threshold the parsing model is asked
 * whether they are semantically equivalent, and a YES turns the field verdict to true. Regex failures are
 * never overridden. The configured embedding model is the one used (Karenina only reports it; compat mode
 * reproduces that: the model comes from `EMBEDDING_CHECK_MODEL`).
 */
export declare class EmbeddingCheckStage extends BaseStage<TaskSettings> {
    readonly name = "EmbeddingCheck";
    readonly requires: ("parsed_answer" | "field_verification_result" | "regex_verification_results")[];
    readonly produces: ("embedding_check_performed" | "embedding_similarity_score" | "embedding_override_applied" | "embedding_model_used")[];
    shouldRun(ctx: TaskContext): boolean;
    execute(ctx: TaskContext): Promise<void>;
}
/** Which embedding model runs and which one is reported, and the threshold (config > env > default). */
export declare function embeddingSettings(ctx: TaskContext): {
    used: string;
    reported: string;
    threshold: number;
};
