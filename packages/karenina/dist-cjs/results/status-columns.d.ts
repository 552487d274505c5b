import type { VerificationResult } from './verification-result.js';
/** The status columns every analysis row starts with (spec 04 §6.1). */
export interface StatusColumns {
    /** `metadata.failure === null`. */
    success: boolean;
    failure_category: string | null;
    failure_group: string | null;
    failure_stage: string | null;
    failure_reason: string | null;
    /** Caveat values joined by `,` (empty when none). */
    caveats: string;
}
/** The identity columns shared by template, rubric and judgment rows. */
export interface IdentityColumns {
    question_id: string;
    template_id: string;
    question_text: string;
    keywords: string[] | null;
    replicate: number | null;
    scenario_id: string | null;
    scenario_node: string | null;
    scenario_turn: number | null;
    scenario_path: string[] | null;
    answering_model: string;
    parsing_model: string;
    answering_system_prompt: string | null;
    parsing_system_prompt: string | null;
}
/** Status columns of one result. */
export declare function statusColumns(result: VerificationResult): StatusColumns;
/** Identity columns of one result. */
export declare function identityColumns(result: VerificationResult): IdentityColumns;
