"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.planScenarioTests = planScenarioTests;
exports.plannedScenarioOutcome = plannedScenarioOutcome;
const checkpoint_trust_js_1 = require("../config/checkpoint-trust.js");
const model_config_js_1 = require("../config/model-config.js");
const verification_config_js_1 = require("../config/verification-config.js");
const resolve_model_js_1 = require("../llm/resolve-model.js");
const task_settings_js_1 = require("../pipeline/task-settings.js");
const model_identity_js_1 = require("../config/model-identity.js");
const run_scenario_js_1 = require("../scenario-executor/run-scenario.js");
const runner_config_js_1 = require("./runner-config.js");
const runner_ports_js_1 = require("./runner-ports.js");
const model_label_js_1 = require("./model-label.js");
const scenario_outcome_js_1 = require("./scenario-outcome.js");
function planScenarioTests(scenarios, input = {}) {
    const list = Array.isArray(scenarios) ? scenarios : [scenarios];
    (0, checkpoint_trust_js_1.assertCheckpointTrusted)((0, checkpoint_trust_js_1.scenarioModelConfigs)(list, input.globalRubric), input.trustCheckpoint);
    const env = input.env ?? process.env;
    const config = (0, runner_config_js_1.resolveRunnerConfig)(env, input);
    const verification = (0, verification_config_js_1.resolveVerificationConfig)({ ...input.verification, answering_models: config.answeringModels, parsing_models: [config.judgeModel], replicate_count: config.replicates }, env);
    const taskOptions = (0, task_settings_js_1.taskOptionsFromConfig)(verification);
    const now = input.now ?? (0, runner_config_js_1.runnerClock)(config);
    const options = {
        answering: (0, runner_ports_js_1.runnerModelOptions)(config, input.cassette, input.modelOptions?.answering),
        parsing: (0, runner_ports_js_1.runnerModelOptions)(config, input.cassette, input.modelOptions?.parsing),
    };
    const cache = new Map();
    const ports = (model, role) => {
        const key = JSON.stringify([role, model]);
        let entry = cache.get(key);
        if (!entry)
            cache.set(key, (entry = (0, resolve_model_js_1.resolveModel)(model, { ...options[role], role })));
        return entry;
    };
    const stages = (0, run_scenario_js_1.scenarioStageLists)(list, input.stages, taskOptions, input.globalRubric ?? null, 'describeScenario options › stages');
    const parsing = (0, verification_config_js_1.stampModelDefaults)(verification.parsing_models[0], verification);
    const several = verification.answering_models.length > 1;
    const tests = [];
    for (const scenario of list) {
        for (const model of verification.answering_models) {
            const answering = (0, verification_config_js_1.stampModelDefaults)(model, verification);
            const display = (0, model_identity_js_1.modelDisplayString)((0, model_config_js_1.modelIdentityOf)(answering, 'answering'));
            const answeringModelId = (0, model_label_js_1.answeringModelLabel)(answering);
            for (let rep = 1; rep <= verification.replicate_count; rep++) {
                const replicate = verification.replicate_count === 1 ? null : rep;
                tests.push({
                    title: [scenario.name, several ? `[${answeringModelId}]` : '', replicate !== null ? `#${replicate}` : ''].filter(Boolean).join(' '),
                    scenario,
                    answeringModel: display,
                    answeringModelId,
                    replicate,
                    run: (runOptions = {}) => (0, run_scenario_js_1.runScenario)(scenario, {
                        config: verification,
                        answeringModel: answering,
                        parsingModel: parsing,
                        taskOptions,
                        replicate,
                        runName: config.runName ?? 'scenario-tests',
                        globalRubric: input.globalRubric ?? null,
                        trustCheckpoint: input.trustCheckpoint ?? false,
                        ports,
                        env,
                        now,
                        ...(stages ? { stages } : {}),
                        ...(runOptions.signal ? { signal: runOptions.signal } : {}),
                    }),
                });
            }
        }
    }
    return tests;
}
function plannedScenarioOutcome(planned, run) {
    return (0, scenario_outcome_js_1.scenarioTestVerdict)(run, Object.fromEntries(planned.scenario.outcomeCriteria.map((c) => [c.name, c.check])));
}
