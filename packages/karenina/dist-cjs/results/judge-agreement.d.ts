import type { VerificationResult } from './verification-result.js';
/** Agreement of the judges on one field (null = the overall `verify_result`), per question or overall. */
export interface JudgeAgreementRow {
    /** Null on the per-field rows that pool every question. */
    question_id: string | null;
    /** Template field name, or null for the overall `verify_result`. */
    field: string | null;
    /** Answers (question × answering model × replicate × scenario turn) with verdicts from two or more judges. */
    num_answers: number;
    /** Distinct judges (parsing models) among those answers. */
    num_judges: number;
    /** Answers on which every judge gave the same verdict. */
    unanimous_answers: number;
    /** `unanimous_answers / num_answers` (null when no answer was judged twice). */
    unanimous_rate: number | null;
    /** Judge pairs, over all answers, that gave the same verdict. */
    agreeing_pairs: number;
    total_pairs: number;
    /** `agreeing_pairs / total_pairs` (null when no pair). */
    pairwise_agreement: number | null;
}
/** How often two judges gave the same verdict on the answers both judged. */
export interface JudgePairRow {
    judge_a: string;
    judge_b: string;
    /** Template field name, or null for the overall `verify_result`. */
    field: string | null;
    compared: number;
    agreed: number;
    agreement: number | null;
}
/** Result of `judgeAgreement`. */
export interface JudgeAgreement {
    /** One row per question and field. */
    byQuestion: JudgeAgreementRow[];
    /** One row per field, pooling all questions (`question_id = null`). */
    byField: JudgeAgreementRow[];
    /** One row per judge pair and field. */
    byJudgePair: JudgePairRow[];
}
/**
 * Agreement between judges (parsing models) that verified the same answers: per field and question, the
 * share of answers on which all judges agreed and the pairwise agreement, plus agreement per judge pair.
 * A judge's first result for an answer counts; answers seen by one judge only are left out.
 */
export declare function judgeAgreement(results: readonly VerificationResult[]): JudgeAgreement;
