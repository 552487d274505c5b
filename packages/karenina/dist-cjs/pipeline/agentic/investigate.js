"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.InvestigationTimeout = void 0;
exports.investigate = investigate;
const fs_js_1 = require("../../utils/lazy-node/fs.js");
const os_js_1 = require("../../utils/lazy-node/os.js");
const node_path_1 = __importDefault(require("node:path"));
const interfaces_js_1 = require("../../config/interfaces.js");
const assemble_prompt_js_1 = require("../../prompts/assemble-prompt.js");
const agentic_parsing_js_1 = require("../../prompts/agentic-parsing.js");
const workspace_tools_js_1 = require("../../workspace-tools/workspace-tools.js");
const artifact_keys_js_1 = require("../artifact-keys.js");
const stage_support_js_1 = require("../stages/stage-support.js");
const resolve_workspace_js_1 = require("../workspace/resolve-workspace.js");
class InvestigationTimeout extends Error {
    name = 'InvestigationTimeout';
}
exports.InvestigationTimeout = InvestigationTimeout;
function materializeTrace(ctx, workspace, trace) {
    const dir = workspace === null ? (0, fs_js_1.mkdtempSync)(node_path_1.default.join((0, os_js_1.tmpdir)(), 'karenina_traces_')) : node_path_1.default.join(workspace, 'traces');
    (0, fs_js_1.mkdirSync)(dir, { recursive: true });
    const turn = ctx.settings.scenario.turn;
    const file = node_path_1.default.join(dir, `${(0, resolve_workspace_js_1.safeName)(ctx.questionId)}${turn === null ? '' : `_turn${turn}`}_trace.txt`);
    (0, fs_js_1.writeFileSync)(file, trace, 'utf8');
    return { file, remove: () => (0, fs_js_1.rmSync)(workspace === null ? dir : file, { recursive: true, force: true }) };
}
async function investigate(ctx, jsonSchema, screeningReasoning) {
    const { options, parsingModel } = ctx.settings;
    const ports = await ctx.settings.ports.parsing();
    if (ports.agent === undefined)
        throw new Error(`interface ${parsingModel.interface} has no agent port`);
    const workspace = ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.WORKSPACE_PATH) ?? null;
    const mode = options.agenticJudgeContext;
    const traceInContext = mode !== 'workspace_only';
    const raw = ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.RAW_LLM_RESPONSE) ?? null;
    const deep = (0, interfaces_js_1.agentTierOf)(parsingModel.interface) === 'deep_agent';
    const materialized = traceInContext && options.agenticParsingMaterializeTrace && raw !== null ? materializeTrace(ctx, workspace, raw) : null;
    try {
        const prompt = (0, agentic_parsing_js_1.buildInvestigationPrompt)({
            question: ctx.questionText,
            jsonSchema,
            codeExecution: deep,
            partialTimeout: ctx.getResultField(artifact_keys_js_1.ArtifactKeys.RESPONSE_TIMEOUT_PARTIAL) === true && raw !== null,
            traceInContext,
            trace: raw,
            traceFile: materialized?.file ?? null,
            workspace: mode === 'trace_only' ? null : workspace,
            screeningReasoning,
        });
        const messages = (0, assemble_prompt_js_1.assemblePrompt)(prompt, { interface: parsingModel.interface, promptConfig: options.promptConfig });
        const timeoutMs = options.agenticParsingTimeout * 1000;
        const timeout = AbortSignal.timeout(timeoutMs);
        const signal = ctx.signal ? AbortSignal.any([ctx.signal, timeout]) : timeout;
        const toolRoot = workspace ?? (materialized ? node_path_1.default.dirname(materialized.file) : null);
        let result;
        try {
            result = await ports.agent.run({
                messages,
                tools: deep || toolRoot === null ? [] : (0, workspace_tools_js_1.workspaceTools)(toolRoot),
                maxTurns: options.agenticParsingMaxTurns,
                question: { id: ctx.questionId, text: ctx.questionText },
                ...(workspace !== null ? { workspacePath: workspace } : {}),
            }, { ...(0, stage_support_js_1.callOptions)(ctx), signal });
        }
        catch (error) {
            if (timeout.aborted && !ctx.signal?.aborted)
                throw new InvestigationTimeout(`investigation timed out after ${options.agenticParsingTimeout} s`, { cause: error });
            throw error;
        }
        if (!result.usageUnavailable)
            (0, stage_support_js_1.usageTrackerOf)(ctx).track('agentic_parsing_investigation', result.usage, (0, stage_support_js_1.parsingDisplay)(ctx));
        return { trace: result.rawTrace, limitReached: result.recursionLimitReached };
    }
    finally {
        if (materialized !== null && !options.agenticParsingPersistTrace) {
            try {
                materialized.remove();
            }
            catch (error) {
                ctx.addWarning(`Failed to clean up materialized trace file: ${materialized.file} (${error instanceof Error ? error.message : String(error)})`);
            }
        }
    }
}
