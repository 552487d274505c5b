"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.runOnResponse = runOnResponse;
exports.verifyResponse = verifyResponse;
const fs_js_1 = require("../utils/lazy-node/fs.js");
const node_path_1 = __importDefault(require("node:path"));
const question_id_js_1 = require("../benchmark/question-id.js");
const config_error_js_1 = require("../errors/config-error.js");
const did_you_mean_js_1 = require("../utils/did-you-mean.js");
const run_task_js_1 = require("../pipeline/run-task.js");
const task_settings_js_1 = require("../pipeline/task-settings.js");
const failure_message_js_1 = require("./failure-message.js");
const response_input_js_1 = require("./response-input.js");
const runner_config_js_1 = require("./runner-config.js");
const runner_ports_js_1 = require("./runner-ports.js");
const run_wide_limiter_js_1 = require("./run-wide-limiter.js");
const verdict_js_1 = require("./verdict.js");
const keys_of_js_1 = require("../utils/keys-of.js");
const MATCHER_OPTION_KEYS = (0, keys_of_js_1.keysOf)()([
    'granular', 'traits', 'judge', 'evaluationMode', 'rubric', 'question', 'questionId', 'rawAnswer', 'answeringModel', 'config', 'cassette',
    'modelOptions', 'workspace', 'taskOptions', 'signal', 'now', 'trustCheckpoint', 'stages',
]);
function workspaceSettings(dir, withTemplate) {
    if (dir === undefined)
        return { options: {}, paths: [] };
    const absolute = node_path_1.default.resolve(dir);
    let real = absolute;
    try {
        real = (0, fs_js_1.realpathSync)(absolute);
    }
    catch {
    }
    return {
        paths: [real, absolute],
        workspacePath: node_path_1.default.basename(absolute),
        options: { workspaceRoot: node_path_1.default.dirname(absolute), workspaceCopy: false, ...(withTemplate ? { agenticParsing: true } : {}) },
    };
}
async function runOnResponse(response, template, options) {
    const checked = (0, response_input_js_1.checkResponseInput)(response);
    const [unknownKey] = (0, did_you_mean_js_1.unknownKeys)(options, MATCHER_OPTION_KEYS);
    if (unknownKey !== undefined)
        throw new config_error_js_1.ConfigError(unknownKey, (0, did_you_mean_js_1.unknownKeyMessage)(unknownKey, 'matcher options', MATCHER_OPTION_KEYS));
    const [unknownOption] = (0, did_you_mean_js_1.unknownKeys)(options.taskOptions, task_settings_js_1.TASK_OPTION_KEYS);
    if (unknownOption !== undefined) {
        throw new config_error_js_1.ConfigError(`taskOptions.${unknownOption}`, (0, did_you_mean_js_1.unknownKeyMessage)(unknownOption, 'matcher options › taskOptions', task_settings_js_1.TASK_OPTION_KEYS));
    }
    const config = (0, runner_config_js_1.resolveRunnerConfig)(process.env, options.config);
    const question = options.question ?? '';
    const rubric = options.rubric ?? null;
    const workspace = workspaceSettings(options.workspace, template !== null);
    const task = {
        questionId: options.questionId ?? (question !== '' ? (0, question_id_js_1.generateQuestionId)(question) : (template?.name ?? 'response')),
        questionText: question,
        template,
        answeringModel: options.answeringModel ?? response_input_js_1.GIVEN_RESPONSE_MODEL,
        parsingModel: options.judge ?? config.judgeModel,
        options: { evaluationMode: options.evaluationMode ?? (rubric ? 'template_and_rubric' : 'template_only'), agenticToolLoopJudges: true, ...workspace.options, ...options.taskOptions },
        ...(workspace.workspacePath !== undefined ? { workspacePath: workspace.workspacePath } : {}),
        rubric,
        rawAnswer: options.rawAnswer ?? null,
        runName: config.runName,
        cachedAnswerData: (0, response_input_js_1.cachedAnswerOf)(checked),
        modelOptions: { parsing: (0, runner_ports_js_1.runnerModelOptions)(config, options.cassette, options.modelOptions, workspace.paths) },
    };
    const runOptions = {
        now: options.now ?? (0, runner_config_js_1.runnerClock)(config),
        ...(options.signal ? { signal: options.signal } : {}),
        ...(options.trustCheckpoint ? { trustCheckpoint: true } : {}),
        ...(options.stages ? { stages: options.stages } : {}),
    };
    return (0, run_wide_limiter_js_1.withHeldSlots)(() => (0, run_task_js_1.runTask)(task, runOptions));
}
async function verifyResponse(response, template, options = {}) {
    const result = await runOnResponse(response, template, options);
    const verdict = (0, verdict_js_1.evaluateVerdict)(result, options);
    return {
        pass: verdict.pass,
        result,
        message: (how) => (0, failure_message_js_1.templateOutcomeMessage)(result, template, verdict, options, { isNot: how?.isNot ?? false }),
    };
}
