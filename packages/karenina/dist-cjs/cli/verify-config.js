"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.parseMcpFlags = parseMcpFlags;
exports.parseMcpStdioFlags = parseMcpStdioFlags;
exports.readJsonFile = readJsonFile;
exports.readManualTraces = readManualTraces;
exports.buildVerifyConfig = buildVerifyConfig;
const promises_1 = require("node:fs/promises");
const node_path_1 = require("node:path");
const model_id_js_1 = require("../config/model-id.js");
const manual_traces_js_1 = require("../llm/manual/manual-traces.js");
const cli_error_js_1 = require("./cli-error.js");
const karenina_error_js_1 = require("../errors/karenina-error.js");
const validation_error_js_1 = require("../errors/validation-error.js");
const response_input_js_1 = require("../runner/response-input.js");
const replay_errors_js_1 = require("../replay-store/replay-errors.js");
const replay_store_file_js_1 = require("../replay-store/replay-store-file.js");
const command_line_js_1 = require("./command-line.js");
function parseMcpFlags(entries) {
    const servers = {};
    for (const entry of entries) {
        const eq = entry.indexOf('=');
        const name = eq > 0 ? entry.slice(0, eq) : '';
        const url = entry.slice(eq + 1);
        if (name === '' || !URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
            const stdio = name !== '' && !url.includes('://') ? `; a stdio server (a command) goes in --mcp-stdio ${JSON.stringify(entry)}` : '';
            throw new cli_error_js_1.CliError(`--mcp ${JSON.stringify(entry)}: expected name=url with an http(s) URL of a Streamable HTTP MCP server (e.g. --mcp search=http://127.0.0.1:8931/mcp)${stdio}`);
        }
        if (Object.hasOwn(servers, name))
            throw new cli_error_js_1.CliError(`--mcp: server ${JSON.stringify(name)} is given twice`);
        servers[name] = url;
    }
    return servers;
}
function parseMcpStdioFlags(entries, cwd) {
    const servers = {};
    for (const entry of entries) {
        const eq = entry.indexOf('=');
        const name = eq > 0 ? entry.slice(0, eq) : '';
        if (name === '')
            throw new cli_error_js_1.CliError(`--mcp-stdio ${JSON.stringify(entry)}: expected name=command with the server's command line (e.g. --mcp-stdio 'search=npx -y my-mcp-server --flag')`);
        let words;
        try {
            words = (0, command_line_js_1.splitCommandLine)(entry.slice(eq + 1));
        }
        catch (error) {
            throw new cli_error_js_1.CliError(`--mcp-stdio: server ${JSON.stringify(name)}: cannot read its command line: ${error.message}`);
        }
        if (words.length === 0)
            throw new cli_error_js_1.CliError(`--mcp-stdio: server ${JSON.stringify(name)} has no command (e.g. --mcp-stdio '${name}=node server.js')`);
        if (Object.hasOwn(servers, name))
            throw new cli_error_js_1.CliError(`--mcp-stdio: server ${JSON.stringify(name)} is given twice`);
        servers[name] = { command: words[0], args: words.slice(1), cwd };
    }
    return servers;
}
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
async function readJsonFile(path, role) {
    let text;
    try {
        text = await (0, promises_1.readFile)(path, 'utf8');
    }
    catch (error) {
        throw new cli_error_js_1.CliError(`${role} ${path}: cannot read it (${error.code ?? error.message})`);
    }
    try {
        return JSON.parse(text);
    }
    catch (error) {
        throw new cli_error_js_1.CliError(`${role} ${path}: not valid JSON (${error.message})`);
    }
}
async function readManualTraces(path) {
    const raw = await readJsonFile(path, 'manual traces file');
    const parsed = manual_traces_js_1.ManualTracesSchema.safeParse(raw);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const key = issue.path[0];
        const value = isObject(raw) && typeof key === 'string' ? raw[key] : undefined;
        if (Array.isArray(value)) {
            try {
                (0, response_input_js_1.checkTraceMessages)(value, String(key), 'manual traces', `an answer string, or a list of messages in ${response_input_js_1.KARENINA_MESSAGE_FORM}`);
            }
            catch (error) {
                if (!(error instanceof validation_error_js_1.ValidationError))
                    throw error;
                throw new cli_error_js_1.CliError(`manual traces file ${path} › ${(0, karenina_error_js_1.formatPath)(error.path)}: ${error.problem}`);
            }
        }
        throw new cli_error_js_1.CliError(`manual traces file ${path} › ${issue.path.map(String).join('.') || '(root)'}: ${issue.message} (expected {"<question id or MD5 of its text>": "<answer>" or a list of messages in Karenina's message form: {"role": "assistant", "content": "<text>", "tool_calls"?: [{"id", "name", "input"}]} and {"role": "tool", "content": "<result>", "tool_result": {"tool_use_id", "is_error"}}})`);
    }
    return parsed.data;
}
async function readConfigFile(path) {
    const raw = await readJsonFile(path, 'config file');
    if (!isObject(raw))
        throw new cli_error_js_1.CliError(`config file ${path}: expected a JSON object (a VerificationConfig, or a preset with a "config" key)`);
    const config = isObject(raw.config) && typeof raw.name === 'string' ? raw.config : raw;
    for (const role of ['answering_models', 'parsing_models']) {
        const models = config[role];
        if (!Array.isArray(models))
            continue;
        config[role] = await Promise.all(models.map(async (model) => isObject(model) && typeof model.manual_traces === 'string' ? { ...model, manual_traces: await readManualTraces((0, node_path_1.resolve)((0, node_path_1.dirname)(path), model.manual_traces)) } : model));
    }
    return { ...config };
}
async function buildVerifyConfig(flags, cwd) {
    const config = flags.config ? await readConfigFile((0, node_path_1.resolve)(cwd, flags.config)) : {};
    if (flags.answering?.length)
        config.answering_models = [...flags.answering];
    if (flags.parsing?.length)
        config.parsing_models = [...flags.parsing];
    if (flags.mode)
        config.evaluation_mode = flags.mode;
    if (flags.replicates !== undefined)
        config.replicate_count = flags.replicates;
    if (flags.concurrency !== undefined)
        config.async_max_workers = flags.concurrency;
    if (flags.maxRequests !== undefined)
        config.max_concurrent_requests = flags.maxRequests;
    if (flags.timeout !== undefined)
        config.batch_timeout_seconds = flags.timeout;
    if (flags.requestTimeout !== undefined)
        config.request_timeout = flags.requestTimeout;
    if (flags.compat)
        config.compat = flags.compat;
    if (flags.workspaceRoot !== undefined)
        config.workspace_root = (0, node_path_1.resolve)(cwd, flags.workspaceRoot);
    if (flags.agenticToolLoopJudges)
        config.agentic_tool_loop_judges = true;
    if (flags.replayStore !== undefined) {
        try {
            config.replay_store = await (0, replay_store_file_js_1.loadReplayStore)((0, node_path_1.resolve)(cwd, flags.replayStore));
        }
        catch (error) {
            if (error instanceof replay_errors_js_1.ReplayPersistenceError)
                throw new cli_error_js_1.CliError(`--replay-store: ${error.message}`);
            throw error;
        }
    }
    if (flags.manualTraces) {
        const traces = await readManualTraces((0, node_path_1.resolve)(cwd, flags.manualTraces));
        const models = Array.isArray(config.answering_models) ? config.answering_models : [];
        let used = false;
        config.answering_models = models.map((model) => {
            const manual = model === 'manual' || (isObject(model) && model.interface === 'manual');
            if (!manual)
                return model;
            used = true;
            return { ...(isObject(model) ? model : { interface: 'manual' }), manual_traces: traces };
        });
        if (!used)
            throw new cli_error_js_1.CliError('--manual-traces needs a manual answering model: add --answering manual');
    }
    if (flags.mcp?.length || flags.mcpStdio?.length) {
        const http = parseMcpFlags(flags.mcp ?? []);
        const stdio = parseMcpStdioFlags(flags.mcpStdio ?? [], cwd);
        const twice = Object.keys(stdio).find((name) => Object.hasOwn(http, name));
        if (twice !== undefined)
            throw new cli_error_js_1.CliError(`server ${JSON.stringify(twice)} is given by both --mcp and --mcp-stdio`);
        const servers = { ...http, ...stdio };
        const models = Array.isArray(config.answering_models) ? config.answering_models : [];
        config.answering_models = models.map((model) => {
            if (model === 'manual' || (isObject(model) && model.interface === 'manual'))
                return model;
            const base = typeof model === 'string' ? configOfId(model) : model;
            if (!isObject(base))
                return model;
            return { ...base, mcp_urls_dict: { ...(isObject(base.mcp_urls_dict) ? base.mcp_urls_dict : {}), ...servers } };
        });
    }
    if (!Array.isArray(config.parsing_models) || config.parsing_models.length === 0) {
        throw new cli_error_js_1.CliError('no judge model: pass --parsing <model> (e.g. --parsing openai:gpt-4.1-mini), or parsing_models in --config');
    }
    if (!Array.isArray(config.answering_models) || config.answering_models.length === 0) {
        throw new cli_error_js_1.CliError('no answering model: pass --answering <model> (e.g. --answering openai:gpt-4.1-mini, or manual with --manual-traces), or answering_models in --config');
    }
    return config;
}
function configOfId(id) {
    return { ...(0, model_id_js_1.toModelConfig)(id) };
}
