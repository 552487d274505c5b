"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.AgenticRubricEvaluationStage = void 0;
const fs_js_1 = require("../../utils/lazy-node/fs.js");
const os_js_1 = require("../../utils/lazy-node/os.js");
const node_path_1 = __importDefault(require("node:path"));
const interfaces_js_1 = require("../../config/interfaces.js");
const resolve_model_js_1 = require("../../llm/resolve-model.js");
const agentic_rubric_prompts_js_1 = require("../agentic/agentic-rubric-prompts.js");
const agentic_trait_evaluator_js_1 = require("../agentic/agentic-trait-evaluator.js");
const artifact_keys_js_1 = require("../artifact-keys.js");
const stage_js_1 = require("../stage.js");
const resolve_workspace_js_1 = require("../workspace/resolve-workspace.js");
const includesTrace = (t) => t.context_mode !== 'workspace_only';
const includesWorkspace = (t) => t.context_mode !== 'trace_only';
class AgenticRubricEvaluationStage extends stage_js_1.BaseStage {
    name = 'AgenticRubricEvaluation';
    produces = [
        artifact_keys_js_1.ArtifactKeys.AGENTIC_RUBRIC_EVALUATION_PERFORMED,
        artifact_keys_js_1.ArtifactKeys.AGENTIC_TRAIT_SCORES,
        artifact_keys_js_1.ArtifactKeys.AGENTIC_TRAIT_INVESTIGATION_TRACES,
        artifact_keys_js_1.ArtifactKeys.AGENTIC_TRAIT_EXTRACTION_METADATA,
    ];
    shouldRun(ctx) {
        return ctx.error === null && (ctx.settings.rubric?.agentic_traits.length ?? 0) > 0;
    }
    async execute(ctx) {
        const traits = ctx.settings.rubric.agentic_traits;
        const models = traits.map((t) => t.model_override ?? ctx.settings.parsingModel);
        const toolLoop = { allowed: ctx.settings.options.agenticToolLoopJudges, setting: 'agentic_tool_loop_judges (task option agenticToolLoopJudges): true' };
        traits.forEach((t, i) => {
            const setting = t.model_override !== null ? `its model_override` : 'the parsing model (it has no model_override)';
            const problem = (0, interfaces_js_1.agenticJudgeProblem)(models[i].interface, 'an agentic rubric trait', toolLoop);
            if (problem !== null)
                throw new Error(`question ${JSON.stringify(ctx.questionId)}: agentic trait '${t.name}' is judged by ${setting}: ${problem}`);
        });
        const raw = ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.RAW_LLM_RESPONSE) ?? null;
        const workspace = ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.WORKSPACE_PATH) ?? null;
        const materialized = traits.some((t) => t.materialize_trace) && raw !== null ? writeTrace(ctx, workspace, raw) : null;
        try {
            const outcome = { scores: {}, traces: {}, metadata: {} };
            const sameModel = new Set(models.map((m) => `${m.interface}|${m.model_provider}|${m.model_name}`)).size === 1;
            if (ctx.settings.options.agenticRubricStrategy === 'shared' && sameModel)
                await shared(ctx, traits, models[0], raw, workspace, materialized?.file ?? null, outcome);
            else
                for (const [i, trait] of traits.entries())
                    await individual(ctx, trait, models[i], raw, workspace, materialized?.file ?? null, outcome);
            ctx.setArtifactAndResult(artifact_keys_js_1.ArtifactKeys.AGENTIC_RUBRIC_EVALUATION_PERFORMED, true);
            ctx.setArtifactAndResult(artifact_keys_js_1.ArtifactKeys.AGENTIC_TRAIT_SCORES, outcome.scores);
            ctx.setArtifactAndResult(artifact_keys_js_1.ArtifactKeys.AGENTIC_TRAIT_INVESTIGATION_TRACES, outcome.traces);
            ctx.setArtifactAndResult(artifact_keys_js_1.ArtifactKeys.AGENTIC_TRAIT_EXTRACTION_METADATA, Object.keys(outcome.metadata).length > 0 ? outcome.metadata : null);
        }
        finally {
            if (materialized !== null && !traits.some((t) => t.persist_trace))
                materialized.remove();
        }
    }
}
exports.AgenticRubricEvaluationStage = AgenticRubricEvaluationStage;
async function portsOf(ctx, model) {
    if (model === ctx.settings.parsingModel)
        return { model, ports: await ctx.settings.ports.parsing() };
    return { model, ports: await (0, resolve_model_js_1.resolveModel)(model, { role: 'parsing', env: ctx.settings.env }) };
}
function writeTrace(ctx, workspace, trace) {
    const dir = workspace === null ? (0, fs_js_1.mkdtempSync)(node_path_1.default.join((0, os_js_1.tmpdir)(), 'karenina_traces_')) : node_path_1.default.join(workspace, 'traces');
    (0, fs_js_1.mkdirSync)(dir, { recursive: true });
    const file = node_path_1.default.join(dir, `${(0, resolve_workspace_js_1.safeName)(ctx.questionId)}_trace.txt`);
    (0, fs_js_1.writeFileSync)(file, trace, 'utf8');
    return { file, remove: () => (0, fs_js_1.rmSync)(workspace === null ? dir : file, { recursive: true, force: true }) };
}
function scopeOf(traits, workspace, traceFile) {
    const trace = traits.some(includesTrace);
    const showWorkspace = workspace !== null && traits.some(includesWorkspace);
    const file = trace && traits.some((t) => t.materialize_trace) ? traceFile : null;
    const needsTools = traits.some(includesWorkspace) || workspace !== null || file !== null;
    return {
        trace,
        showWorkspace,
        file,
        needsTools,
        toolRoot: workspace ?? (file !== null ? node_path_1.default.dirname(file) : null),
        workspace,
        maxTurns: Math.max(...traits.map((t) => t.max_turns)),
        timeoutSeconds: Math.max(...traits.map((t) => t.timeout_seconds)),
    };
}
function userText(ctx, scope, raw) {
    return (0, agentic_rubric_prompts_js_1.investigationUserText)(ctx.questionText, scope.trace ? raw : null, scope.file, scope.showWorkspace ? scope.workspace : null);
}
async function extractInto(ctx, model, trait, trace, outcome) {
    try {
        const extraction = await (0, agentic_trait_evaluator_js_1.extractTraitScore)(ctx, model, trait, trace);
        Object.assign(outcome.scores, extraction.scores);
        if (extraction.metadata !== null)
            outcome.metadata[trait.name] = extraction.metadata;
        if (extraction.metadata?.method === 'failed')
            ctx.addWarning(`Agentic trait '${trait.name}': extraction failed (${extraction.metadata.parser_error})`);
    }
    catch (error) {
        Object.assign(outcome.scores, (0, agentic_trait_evaluator_js_1.nullScores)(trait));
        ctx.addWarning(`Agentic trait '${trait.name}': score extraction failed (${error instanceof Error ? error.message : String(error)})`);
    }
}
async function individual(ctx, trait, modelConfig, raw, workspace, traceFile, outcome) {
    const scope = scopeOf([trait], workspace, traceFile);
    let model;
    let investigation;
    try {
        model = await portsOf(ctx, modelConfig);
        const prompt = (0, agentic_rubric_prompts_js_1.buildTraitInvestigationPrompt)(trait, (0, agentic_trait_evaluator_js_1.capabilityOf)(modelConfig, scope), userText(ctx, scope, raw));
        investigation = await (0, agentic_trait_evaluator_js_1.runTraitInvestigation)(ctx, model, prompt, scope);
    }
    catch (error) {
        Object.assign(outcome.scores, (0, agentic_trait_evaluator_js_1.nullScores)(trait));
        ctx.addWarning(`Agentic trait '${trait.name}': investigation failed (${error instanceof Error ? error.message : String(error)})`);
        return;
    }
    outcome.traces[trait.name] = investigation.trace;
    if (investigation.limitReached) {
        Object.assign(outcome.scores, (0, agentic_trait_evaluator_js_1.nullScores)(trait));
        ctx.addWarning(`Agentic trait '${trait.name}': investigation reached max_turns (${scope.maxTurns}) before a conclusion`);
        return;
    }
    await extractInto(ctx, model, trait, investigation.trace, outcome);
}
async function shared(ctx, traits, modelConfig, raw, workspace, traceFile, outcome) {
    const scope = scopeOf(traits, workspace, traceFile);
    let model;
    let investigation;
    try {
        model = await portsOf(ctx, modelConfig);
        investigation = await (0, agentic_trait_evaluator_js_1.runTraitInvestigation)(ctx, model, (0, agentic_rubric_prompts_js_1.buildSharedInvestigationPrompt)(traits, (0, agentic_trait_evaluator_js_1.capabilityOf)(modelConfig, scope), userText(ctx, scope, raw)), scope);
    }
    catch (error) {
        for (const trait of traits)
            Object.assign(outcome.scores, (0, agentic_trait_evaluator_js_1.nullScores)(trait));
        ctx.addWarning(`Agentic traits: shared investigation failed (${error instanceof Error ? error.message : String(error)})`);
        return;
    }
    for (const trait of traits)
        outcome.traces[trait.name] = investigation.trace;
    if (investigation.limitReached) {
        for (const trait of traits)
            Object.assign(outcome.scores, (0, agentic_trait_evaluator_js_1.nullScores)(trait));
        ctx.addWarning(`Agentic traits: shared investigation reached max_turns (${scope.maxTurns}) before a conclusion`);
        return;
    }
    for (const trait of traits)
        await extractInto(ctx, model, trait, investigation.trace, outcome);
}
