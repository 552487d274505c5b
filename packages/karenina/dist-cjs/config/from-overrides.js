"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.fromOverrides = fromOverrides;
const verification_config_js_1 = require("./verification-config.js");
const SCALARS = [
    ['abstention', 'abstention_enabled'],
    ['sufficiency', 'sufficiency_enabled'],
    ['embeddingCheck', 'embedding_check_enabled'],
    ['deepJudgmentMode', 'deep_judgment_mode'],
    ['evaluationMode', 'evaluation_mode'],
    ['embeddingThreshold', 'embedding_check_threshold'],
    ['embeddingModel', 'embedding_check_model'],
    ['asyncExecution', 'async_enabled'],
    ['asyncWorkers', 'async_max_workers'],
    ['maxConcurrentRequests', 'max_concurrent_requests'],
    ['useFullTraceForTemplate', 'use_full_trace_for_template'],
    ['useFullTraceForRubric', 'use_full_trace_for_rubric'],
    ['deepJudgmentRubricMode', 'deep_judgment_rubric_mode'],
    ['deepJudgmentRubricExcerpts', 'deep_judgment_rubric_global_excerpts'],
    ['deepJudgmentRubricMaxExcerpts', 'deep_judgment_rubric_max_excerpts_default'],
    ['deepJudgmentRubricFuzzyThreshold', 'deep_judgment_rubric_fuzzy_match_threshold_default'],
    ['deepJudgmentRubricRetryAttempts', 'deep_judgment_rubric_excerpt_retry_attempts_default'],
    ['deepJudgmentRubricSearch', 'deep_judgment_rubric_search_enabled'],
    ['deepJudgmentRubricSearchTool', 'deep_judgment_rubric_search_tool'],
    ['deepJudgmentRubricConfig', 'deep_judgment_rubric_config'],
    ['workspaceOutputMode', 'workspace_output_mode'],
    ['workspaceOutputDir', 'workspace_output_dir'],
    ['workspaceOutputExcludePatterns', 'workspace_output_exclude_patterns'],
];
function buildModel(base, o) {
    if (o.interface === 'manual' && o.manualTraces != null)
        return { interface: 'manual', manual_traces: o.manualTraces };
    const first = base?.[0];
    if (first) {
        return {
            ...first,
            ...(o.model != null && { model_name: o.model }),
            ...(o.provider != null && { model_provider: o.provider }),
            ...(o.id != null && { id: o.id }),
            ...(o.temperature != null && { temperature: o.temperature }),
            ...(o.interface != null && { interface: o.interface }),
        };
    }
    return {
        model_name: o.model || 'gpt-4.1-mini',
        model_provider: o.provider || 'openai',
        interface: o.interface || 'langchain',
        temperature: o.temperature ?? 0.1,
        id: o.id ?? null,
    };
}
function fromOverrides(base, overrides, env = process.env) {
    const dict = base ? { ...base } : {};
    if (overrides.replicateCount != null)
        dict.replicate_count = overrides.replicateCount;
    else if (!base)
        dict.replicate_count = 1;
    for (const [option, key] of SCALARS) {
        const value = overrides[option];
        if (value != null)
            dict[key] = value;
    }
    const answering = { model: overrides.answeringModel, provider: overrides.answeringProvider, interface: overrides.answeringInterface };
    if (answering.model != null || answering.provider != null || answering.interface != null) {
        dict.answering_models = [
            buildModel(base?.answering_models, {
                ...answering,
                id: overrides.answeringId,
                temperature: overrides.temperature,
                manualTraces: overrides.manualTraces,
            }),
        ];
    }
    else if (overrides.manualTraces != null) {
        dict.answering_models = [{ interface: 'manual', manual_traces: overrides.manualTraces }];
    }
    const parsing = { model: overrides.parsingModel, provider: overrides.parsingProvider, interface: overrides.parsingInterface };
    if (parsing.model != null || parsing.provider != null || parsing.interface != null) {
        dict.parsing_models = [buildModel(base?.parsing_models, { ...parsing, id: overrides.parsingId, temperature: overrides.temperature })];
    }
    return (0, verification_config_js_1.resolveVerificationConfig)(dict, env);
}
