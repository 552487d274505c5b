"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.VERIFICATION_CONFIG_ENV = exports.VerificationConfigSchema = exports.DEFAULT_ANSWERING_SYSTEM_PROMPT = void 0;
exports.resolveVerificationConfig = resolveVerificationConfig;
exports.stampModelDefaults = stampModelDefaults;
exports.skipTripleKey = skipTripleKey;
const zod_1 = require("zod");
const replay_schema_js_1 = require("../replay-store/replay-schema.js");
const replay_store_js_1 = require("../replay-store/replay-store.js");
const config_error_js_1 = require("../errors/config-error.js");
const config_issues_js_1 = require("./config-issues.js");
const deep_judgment_rubric_config_js_1 = require("./deep-judgment-rubric-config.js");
const env_js_1 = require("./env.js");
const few_shot_config_js_1 = require("./few-shot-config.js");
const model_config_js_1 = require("./model-config.js");
const model_id_js_1 = require("./model-id.js");
const prompt_config_js_1 = require("./prompt-config.js");
const retry_policy_js_1 = require("./retry-policy.js");
const snake_case_keys_js_1 = require("./snake-case-keys.js");
const verification_config_rules_js_1 = require("./verification-config-rules.js");
exports.DEFAULT_ANSWERING_SYSTEM_PROMPT = 'You are an expert assistant. Answer the question accurately and concisely.';
const ModelEntrySchema = zod_1.z.union([
    zod_1.z.string().transform((id, ctx) => {
        try {
            return (0, model_id_js_1.parseModelId)(id);
        }
        catch (error) {
            ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error), input: id });
            return zod_1.z.NEVER;
        }
    }),
    model_config_js_1.ModelConfigSchema,
]);
const searchTool = zod_1.z
    .union([zod_1.z.string(), zod_1.z.custom((v) => typeof v === 'function', 'expected a tool name or a function')])
    .default('tavily');
const shortcut = zod_1.z.string().nullable().optional();
exports.VerificationConfigSchema = zod_1.z
    .strictObject({
    answering_models: zod_1.z.array(ModelEntrySchema).default([]),
    parsing_models: zod_1.z.array(ModelEntrySchema),
    replicate_count: zod_1.z.int().min(1).default(1),
    parsing_only: zod_1.z.boolean().default(false),
    rubric_trait_names: zod_1.z.array(zod_1.z.string()).nullable().default(null),
    rubric_evaluation_strategy: zod_1.z.enum(['batch', 'sequential']).nullable().default('batch'),
    evaluation_mode: zod_1.z.enum(['template_only', 'template_and_rubric', 'rubric_only']).default('template_only'),
    rubric_enabled: zod_1.z.boolean().optional(),
    use_full_trace_for_template: zod_1.z.boolean().default(false),
    use_full_trace_for_rubric: zod_1.z.boolean().default(true),
    allow_partial_trace_scoring: zod_1.z.boolean().default(true),
    abstention_enabled: zod_1.z.boolean().default(false),
    sufficiency_enabled: zod_1.z.boolean().default(false),
    include_extraction_hints: zod_1.z.boolean().default(true),
    embedding_check_enabled: zod_1.z.boolean().default(false),
    embedding_check_model: zod_1.z.string().default('all-MiniLM-L6-v2'),
    embedding_check_threshold: zod_1.z.number().min(0).max(1).default(0.85),
    async_enabled: zod_1.z.boolean().default(true),
    async_max_workers: zod_1.z.int().min(1).default(2),
    max_concurrent_requests: zod_1.z.int().min(1).nullable().default(null),
    batch_timeout_seconds: zod_1.z.number().positive().nullable().default(null),
    task_ordering: zod_1.z.enum(['auto', 'prefix_cache', 'distribute_answerers', 'generation_order', 'random']).default('auto'),
    answerer_concurrency_limits: zod_1.z.union([zod_1.z.int(), zod_1.z.record(zod_1.z.string(), zod_1.z.int())]).nullable().default(null),
    deep_judgment_mode: zod_1.z.enum(['disabled', 'reasoning_only', 'full']).default('disabled'),
    deep_judgment_max_excerpts_per_attribute: zod_1.z.int().default(3),
    deep_judgment_fuzzy_match_threshold: zod_1.z.number().default(0.8),
    deep_judgment_excerpt_retry_attempts: zod_1.z.int().default(2),
    deep_judgment_search_enabled: zod_1.z.boolean().default(false),
    deep_judgment_search_tool: searchTool,
    deep_judgment_rubric_max_excerpts_default: zod_1.z.int().default(7),
    deep_judgment_rubric_fuzzy_match_threshold_default: zod_1.z.number().default(0.8),
    deep_judgment_rubric_excerpt_retry_attempts_default: zod_1.z.int().default(2),
    deep_judgment_rubric_search_tool: searchTool,
    deep_judgment_rubric_mode: zod_1.z.enum(['disabled', 'enable_all', 'use_checkpoint', 'custom']).default('disabled'),
    deep_judgment_rubric_global_excerpts: zod_1.z.boolean().default(true),
    deep_judgment_rubric_config: deep_judgment_rubric_config_js_1.DeepJudgmentRubricConfigSchema.nullable().default(null),
    deep_judgment_rubric_search_enabled: zod_1.z.boolean().optional(),
    few_shot_config: few_shot_config_js_1.FewShotConfigSchema.nullable().default(null),
    prompt_config: prompt_config_js_1.PromptConfigSchema.nullable().default(null),
    generation_instructions: shortcut,
    parsing_instructions: shortcut,
    abstention_detection_instructions: shortcut,
    sufficiency_detection_instructions: shortcut,
    rubric_evaluation_instructions: shortcut,
    agentic_parsing_instructions: shortcut,
    deep_judgment_instructions: shortcut,
    agentic_parsing: zod_1.z.boolean().default(false),
    agentic_parsing_trigger: zod_1.z.enum(['always', 'dynamic']).default('always'),
    agentic_judge_context: zod_1.z.enum(['workspace_only', 'trace_and_workspace', 'trace_only']).default('workspace_only'),
    agentic_parsing_max_turns: zod_1.z.int().min(1).default(15),
    agentic_parsing_timeout: zod_1.z.number().min(0).default(120),
    agentic_parsing_materialize_trace: zod_1.z.boolean().default(false),
    agentic_parsing_persist_trace: zod_1.z.boolean().default(false),
    agentic_tool_loop_judges: zod_1.z.boolean().default(false),
    agentic_rubric_strategy: zod_1.z.enum(['individual', 'shared']).default('individual'),
    agentic_rubric_parallel: zod_1.z.boolean().default(false),
    workspace_root: zod_1.z.string().nullable().default(null),
    workspace_copy: zod_1.z.boolean().default(true),
    workspace_cleanup: zod_1.z.boolean().default(true),
    workspace_output_mode: zod_1.z.enum(['none', 'full', 'produced']).default('none'),
    workspace_output_dir: zod_1.z.string().nullable().default(null),
    workspace_output_exclude_patterns: zod_1.z.array(zod_1.z.string()).default([]),
    db_config: zod_1.z.record(zod_1.z.string(), zod_1.z.unknown()).nullable().default(null),
    request_timeout: zod_1.z.number().positive().nullable().default(120),
    scenario_turn_limit: zod_1.z.int().min(1).default(20),
    replay_store: zod_1.z
        .union([zod_1.z.instanceof(replay_store_js_1.ReplayStore), replay_schema_js_1.ReplayStoreDataSchema.transform((data) => new replay_store_js_1.ReplayStore(data))])
        .nullable()
        .default(null),
    replay_parse_on_hydration_mismatch: zod_1.z.enum(['fall_through', 'strict']).default('fall_through'),
    skip_triples: zod_1.z.custom((v) => v instanceof Set, 'expected a Set of skipTripleKey() strings').nullable().default(null),
    retry_policy: retry_policy_js_1.RetryPolicySchema.prefault({}),
    custom_error_patterns: zod_1.z.array(retry_policy_js_1.ErrorPatternSchema).default([]),
    max_requeue_count: zod_1.z.int().min(1).default(5),
    compat: zod_1.z.enum(['default', 'karenina-python']).default('default'),
})
    .transform((input) => {
    const { rubric_enabled: _derived, deep_judgment_rubric_search_enabled: _dropped, generation_instructions, parsing_instructions, abstention_detection_instructions, sufficiency_detection_instructions, rubric_evaluation_instructions, agentic_parsing_instructions, deep_judgment_instructions, ...rest } = input;
    const shortcuts = {
        generation: generation_instructions,
        parsing: parsing_instructions,
        abstention_detection: abstention_detection_instructions,
        sufficiency_detection: sufficiency_detection_instructions,
        rubric_evaluation: rubric_evaluation_instructions,
        agentic_parsing: agentic_parsing_instructions,
        deep_judgment: deep_judgment_instructions,
    };
    let prompt_config = rest.prompt_config;
    const active = Object.entries(shortcuts).filter(([, v]) => v != null);
    if (active.length > 0) {
        prompt_config = { ...(prompt_config ?? prompt_config_js_1.PromptConfigSchema.parse({})) };
        for (const [key, value] of active)
            if (prompt_config[key] === null)
                prompt_config[key] = value;
    }
    return {
        ...rest,
        answering_models: rest.answering_models.map((m) => (m.system_prompt ? m : { ...m, system_prompt: exports.DEFAULT_ANSWERING_SYSTEM_PROMPT })),
        prompt_config,
        rubric_enabled: rest.evaluation_mode !== 'template_only',
    };
})
    .superRefine(verification_config_rules_js_1.validateVerificationConfig);
exports.VERIFICATION_CONFIG_ENV = {
    embedding_check_enabled: { variable: 'EMBEDDING_CHECK', parse: env_js_1.parseEnvBoolean },
    embedding_check_model: { variable: 'EMBEDDING_CHECK_MODEL', parse: (text) => text },
    embedding_check_threshold: { variable: 'EMBEDDING_CHECK_THRESHOLD', parse: env_js_1.parseEnvFloat },
    async_enabled: { variable: 'KARENINA_ASYNC_ENABLED', parse: env_js_1.parseEnvBoolean },
    async_max_workers: { variable: 'KARENINA_ASYNC_MAX_WORKERS', parse: env_js_1.parseEnvInt },
    max_concurrent_requests: { variable: 'KARENINA_MAX_CONCURRENT_LLM_REQUESTS', parse: env_js_1.parseEnvInt },
};
function resolveVerificationConfig(input, env = process.env, options = {}) {
    if (typeof input !== 'object' || input === null || Array.isArray(input))
        throw new config_error_js_1.ConfigError('verification_config', `expected an object (received ${JSON.stringify(input)})`);
    const spelling = new Map();
    const withEnv = (0, env_js_1.applyEnvDefaults)((0, snake_case_keys_js_1.snakeCaseKeys)(input, spelling), exports.VERIFICATION_CONFIG_ENV, env);
    const result = exports.VerificationConfigSchema.safeParse(withEnv, { reportInput: true });
    if (!result.success)
        throw (0, config_issues_js_1.configErrorFromZod)(result.error, undefined, spelling, exports.VerificationConfigSchema);
    const warn = options.onWarning ?? ((message) => process.emitWarning(message, { type: 'KareninaConfigWarning' }));
    for (const message of (0, verification_config_rules_js_1.configWarnings)(result.data))
        warn(message);
    return result.data;
}
function stampModelDefaults(model, config) {
    return {
        ...model,
        request_timeout: model.request_timeout ?? config.request_timeout,
        retry_policy: model.retry_policy ?? config.retry_policy,
    };
}
function skipTripleKey(questionId, answeringKey, parsingKey, replicate) {
    return JSON.stringify([questionId, answeringKey, parsingKey, replicate]);
}
