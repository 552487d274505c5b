"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.UntrustedCheckpointError = exports.TRUST_CHECKPOINT_OPTION = exports.TRUST_CHECKPOINT_FLAG = void 0;
exports.markFromCheckpoint = markFromCheckpoint;
exports.markBenchmarkFile = markBenchmarkFile;
exports.benchmarkFileOf = benchmarkFileOf;
exports.privilegedSettings = privilegedSettings;
exports.checkpointSettingsOf = checkpointSettingsOf;
exports.scenarioModelConfigs = scenarioModelConfigs;
exports.benchmarkCheckpointSettings = benchmarkCheckpointSettings;
exports.formatCheckpointSetting = formatCheckpointSetting;
exports.assertCheckpointTrusted = assertCheckpointTrusted;
const checkpoint_error_js_1 = require("../errors/checkpoint-error.js");
const interfaces_js_1 = require("./interfaces.js");
const ORIGINS = new WeakMap();
const BENCHMARK_FILES = new WeakMap();
function markFromCheckpoint(config, file, location) {
    ORIGINS.set(config, { file, location });
}
function markBenchmarkFile(benchmark, file) {
    BENCHMARK_FILES.set(benchmark, file);
}
function benchmarkFileOf(benchmark) {
    return BENCHMARK_FILES.get(benchmark);
}
exports.TRUST_CHECKPOINT_FLAG = '--trust-checkpoint';
exports.TRUST_CHECKPOINT_OPTION = 'trustCheckpoint: true';
const HARMLESS_KEYS = new Set([
    'id', 'model_provider', 'model_name', 'temperature', 'max_tokens', 'interface', 'system_prompt',
    'max_retries', 'max_context_tokens', 'agent_timeout', 'request_timeout', 'retry_policy',
]);
function describeServers(value) {
    if (typeof value !== 'object' || value === null)
        return 'MCP servers';
    return Object.entries(value)
        .map(([name, entry]) => {
        if (typeof entry === 'string')
            return `MCP server "${name}" at ${entry}`;
        const spec = entry;
        if (typeof spec.command === 'string') {
            const args = Array.isArray(spec.args) ? spec.args.map(String) : [];
            return `MCP server "${name}" starts the command ${JSON.stringify([spec.command, ...args].join(' '))}`;
        }
        return `MCP server "${name}"${typeof spec.url === 'string' ? ` at ${spec.url}` : ''}`;
    })
        .join('; ');
}
function detailOf(field, value, config) {
    switch (field) {
        case 'interface':
            return `runs the agent runtime ${config.interface} (an agent with its own tools)`;
        case 'mcp_urls_dict':
            return describeServers(value);
        case 'endpoint_base_url':
        case 'anthropic_base_url':
            return `sends the model's requests (and an API key) to ${String(value)}`;
        case 'endpoint_api_key':
        case 'anthropic_api_key':
            return 'carries a credential';
        case 'extra_kwargs':
            return `passes ${Object.keys(value).map((k) => JSON.stringify(k)).join(', ')} to the adapter (tools, base_url, api_key, agent_env, …)`;
        case 'manual_traces':
            return 'supplies pre-recorded answers';
        default:
            return 'changes how the model runs or what it may use';
    }
}
const isUnset = (value) => value === null || value === undefined || (typeof value === 'object' && Object.keys(value).length === 0);
function privilegedSettings(config) {
    const found = [];
    if ((0, interfaces_js_1.isInterfaceName)(config.interface) && interfaces_js_1.INTERFACES[config.interface].agentTier === 'deep_agent') {
        found.push({ field: 'interface', detail: detailOf('interface', config.interface, config) });
    }
    for (const [field, value] of Object.entries(config)) {
        if (HARMLESS_KEYS.has(field) || isUnset(value))
            continue;
        found.push({ field, detail: detailOf(field, value, config) });
    }
    return found;
}
function checkpointSettingsOf(configs) {
    const settings = [];
    const seen = new Set();
    for (const config of configs) {
        if (config == null || seen.has(config))
            continue;
        seen.add(config);
        const origin = ORIGINS.get(config);
        if (origin === undefined)
            continue;
        for (const s of privilegedSettings(config))
            settings.push({ ...origin, ...s });
    }
    return settings;
}
function rubricModels(rubric) {
    return (rubric?.agentic_traits ?? []).flatMap((t) => (t.model_override ? [t.model_override] : []));
}
function scenarioModelConfigs(scenarios, globalRubric) {
    const configs = rubricModels(globalRubric);
    for (const scenario of scenarios) {
        for (const node of Object.values(scenario.nodes)) {
            const override = node.modelOverride;
            for (const model of [override?.answeringModel, override?.parsingModel])
                if (typeof model === 'object' && model !== null)
                    configs.push(model);
            configs.push(...rubricModels(node.question.rubric));
        }
    }
    return configs;
}
function benchmarkCheckpointSettings(benchmark) {
    const configs = [...rubricModels(benchmark.getGlobalRubric()), ...rubricModels(benchmark.getGlobalDynamicRubric())];
    for (const q of benchmark.getAllQuestions())
        configs.push(...rubricModels(q.rubric), ...rubricModels(q.dynamicRubric));
    if (benchmark.isScenarioBenchmark)
        configs.push(...scenarioModelConfigs(benchmark.getScenarios(), null));
    return checkpointSettingsOf(configs);
}
function formatCheckpointSetting(s) {
    return `${s.location}: ${s.field}: ${s.detail}`;
}
class UntrustedCheckpointError extends checkpoint_error_js_1.CheckpointError {
    settings;
    constructor(settings) {
        const file = settings[0].file;
        const lines = settings.filter((s) => s.file === file).map((s) => `  - ${formatCheckpointSetting(s)}`);
        const others = [...new Set(settings.map((s) => s.file).filter((f) => f !== file))];
        super(file, [], `refused: the checkpoint asks for settings a file may only use with your opt-in (nothing was started and nothing was sent):\n${lines.join('\n')}` +
            (others.length > 0 ? `\n  (and settings of ${others.join(', ')})` : '') +
            `\nIf you trust this file, allow them with ${exports.TRUST_CHECKPOINT_FLAG} (API: ${exports.TRUST_CHECKPOINT_OPTION} in the options of runVerification, runScenarios, describeBenchmark, describeScenario, runTask, runScenario or a matcher).`);
        this.settings = settings;
    }
}
exports.UntrustedCheckpointError = UntrustedCheckpointError;
function assertCheckpointTrusted(configs, trusted) {
    if (trusted === true)
        return;
    const settings = checkpointSettingsOf(configs);
    if (settings.length > 0)
        throw new UntrustedCheckpointError(settings);
}
