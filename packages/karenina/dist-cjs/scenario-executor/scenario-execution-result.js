"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ScenarioExecutionResult = void 0;
const capture_replay_store_js_1 = require("../results/capture-replay-store.js");
const SCENARIO_RUN = Symbol.for('karenina.ScenarioExecutionResult');
class ScenarioExecutionResult {
    static [Symbol.hasInstance](value) {
        return typeof value === 'object' && value !== null && value[SCENARIO_RUN] === true;
    }
    scenarioId;
    status;
    path;
    history;
    turnResults;
    finalState;
    outcomeResults;
    terminalFailure;
    replicate;
    answeringModel;
    parsingModel;
    constructor(init) {
        this.scenarioId = init.scenarioId;
        this.status = init.status;
        this.path = init.path;
        this.history = init.history;
        this.turnResults = init.turnResults;
        this.finalState = init.finalState;
        this.outcomeResults = init.outcomeResults ?? {};
        this.terminalFailure = init.terminalFailure ?? null;
        this.replicate = init.replicate ?? null;
        this.answeringModel = init.answeringModel ?? null;
        this.parsingModel = init.parsingModel ?? null;
    }
    get turnCount() {
        return this.history.length;
    }
    toReplayStore(options = {}) {
        return (0, capture_replay_store_js_1.captureScenarioReplayStore)(this.turnResults, options);
    }
    toJSON() {
        const { history: _history, ...state } = this.finalState;
        return {
            scenario_id: this.scenarioId,
            status: this.status,
            path: [...this.path],
            turn_count: this.turnCount,
            history: this.history.map((t) => ({
                node_id: t.nodeId,
                question_text: t.questionText,
                raw_response: t.rawResponse,
                parsed_fields: t.parsedFields,
                verify_result: t.verifyResult,
                verification_result_id: t.verificationResultId ?? null,
            })),
            final_state: state,
            outcome_results: this.outcomeResults,
            terminal_failure: this.terminalFailure,
            replicate: this.replicate,
            answering_model: this.answeringModel,
            parsing_model: this.parsingModel,
        };
    }
    static fromRecord(record, results = []) {
        const byId = new Map();
        for (const r of results)
            byId.set(r.metadata.result_id, r);
        const history = record.history.map((t) => ({
            nodeId: t.node_id,
            questionText: t.question_text,
            rawResponse: t.raw_response,
            parsedFields: t.parsed_fields,
            verifyResult: t.verify_result,
            verificationResultId: t.verification_result_id,
        }));
        const turnResults = history.flatMap((t) => {
            const r = t.verificationResultId ? byId.get(t.verificationResultId) : undefined;
            return r ? [r] : [];
        });
        return new ScenarioExecutionResult({
            scenarioId: record.scenario_id,
            status: record.status,
            path: record.path,
            history,
            turnResults,
            finalState: { ...record.final_state, history },
            outcomeResults: record.outcome_results,
            terminalFailure: record.terminal_failure,
            replicate: record.replicate,
            answeringModel: record.answering_model ?? null,
            parsingModel: record.parsing_model ?? null,
        });
    }
}
exports.ScenarioExecutionResult = ScenarioExecutionResult;
Object.defineProperty(ScenarioExecutionResult.prototype, SCENARIO_RUN, { value: true });
