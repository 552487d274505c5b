"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.StageOrchestrator = void 0;
exports.formatLocalTimestamp = formatLocalTimestamp;
const util_js_1 = require("../utils/lazy-node/util.js");
const stage_graph_error_js_1 = require("../errors/stage-graph-error.js");
const clone_plain_js_1 = require("../utils/clone-plain.js");
const artifact_keys_js_1 = require("./artifact-keys.js");
const stage_registry_js_1 = require("./stage-registry.js");
const VALIDATED = new WeakMap();
const WELL_FORMED = new WeakMap();
function isChecked(checked, stages) {
    const seen = checked.get(stages);
    return seen !== undefined && seen.length === stages.length && seen.every((stage, i) => stage === stages[i]);
}
function checkStageList(stages) {
    if (isChecked(WELL_FORMED, stages))
        return;
    const names = new Set();
    stages.forEach((stage, index) => {
        if (names.has(stage.name))
            throw new stage_graph_error_js_1.StageGraphError(stage.name, [], `stage "${stage.name}" is already registered`);
        names.add(stage.name);
        if (stage.name === 'FinalizeResult' && index !== stages.length - 1) {
            throw new stage_graph_error_js_1.StageGraphError(stage.name, [], 'FinalizeResult must be the last stage');
        }
    });
    if (stages.at(-1)?.name !== 'FinalizeResult') {
        throw new stage_graph_error_js_1.StageGraphError('FinalizeResult', [], 'the stage list must end with FinalizeResult');
    }
    WELL_FORMED.set(stages, [...stages]);
}
class StageOrchestrator {
    options;
    stages;
    constructor(stages, options = {}) {
        this.options = options;
        checkStageList(stages);
        this.stages = stages;
    }
    unmetRequirements() {
        return (0, stage_registry_js_1.unmetRequirements)(this.stages);
    }
    validateDependencies() {
        if (isChecked(VALIDATED, this.stages))
            return;
        const unmet = this.unmetRequirements();
        if (unmet.length === 0) {
            VALIDATED.set(this.stages, [...this.stages]);
            return;
        }
        const lines = unmet.map(stage_registry_js_1.unmetRequirementMessage);
        throw new stage_graph_error_js_1.StageGraphError(unmet[0].stage, unmet[0].missing, `Stage dependency validation failed:\n${lines.join('\n')}`);
    }
    async execute(context) {
        const start = context.now();
        context.setResultField(artifact_keys_js_1.ArtifactKeys.TIMESTAMP, formatLocalTimestamp(start));
        this.validateDependencies();
        this.refreshRetryCounts(context);
        const stages = this.stages;
        const finalize = stages.at(-1);
        for (let i = 0; i < stages.length - 1; i++) {
            const stage = stages[i];
            context.beginStage(stage.name);
            if (!stage.shouldRun(context))
                continue;
            try {
                await stage.execute(context);
            }
            catch (error) {
                const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
                context.markError(`Stage ${stage.name} raised exception: ${message}`, {
                    category: this.options.classifyError?.(error) ?? 'permanent',
                    stage: stage.name,
                });
                if (stage.name === 'ValidateTemplate')
                    context.setArtifact(artifact_keys_js_1.ArtifactKeys.TEMPLATE_VALIDATION_ERROR, error instanceof Error ? error.message : String(error));
            }
            context.setResultField(artifact_keys_js_1.ArtifactKeys.EXECUTION_TIME, (context.now().getTime() - start.getTime()) / 1000);
            this.refreshRetryCounts(context);
        }
        context.beginStage(finalize.name);
        context.setResultField(artifact_keys_js_1.ArtifactKeys.EXECUTION_TIME, (context.now().getTime() - start.getTime()) / 1000);
        this.refreshRetryCounts(context);
        await finalize.execute(context);
    }
    #lastCounts = null;
    #lastCopy = null;
    refreshRetryCounts(context) {
        if (!this.options.retryCounts)
            return;
        const counts = this.options.retryCounts();
        if (counts === this.#lastCounts && context.getArtifact(artifact_keys_js_1.ArtifactKeys.RETRY_COUNTS) === this.#lastCopy)
            return;
        if (context.hasArtifact(artifact_keys_js_1.ArtifactKeys.RETRY_COUNTS) && sameCounts(context.getArtifact(artifact_keys_js_1.ArtifactKeys.RETRY_COUNTS), counts))
            return;
        this.#lastCounts = counts;
        this.#lastCopy = (0, clone_plain_js_1.clonePlain)(counts);
        context.setArtifact(artifact_keys_js_1.ArtifactKeys.RETRY_COUNTS, this.#lastCopy);
    }
}
exports.StageOrchestrator = StageOrchestrator;
function sameCounts(a, b) {
    if (a === b)
        return true;
    if (!isPlainRecord(a) || !isPlainRecord(b))
        return (0, util_js_1.isDeepStrictEqual)(a, b);
    let size = 0;
    for (const key in a) {
        size++;
        if (!Object.hasOwn(b, key) || !sameCounts(a[key], b[key]))
            return false;
    }
    for (const _ in b)
        size--;
    return size === 0;
}
function isPlainRecord(value) {
    return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}
function formatLocalTimestamp(date) {
    const pad = (n) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
