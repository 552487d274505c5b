"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.EmbeddingCheckStage = exports.DEFAULT_EMBEDDING_THRESHOLD = exports.DEFAULT_EMBEDDING_MODEL = void 0;
exports.embeddingSettings = embeddingSettings;
const compat_mode_js_1 = require("../../compat/compat-mode.js");
const py_json_js_1 = require("../../compat/py-json.js");
const env_js_1 = require("../../config/env.js");
const assemble_prompt_js_1 = require("../../prompts/assemble-prompt.js");
const embedding_equivalence_js_1 = require("../../prompts/embedding-equivalence.js");
const split_parsed_response_js_1 = require("../../template/split-parsed-response.js");
const artifact_keys_js_1 = require("../artifact-keys.js");
const stage_js_1 = require("../stage.js");
const stage_support_js_1 = require("./stage-support.js");
exports.DEFAULT_EMBEDDING_MODEL = 'all-MiniLM-L6-v2';
exports.DEFAULT_EMBEDDING_THRESHOLD = 0.85;
function dumps(value) {
    return (0, py_json_js_1.pyJsonDumps)(value, { sortKeys: true, ensureAscii: true });
}
function cosine(a, b) {
    let dot = 0;
    let na = 0;
    let nb = 0;
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
        dot += a[i] * b[i];
        na += a[i] * a[i];
        nb += b[i] * b[i];
    }
    if (na === 0 || nb === 0)
        return 0;
    const similarity = dot / (Math.sqrt(na) * Math.sqrt(nb));
    return Number.isNaN(similarity) ? 0 : Math.min(1, Math.max(0, similarity));
}
class EmbeddingCheckStage extends stage_js_1.BaseStage {
    name = 'EmbeddingCheck';
    requires = [artifact_keys_js_1.ArtifactKeys.PARSED_ANSWER, artifact_keys_js_1.ArtifactKeys.FIELD_VERIFICATION_RESULT, artifact_keys_js_1.ArtifactKeys.REGEX_VERIFICATION_RESULTS];
    produces = [
        artifact_keys_js_1.ArtifactKeys.EMBEDDING_CHECK_PERFORMED,
        artifact_keys_js_1.ArtifactKeys.EMBEDDING_SIMILARITY_SCORE,
        artifact_keys_js_1.ArtifactKeys.EMBEDDING_MODEL_USED,
        artifact_keys_js_1.ArtifactKeys.EMBEDDING_OVERRIDE_APPLIED,
    ];
    shouldRun(ctx) {
        return ctx.error === null && ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.FIELD_VERIFICATION_RESULT) === false;
    }
    async execute(ctx) {
        const outcome = ctx.settings.options.embeddingCheckEnabled ? await check(ctx) : { override: false, score: null, model: null, performed: false };
        if (outcome.override) {
            const regex = ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.REGEX_VERIFICATION_RESULTS);
            const verifyResult = regex?.success ?? true;
            ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.FIELD_VERIFICATION_RESULT, true);
            ctx.setArtifactAndResult(artifact_keys_js_1.ArtifactKeys.VERIFY_RESULT, verifyResult);
            if (verifyResult)
                ctx.setResultField(artifact_keys_js_1.ArtifactKeys.FAILED_STAGE, null);
        }
        ctx.setArtifactAndResult(artifact_keys_js_1.ArtifactKeys.EMBEDDING_CHECK_PERFORMED, outcome.performed);
        ctx.setArtifactAndResult(artifact_keys_js_1.ArtifactKeys.EMBEDDING_SIMILARITY_SCORE, outcome.score);
        ctx.setArtifactAndResult(artifact_keys_js_1.ArtifactKeys.EMBEDDING_MODEL_USED, outcome.model);
        ctx.setArtifactAndResult(artifact_keys_js_1.ArtifactKeys.EMBEDDING_OVERRIDE_APPLIED, outcome.override);
    }
}
exports.EmbeddingCheckStage = EmbeddingCheckStage;
function embeddingSettings(ctx) {
    const { options, env } = ctx.settings;
    const fromEnv = env.EMBEDDING_CHECK_MODEL || null;
    const configured = options.embeddingCheckModel;
    const used = (0, compat_mode_js_1.isPythonCompat)(options.compat) ? (fromEnv ?? exports.DEFAULT_EMBEDDING_MODEL) : (configured ?? fromEnv ?? exports.DEFAULT_EMBEDDING_MODEL);
    const envThreshold = env.EMBEDDING_CHECK_THRESHOLD === undefined ? undefined : (0, env_js_1.parseEnvFloat)(env.EMBEDDING_CHECK_THRESHOLD);
    const threshold = options.embeddingCheckThreshold ?? (envThreshold === undefined ? exports.DEFAULT_EMBEDDING_THRESHOLD : Math.min(1, Math.max(0, envThreshold)));
    return { used, reported: configured ?? used, threshold };
}
async function check(ctx) {
    const parsed = ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.PARSED_ANSWER);
    const split = parsed ? (0, split_parsed_response_js_1.splitParsedResponse)(parsed, { mergeResolvedGroundTruths: true }) : null;
    const groundTruth = split?.parsedGtResponse ?? {};
    const response = split?.parsedLlmResponse ?? {};
    const { used, reported, threshold } = embeddingSettings(ctx);
    let similarity;
    try {
        if (Object.keys(groundTruth).length === 0 || Object.keys(response).length === 0)
            similarity = 0;
        else {
            const port = await ctx.settings.ports.embedding(used);
            const { vectors } = await port.embed({ texts: [dumps(groundTruth), dumps(response)] }, (0, stage_support_js_1.callOptions)(ctx));
            similarity = cosine(vectors[0] ?? [], vectors[1] ?? []);
        }
    }
    catch (error) {
        ctx.addWarning(`Embedding check failed: ${error instanceof Error ? error.message : String(error)}`);
        return { override: false, score: null, model: null, performed: true };
    }
    let override = false;
    if (similarity >= threshold)
        override = await confirmEquivalence(ctx, groundTruth, response);
    return { override, score: similarity, model: reported, performed: true };
}
async function confirmEquivalence(ctx, groundTruth, response) {
    try {
        const { llm } = await ctx.settings.ports.parsing();
        const prompt = (0, embedding_equivalence_js_1.buildEmbeddingEquivalencePrompt)({ question: ctx.questionText, groundTruth, response });
        const messages = (0, assemble_prompt_js_1.assemblePrompt)(prompt, { interface: ctx.settings.parsingModel.interface, supportsSystemPrompt: llm.capabilities.supportsSystemPrompt });
        const reply = await llm.invoke({ messages, question: { id: ctx.questionId, text: ctx.questionText } }, (0, stage_support_js_1.callOptions)(ctx));
        return (0, embedding_equivalence_js_1.isEquivalenceConfirmed)(reply.content);
    }
    catch {
        return false;
    }
}
