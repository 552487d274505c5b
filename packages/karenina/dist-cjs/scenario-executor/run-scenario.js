"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.scenarioStageLists = scenarioStageLists;
exports.nodeTurnSettings = nodeTurnSettings;
exports.runScenario = runScenario;
const checkpoint_trust_js_1 = require("../config/checkpoint-trust.js");
const model_id_js_1 = require("../config/model-id.js");
const verification_config_js_1 = require("../config/verification-config.js");
const question_id_js_1 = require("../benchmark/question-id.js");
const stage_lists_js_1 = require("../batch/stage-lists.js");
const artifact_keys_js_1 = require("../pipeline/artifact-keys.js");
const run_task_js_1 = require("../pipeline/run-task.js");
const result_metadata_js_1 = require("../results/result-metadata.js");
const result_rubric_js_1 = require("../results/result-rubric.js");
const evaluate_outcome_js_1 = require("../scenario/evaluate-outcome.js");
const handover_js_1 = require("../scenario/handover.js");
const scenario_definition_js_1 = require("../scenario/scenario-definition.js");
const scenario_state_js_1 = require("../scenario/scenario-state.js");
const state_check_js_1 = require("../scenario/state-check.js");
const scenario_execution_result_js_1 = require("./scenario-execution-result.js");
function scenarioStageLists(scenarios, option, taskOptions, globalRubric, where) {
    if (option === undefined)
        return undefined;
    const stages = (0, stage_lists_js_1.stageListsByPlan)(option, where);
    for (const scenario of scenarios) {
        for (const node of Object.values(scenario.nodes)) {
            const turn = nodeTurnSettings(node, taskOptions, globalRubric);
            stages(turn.options, turn.rubric);
        }
    }
    return stages;
}
function nodeTurnSettings(node, taskOptions, globalRubric) {
    const rubric = hasTraits(node.question.rubric) ? node.question.rubric : globalRubric;
    const withRubric = hasTraits(rubric);
    return {
        options: { ...taskOptions, evaluationMode: withRubric ? 'template_and_rubric' : 'template_only', deepJudgmentMode: 'disabled' },
        rubric: withRubric ? rubric : null,
    };
}
const hasTraits = (rubric) => rubric != null && Object.values(rubric).some((v) => Array.isArray(v) && v.length > 0);
function nodeModels(node, ctx) {
    const override = node.modelOverride;
    const stamp = (m) => (0, verification_config_js_1.stampModelDefaults)(m, ctx.config);
    return [
        override?.answeringModel ? stamp((0, model_id_js_1.toModelConfig)(override.answeringModel)) : ctx.answeringModel,
        override?.parsingModel ? stamp((0, model_id_js_1.toModelConfig)(override.parsingModel)) : ctx.parsingModel,
    ];
}
function nodeTools(node, tools) {
    const removed = node.toolFilter?.remove ?? [];
    return Object.entries(tools).flatMap(([server, list]) => list.filter((tool) => !removed.some((r) => r.server === server && (r.tool == null || r.tool === tool.name))));
}
async function runScenario(scenario, ctx) {
    (0, checkpoint_trust_js_1.assertCheckpointTrusted)((0, checkpoint_trust_js_1.scenarioModelConfigs)([scenario], ctx.globalRubric), ctx.trustCheckpoint);
    const state = (0, scenario_state_js_1.initialState)(scenario.entryNode);
    const tagged = [];
    const turnResults = [];
    const path = [];
    let pendingEdge = null;
    let previousAgent = null;
    let previousSystemPrompt = null;
    let status = 'completed';
    let terminalFailure = null;
    const entry = scenario.nodes[scenario.entryNode];
    const baseIdentity = entry.agentIdentity ?? ctx.answeringModel.id ?? ctx.answeringModel.model_name ?? 'unknown';
    for (;;) {
        ctx.signal?.throwIfAborted();
        const node = scenario.nodes[state.current_node];
        path.push(node.nodeId);
        const agentId = node.agentIdentity ?? baseIdentity;
        const [answering, parsing] = nodeModels(node, ctx);
        let questionText = node.question.text;
        let history = tagged.map((t) => t.message);
        if (pendingEdge?.handover) {
            questionText = await (0, handover_js_1.applyHandover)(pendingEdge.handover, tagged, questionText, { workspaceRoot: ctx.workspaceRoot ?? null, nodeId: node.nodeId, turn: state.turn });
            history = [];
        }
        const systemPrompt = answering.system_prompt ?? null;
        if ((previousAgent !== agentId || systemPrompt !== previousSystemPrompt) && systemPrompt)
            tagged.push({ message: { role: 'system', content: systemPrompt }, agentId });
        tagged.push({ message: { role: 'user', content: questionText }, agentId: '__user__' });
        const turnSettings = nodeTurnSettings(node, ctx.taskOptions, ctx.globalRubric);
        let traceMessages = null;
        const questionId = node.question.id ?? (0, question_id_js_1.generateQuestionId)(node.question.text);
        const callTurn = { nodeId: node.nodeId, turn: state.turn, questionId, answeringModel: answering, parsingModel: parsing };
        const onModelCall = ctx.onModelCall;
        const result = await (0, run_task_js_1.runTask)({
            questionId,
            questionText,
            template: node.question.template,
            templateProblem: node.question.templateProblem ?? null,
            answeringModel: answering,
            parsingModel: parsing,
            options: turnSettings.options,
            rubric: turnSettings.rubric,
            keywords: node.question.keywords ?? null,
            rawAnswer: node.question.rawAnswer ?? null,
            replicate: ctx.replicate,
            runName: ctx.runName,
            scenario: { id: scenario.name, node: node.nodeId, turn: state.turn, path: [...path], nodeVisitIndex: state.node_visits[node.nodeId] ?? 0 },
            conversationHistory: history,
            scenarioNodeResults: state.node_results,
            agentTools: nodeTools(node, ctx.agentTools ?? {}),
            ports: { answering: await ctx.ports(answering, 'answering'), parsing: await ctx.ports(parsing, 'parsing') },
            ...(ctx.env ? { env: ctx.env } : {}),
        }, {
            ...(ctx.signal ? { signal: ctx.signal } : {}),
            ...(ctx.now ? { now: ctx.now } : {}),
            ...(onModelCall ? { onModelCall: (call) => onModelCall(call, callTurn) } : {}),
            onContext: (task) => (traceMessages = task.getArtifact(artifact_keys_js_1.ArtifactKeys.TRACE_MESSAGES)),
            trustCheckpoint: true,
            ...(ctx.stages ? { stages: ctx.stages(turnSettings.options, turnSettings.rubric) } : {}),
        });
        ctx.signal?.throwIfAborted();
        turnResults.push(result);
        const record = turnRecord(node, result, traceMessages);
        for (const message of record.traceMessages ?? [])
            tagged.push({ message, agentId });
        state.node_results[node.nodeId] = {
            verify_result: record.verifyResult,
            parsed: record.parsedFields,
            rubric: result.rubric?.rubric_evaluation_performed ? (0, result_rubric_js_1.getAllTraitScores)(result.rubric) : {},
        };
        if (node.stateUpdate) {
            const snapshot = state.accumulated;
            try {
                state.accumulated = node.stateUpdate({ ...state.accumulated }, { ...record.parsedFields });
            }
            catch {
                state.accumulated = snapshot;
            }
        }
        state.turn += 1;
        state.node_visits[node.nodeId] = (state.node_visits[node.nodeId] ?? 0) + 1;
        state.history.push(record);
        state.verify_result = record.verifyResult;
        state.parsed = record.parsedFields;
        const failure = result.metadata.failure;
        let next = null;
        if (failure && failure.category !== 'content') {
            status = 'error';
            terminalFailure = { node_id: node.nodeId, category: failure.category, stage: failure.stage, reason: failure.reason };
        }
        else if (state.turn >= ctx.config.scenario_turn_limit) {
            status = 'limit_reached';
        }
        else {
            const outbound = scenario.edges.filter((e) => e.source === node.nodeId);
            const blocked = pythonConditionBefore(outbound, state);
            if (blocked === null)
                next = (0, state_check_js_1.resolveNextEdge)(outbound, state);
            else {
                status = 'error';
                terminalFailure = {
                    node_id: node.nodeId,
                    category: 'unexpected_error',
                    stage: 'edge_resolution',
                    reason: `edge ${blocked.source} → ${blocked.target} has a Python condition (conditionSource) that cannot run in TypeScript`,
                };
            }
        }
        const nextNode = next === null || next.target === scenario_definition_js_1.END ? null : next.target;
        ctx.onTurn?.({ scenarioId: scenario.name, replicate: ctx.replicate, turn: state.turn - 1, nodeId: node.nodeId, verifyResult: record.verifyResult, nextNode, result });
        if (nextNode === null)
            break;
        pendingEdge = next;
        state.current_node = nextNode;
        previousAgent = agentId;
        previousSystemPrompt = systemPrompt;
    }
    const execution = new scenario_execution_result_js_1.ScenarioExecutionResult({
        scenarioId: scenario.name,
        status,
        path,
        history: state.history,
        turnResults,
        finalState: state,
        terminalFailure,
        replicate: ctx.replicate,
        answeringModel: turnResults[0] ? (0, result_metadata_js_1.answeringModel)(turnResults[0].metadata) : null,
        parsingModel: turnResults[0] ? (0, result_metadata_js_1.parsingModel)(turnResults[0].metadata) : null,
    });
    execution.outcomeResults = evaluateCriteria(scenario, execution);
    return execution;
}
function pythonConditionBefore(edges, state) {
    for (const edge of edges) {
        if (edge.conditionSource !== null && edge.conditionFunction === null && edge.condition === null)
            return edge;
        if (!(0, scenario_definition_js_1.isUnconditional)(edge) && (0, state_check_js_1.edgeMatches)(edge, state))
            return null;
    }
    return null;
}
function turnRecord(node, result, trace) {
    const template = result.template;
    const parsed = template?.parsed_llm_response;
    const raw = template?.raw_llm_response ?? '';
    return {
        nodeId: node.nodeId,
        questionText: node.question.text,
        questionMessages: [{ role: 'user', content: node.question.text }],
        traceMessages: trace ?? [],
        rawResponse: raw,
        parsedAnswer: parsed ?? null,
        parsedFields: parsed && typeof parsed === 'object' ? { ...parsed } : {},
        verifyResult: template?.verify_result === true ? true : template?.verify_result === false ? false : null,
        verificationResultId: result.metadata.result_id,
    };
}
function evaluateCriteria(scenario, execution) {
    const out = {};
    for (const criterion of scenario.outcomeCriteria) {
        try {
            if (criterion.check !== null)
                out[criterion.name] = (0, evaluate_outcome_js_1.evaluateOutcome)(criterion.check, execution);
            else if (criterion.evaluate !== null)
                out[criterion.name] = criterion.evaluate(execution);
            else
                out[criterion.name] = false;
        }
        catch {
            out[criterion.name] = false;
        }
    }
    return out;
}
