import { type ResultVerdict } from '../results/result-verdict.js';
import type { VerificationResult } from '../results/verification-result.js';
/**
 * What a "model" is when pairing runs: `combo` (default) = answering model | judge (+ MCP servers), the
 * `get_summary` combo key, so a changed judge is a different model; `answering` = the answering model (+ MCP
 * servers) only, to compare runs whose judge changed.
 */
export type PairBy = 'combo' | 'answering';
/** The replicates of one question × model in one run. */
export interface CellOutcome {
    /**
     * `pass` when more than half the replicates passed; otherwise `error` when every replicate is an error,
     * else `fail`. With one replicate, that result's verdict.
     */
    verdict: ResultVerdict;
    passed: number;
    errors: number;
    total: number;
}
/** A cell with its trait scores (mean over the replicates that have a numeric score). */
export interface ResultCell {
    questionId: string;
    questionText: string;
    model: string;
    outcome: CellOutcome;
    traits: Map<string, number>;
}
/** The key pairing cells across runs. */
export declare const cellKey: (questionId: string, model: string) => string;
/**
 * What pairs a result across runs besides its model: the question id, or for a scenario turn
 * `scenario › node (turn n)`, since one question may be asked at several turns of a scenario.
 */
export declare function pairingId(result: VerificationResult): string;
/** Folds a run's results into cells by question × model (see {@link PairBy}). */
export declare function resultCells(results: readonly VerificationResult[], pairBy: PairBy): Map<string, ResultCell>;
