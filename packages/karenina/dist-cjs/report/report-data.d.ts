import type { VerificationResult } from '../results/verification-result.js';
import { type ResultVerdict, type VerdictCounts } from '../results/result-verdict.js';
/** One extracted template field next to its ground truth. */
export interface ReportField {
    name: string;
    /** Display text (Python JSON form, so `5.0` stays a float). */
    extracted: string;
    expected: string;
    /** The field's check result; null when the template gave none. */
    ok: boolean | null;
}
/** One rubric trait score. */
export interface ReportTrait {
    name: string;
    kind: 'llm' | 'regex' | 'callable' | 'metric' | 'agentic';
    score: string;
}
/** One result, flattened for display. */
export interface ReportRow {
    index: number;
    resultId: string;
    questionId: string;
    questionText: string;
    answering: string;
    parsing: string;
    replicate: number | null;
    verdict: ResultVerdict;
    /** Weighted partial credit (0–1) when the template computed one. */
    granularScore: number | null;
    answer: string;
    referenceAnswer: string | null;
    fields: ReportField[];
    traits: ReportTrait[];
    failure: {
        category: string;
        stage: string;
        reason: string;
    } | null;
    tokens: {
        input: number;
        output: number;
        total: number;
    } | null;
    executionSeconds: number | null;
}
/** Counts of one group (an answering model, a judge, a question). */
export type ReportGroup = {
    name: string;
} & VerdictCounts;
/** Everything a report shows, computed once from the results. */
export interface ReportData {
    overall: VerdictCounts;
    byAnsweringModel: ReportGroup[];
    byParsingModel: ReportGroup[];
    byQuestion: (ReportGroup & {
        text: string;
    })[];
    rows: ReportRow[];
    tokens: {
        input: number;
        output: number;
        total: number;
    };
}
/**
 * Flattens results for the terminal summary and the HTML report: verdict counts overall, per answering
 * model, per judge and per question (first-appearance order), and one row per result, grouped by question
 * then model (`index` keeps the result's position in the input).
 * @example
 * const data = buildReportData((await readResultsFile('results.json')).results)
 * data.byAnsweringModel[0] // { name: 'langchain:gpt-4.1-mini', total: 4, passed: 3, …, passRate: 0.75 }
 */
export declare function buildReportData(results: readonly VerificationResult[]): ReportData;
