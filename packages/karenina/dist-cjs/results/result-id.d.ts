import { type ModelIdentity } from '../config/model-identity.js';
/** What a result id is computed from (spec 04 §2.2). Missing optional parts count as `null`. */
export interface ResultIdInput {
    questionId: string;
    answering: ModelIdentity;
    parsing: ModelIdentity;
    /** The result's `timestamp` string, exactly as stored. */
    timestamp: string;
    replicate?: number | null;
    scenarioId?: string | null;
    scenarioNode?: string | null;
    scenarioTurn?: number | null;
}
/**
 * The exact text hashed into a result id: Python `json.dumps(data, sort_keys=True, ensure_ascii=True)` of
 * the canonical keys, question id, replicate, scenario coordinates and timestamp.
 */
export declare function resultIdCanonicalJson(input: ResultIdInput): string;
/** Karenina's `result_id`: the first 16 hex chars of SHA-256 over the canonical JSON (UTF-8). */
export declare function computeResultId(input: ResultIdInput): string;
