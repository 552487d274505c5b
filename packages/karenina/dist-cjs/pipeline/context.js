"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.VerificationContext = void 0;
const artifact_keys_js_1 = require("./artifact-keys.js");
const redact_secrets_js_1 = require("../utils/redact-secrets.js");
const usage_tracker_js_1 = require("./usage-tracker.js");
const MAX_WARNINGS = 50;
class VerificationContext {
    questionId;
    templateId;
    questionText;
    settings;
    signal;
    now;
    artifacts = new Map();
    resultFields = new Map();
    extensions = new Map();
    warnings = [];
    error = null;
    errorCategory = null;
    errorStage = null;
    lastRunStage = null;
    completedWithoutErrors = true;
    constructor(init) {
        this.questionId = init.questionId;
        this.templateId = init.templateId;
        this.questionText = init.questionText;
        this.settings = init.settings;
        this.signal = init.signal;
        this.now = init.now ?? (() => new Date());
    }
    setArtifact(key, value) {
        this.artifacts.set(key, value);
    }
    getArtifact(key, fallback = null) {
        return this.artifacts.has(key) ? this.artifacts.get(key) : fallback;
    }
    hasArtifact(key) {
        return this.artifacts.has(key);
    }
    setResultField(key, value) {
        this.resultFields.set(key, value);
    }
    getResultField(key, fallback = null) {
        return this.resultFields.has(key) ? this.resultFields.get(key) : fallback;
    }
    setArtifactAndResult(key, value) {
        this.setArtifact(key, value);
        this.setResultField(key, value);
    }
    usageTracker() {
        const existing = this.artifacts.get(artifact_keys_js_1.ArtifactKeys.USAGE_TRACKER);
        if (existing instanceof usage_tracker_js_1.UsageTracker)
            return existing;
        const tracker = new usage_tracker_js_1.UsageTracker();
        this.artifacts.set(artifact_keys_js_1.ArtifactKeys.USAGE_TRACKER, tracker);
        return tracker;
    }
    markError(message, options = {}) {
        if (this.error !== null)
            this.addWarning(`Previous error overwritten: ${this.error}`);
        this.error = (0, redact_secrets_js_1.redactSecrets)(message);
        this.errorCategory = options.category ?? 'permanent';
        this.errorStage = options.stage ?? this.lastRunStage;
        this.completedWithoutErrors = false;
    }
    beginStage(name) {
        this.lastRunStage = name;
    }
    addWarning(message) {
        if (this.warnings.length < MAX_WARNINGS)
            this.warnings.push((0, redact_secrets_js_1.redactSecrets)(message));
        else if (this.warnings.length === MAX_WARNINGS)
            this.warnings.push('(additional warnings truncated)');
    }
    setFailedStageOnce(stage) {
        if (this.getResultField(artifact_keys_js_1.ArtifactKeys.FAILED_STAGE) == null)
            this.setResultField(artifact_keys_js_1.ArtifactKeys.FAILED_STAGE, stage);
    }
    canScorePartialTimeout(allowPartialTraceScoring) {
        return (allowPartialTraceScoring &&
            this.getArtifact(artifact_keys_js_1.ArtifactKeys.RESPONSE_TIMEOUT_PARTIAL) === true &&
            (this.error === null || this.errorCategory === 'timeout'));
    }
}
exports.VerificationContext = VerificationContext;
