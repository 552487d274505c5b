"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.VerificationResultSet = void 0;
const compare_code_points_js_1 = require("../compat/compare-code-points.js");
const validation_error_js_1 = require("../errors/validation-error.js");
const model_keys_js_1 = require("./model-keys.js");
const result_metadata_js_1 = require("./result-metadata.js");
const result_set_summary_js_1 = require("./result-set-summary.js");
const rubric_rows_js_1 = require("./rubric-rows.js");
const judgment_rows_js_1 = require("./judgment-rows.js");
const template_rows_js_1 = require("./template-rows.js");
const capture_replay_store_js_1 = require("./capture-replay-store.js");
const scenario_execution_result_js_1 = require("../scenario-executor/scenario-execution-result.js");
const nonEmpty = (list) => list !== undefined && list.length > 0;
class VerificationResultSet {
    #results;
    scenarioResults;
    errors;
    metadata;
    sharedData;
    constructor(results, init = {}) {
        this.#results = [...results];
        this.scenarioResults = init.scenarioResults ?? null;
        this.errors = init.errors ?? null;
        this.metadata = init.metadata ?? {};
        this.sharedData = init.sharedData ?? null;
    }
    get results() {
        return this.#results;
    }
    get length() {
        return this.results.length;
    }
    [Symbol.iterator]() {
        return this.results[Symbol.iterator]();
    }
    at(index) {
        return this.results.at(index);
    }
    filter(criteria = {}) {
        const { questionIds, answeringModels, parsingModels, replicates } = criteria;
        const kept = this.results.filter((r) => {
            const m = r.metadata;
            if (nonEmpty(questionIds) && !questionIds.includes(m.question_id))
                return false;
            if (nonEmpty(answeringModels) && !answeringModels.includes((0, result_metadata_js_1.answeringModel)(m)))
                return false;
            if (nonEmpty(parsingModels) && !parsingModels.includes((0, result_metadata_js_1.parsingModel)(m)))
                return false;
            if (nonEmpty(replicates) && (m.replicate === null || !replicates.includes(m.replicate)))
                return false;
            if (criteria.completedOnly && m.failure !== null)
                return false;
            if (criteria.hasTemplate && !r.template?.template_verification_performed)
                return false;
            if (criteria.hasRubric && !r.rubric?.rubric_evaluation_performed)
                return false;
            if (criteria.hasJudgment && !r.deep_judgment?.deep_judgment_performed)
                return false;
            return true;
        });
        return new VerificationResultSet(kept);
    }
    groupBy(key) {
        return new Map([...Map.groupBy(this.results, key)].map(([k, list]) => [k, new VerificationResultSet(list)]));
    }
    groupByQuestion() {
        return this.groupBy((r) => r.metadata.question_id);
    }
    groupByModel(by = 'answering') {
        if (by !== 'answering' && by !== 'parsing' && by !== 'both') {
            throw new validation_error_js_1.ValidationError(['by'], `invalid grouping mode ${JSON.stringify(by)}: must be 'answering', 'parsing', or 'both'`, 'groupByModel');
        }
        return this.groupBy((r) => {
            if (by === 'parsing')
                return (0, result_metadata_js_1.parsingModel)(r.metadata);
            return by === 'answering' ? (0, model_keys_js_1.answeringGroupKey)(r) : `${(0, model_keys_js_1.answeringGroupKey)(r)} / ${(0, result_metadata_js_1.parsingModel)(r.metadata)}`;
        });
    }
    groupByReplicate() {
        return this.groupBy((r) => r.metadata.replicate);
    }
    getQuestionIds() {
        return [...new Set(this.results.map((r) => r.metadata.question_id))].sort(compare_code_points_js_1.compareCodePoints);
    }
    getModelNames() {
        return [...new Set(this.results.map((r) => (0, result_metadata_js_1.answeringModel)(r.metadata)))].sort(compare_code_points_js_1.compareCodePoints);
    }
    getSummary() {
        return (0, result_set_summary_js_1.summarizeResultSet)(this.results);
    }
    getTemplateRows() {
        return (0, template_rows_js_1.templateRows)(this.results);
    }
    getTemplateSummary() {
        return (0, template_rows_js_1.templateSummary)(this.results);
    }
    aggregatePassRate(by = 'question_id') {
        return (0, template_rows_js_1.aggregatePassRate)(this.results, by);
    }
    getTraitSummary() {
        return (0, rubric_rows_js_1.traitSummary)(this.results);
    }
    getRubricRows(options = {}) {
        return (0, rubric_rows_js_1.rubricRows)(this.results, options);
    }
    toReplayStore(options = {}) {
        return (0, capture_replay_store_js_1.captureReplayStore)(this.results, options);
    }
    getJudgmentRows() {
        return (0, judgment_rows_js_1.judgmentRows)(this.results);
    }
    getScenarioResults() {
        return (this.scenarioResults ?? []).map((entry, i) => {
            if (entry instanceof scenario_execution_result_js_1.ScenarioExecutionResult)
                return entry;
            if (!isScenarioRecord(entry)) {
                throw new validation_error_js_1.ValidationError(['scenario_results', i], 'not a scenario run record (expected {scenario_id, status, path, history, final_state, …})', 'VerificationResultSet');
            }
            return scenario_execution_result_js_1.ScenarioExecutionResult.fromRecord(entry, this.results);
        });
    }
}
exports.VerificationResultSet = VerificationResultSet;
function isScenarioRecord(value) {
    const v = value;
    return (typeof v === 'object' && v !== null && typeof v.scenario_id === 'string' && typeof v.status === 'string' &&
        Array.isArray(v.path) && Array.isArray(v.history) && typeof v.final_state === 'object' && v.final_state !== null);
}
