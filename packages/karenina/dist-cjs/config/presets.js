"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.sanitizePresetName = sanitizePresetName;
exports.validatePresetMetadata = validatePresetMetadata;
exports.sanitizePresetModel = sanitizePresetModel;
exports.savePreset = savePreset;
exports.resolvePresetPath = resolvePresetPath;
exports.loadPreset = loadPreset;
const crypto_js_1 = require("../utils/lazy-node/crypto.js");
const fs_promises_js_1 = require("../utils/lazy-node/fs-promises.js");
const node_path_1 = require("node:path");
const py_json_js_1 = require("../compat/py-json.js");
const config_error_js_1 = require("../errors/config-error.js");
const karenina_error_js_1 = require("../errors/karenina-error.js");
const env_js_1 = require("./env.js");
const serialize_verification_config_js_1 = require("./serialize-verification-config.js");
const verification_config_js_1 = require("./verification-config.js");
const name_file_in_error_js_1 = require("../utils/name-file-in-error.js");
function sanitizePresetName(name) {
    let base = name.toLowerCase().replaceAll(' ', '-');
    base = base.replace(/[^a-z0-9-]/g, '').replace(/-+/g, '-').replace(/^-+|-+$/g, '');
    if (base === '')
        base = 'preset';
    return `${base.slice(0, 96)}.json`;
}
function validatePresetMetadata(name, description) {
    if (typeof name !== 'string' || name.trim() === '')
        throw new config_error_js_1.ConfigError('preset.name', 'must not be empty');
    if (Array.from(name).length > 100)
        throw new config_error_js_1.ConfigError('preset.name', `must be at most 100 characters (received ${Array.from(name).length})`);
    if (description != null && Array.from(description).length > 500)
        throw new config_error_js_1.ConfigError('preset.description', `must be at most 500 characters (received ${Array.from(description).length})`);
}
const ANTHROPIC_INTERFACES = new Set(['claude_tool', 'claude_agent_sdk']);
const KEEP_WHEN_SET = ['max_tokens', 'max_retries', 'request_timeout', 'agent_timeout', 'mcp_http_timeout', 'mcp_sse_read_timeout', 'retry_policy'];
const KEEP_WHEN_NON_EMPTY = ['mcp_urls_dict', 'mcp_tool_description_overrides', 'mcp_tool_filter', 'extra_kwargs', 'agent_runtime', 'agent_middleware'];
function nonEmpty(value) {
    if (value === null || value === undefined || value === '')
        return false;
    if (Array.isArray(value))
        return value.length > 0;
    if (typeof value === 'object')
        return Object.keys(value).length > 0;
    return true;
}
function sanitizePresetModel(model) {
    const out = {};
    for (const key of ['id', 'model_provider', 'model_name', 'temperature', 'interface', 'system_prompt'])
        out[key] = model[key] ?? null;
    for (const key of KEEP_WHEN_SET)
        if (model[key] != null)
            out[key] = model[key];
    if (model.interface === 'openai_endpoint')
        for (const key of ['endpoint_base_url', 'endpoint_api_key'])
            if (nonEmpty(model[key]))
                out[key] = model[key];
    if (ANTHROPIC_INTERFACES.has(model.interface))
        for (const key of ['anthropic_base_url', 'anthropic_api_key'])
            if (nonEmpty(model[key]))
                out[key] = model[key];
    for (const key of KEEP_WHEN_NON_EMPTY)
        if (nonEmpty(model[key]))
            out[key] = model[key];
    if (model.max_context_tokens != null)
        out.max_context_tokens = model.max_context_tokens;
    return out;
}
function pyIsoformatUtc(date) {
    const base = date.toISOString().slice(0, 19);
    const ms = date.getUTCMilliseconds();
    return `${base}${ms === 0 ? '' : `.${String(ms * 1000).padStart(6, '0')}`}+00:00`;
}
async function exists(path) {
    return (0, fs_promises_js_1.access)(path).then(() => true, () => false);
}
async function savePreset(config, name, options = {}) {
    const description = options.description ?? null;
    validatePresetMetadata(name, description);
    const dir = (0, node_path_1.resolve)(options.presetsDir ?? (0, env_js_1.presetsDirFromEnv)(options.env ?? process.env));
    await (0, fs_promises_js_1.mkdir)(dir, { recursive: true });
    const id = (options.newId ?? crypto_js_1.randomUUID)();
    const now = pyIsoformatUtc((options.now ?? (() => new Date()))());
    const dump = (0, serialize_verification_config_js_1.serializeVerificationConfig)(config);
    dump.answering_models = dump.answering_models.map(sanitizePresetModel);
    dump.parsing_models = dump.parsing_models.map(sanitizePresetModel);
    const filepath = (0, node_path_1.join)(dir, sanitizePresetName(name));
    if (await exists(filepath))
        throw new config_error_js_1.ConfigError('preset.name', `a preset file already exists at ${filepath}; use a different name`);
    const preset = { id, name, description, config: dump, created_at: now, updated_at: now };
    await (0, fs_promises_js_1.writeFile)(filepath, (0, py_json_js_1.pyJsonDumps)(preset, { indent: 2 }), { flag: 'wx' }).catch((error) => Promise.reject((0, name_file_in_error_js_1.nameFileInError)(error, filepath)));
    return { id, name, description, filepath, created_at: now, updated_at: now };
}
async function resolvePresetPath(nameOrPath, options = {}) {
    const direct = await (0, fs_promises_js_1.stat)(nameOrPath).catch(() => null);
    if (direct?.isFile())
        return (0, node_path_1.resolve)(nameOrPath);
    const dir = options.presetsDir ?? (0, env_js_1.presetsDirFromEnv)(options.env ?? process.env);
    if (!(await exists(dir)))
        throw new config_error_js_1.ConfigError('preset', `presets directory not found: ${dir} (looking for ${JSON.stringify(nameOrPath)})`);
    const candidate = (0, node_path_1.join)(dir, nameOrPath.endsWith('.json') ? nameOrPath : `${nameOrPath}.json`);
    if (await exists(candidate))
        return (0, node_path_1.resolve)(candidate);
    throw new config_error_js_1.ConfigError('preset', `preset ${JSON.stringify(nameOrPath)} not found in ${dir}`);
}
async function loadPreset(nameOrPath, options = {}) {
    const path = await resolvePresetPath(nameOrPath, options);
    let preset;
    try {
        preset = JSON.parse(await (0, fs_promises_js_1.readFile)(path, 'utf8'));
    }
    catch (error) {
        throw new config_error_js_1.ConfigError('preset', `${path} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
    }
    const config = typeof preset === 'object' && preset !== null ? preset.config : undefined;
    if (typeof config !== 'object' || config === null || Object.keys(config).length === 0)
        throw new config_error_js_1.ConfigError('preset.config', `preset file ${path} has no configuration data`);
    try {
        return (0, verification_config_js_1.resolveVerificationConfig)(config, options.env ?? process.env);
    }
    catch (error) {
        if (error instanceof config_error_js_1.ConfigError) {
            const problem = error.message.slice(error.key.length + 2);
            throw new config_error_js_1.ConfigError(error.key, `${problem} (in preset ${path})`, { cause: error });
        }
        if (karenina_error_js_1.KareninaError.isInstance(error))
            throw error;
        throw new config_error_js_1.ConfigError('preset.config', `cannot load ${path}: ${String(error)}`, { cause: error });
    }
}
