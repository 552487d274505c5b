"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.BenchmarkTestFailure = exports.SCENARIO_TEST_TIMEOUT_MS = exports.BENCHMARK_TEST_TIMEOUT_MS = void 0;
exports.describeBlock = describeBlock;
exports.runBenchmarkTest = runBenchmarkTest;
exports.runScenarioTest = runScenarioTest;
exports.createKareninaMatchers = createKareninaMatchers;
const config_error_js_1 = require("../errors/config-error.js");
const failure_js_1 = require("../results/failure.js");
const scenario_execution_result_js_1 = require("../scenario-executor/scenario-execution-result.js");
const did_you_mean_js_1 = require("../utils/did-you-mean.js");
const keys_of_js_1 = require("../utils/keys-of.js");
const plan_benchmark_tests_js_1 = require("./plan-benchmark-tests.js");
const plan_scenario_tests_js_1 = require("./plan-scenario-tests.js");
const response_input_js_1 = require("./response-input.js");
const runner_config_js_1 = require("./runner-config.js");
const satisfy_template_js_1 = require("./satisfy-template.js");
const scenario_outcome_js_1 = require("./scenario-outcome.js");
const score_trait_js_1 = require("./score-trait.js");
const verify_response_js_1 = require("./verify-response.js");
exports.BENCHMARK_TEST_TIMEOUT_MS = 300_000;
exports.SCENARIO_TEST_TIMEOUT_MS = 600_000;
class BenchmarkTestFailure extends Error {
    constructor(message) {
        super(message);
        this.name = 'BenchmarkTestFailure';
        this.stack = `${this.name}: ${message}`;
    }
}
exports.BenchmarkTestFailure = BenchmarkTestFailure;
function describeBlock(options, defaults) {
    const { name, title, timeout, concurrent, ...config } = options;
    if (name !== undefined && title !== undefined && name !== title) {
        throw new config_error_js_1.ConfigError(`${defaults.subject} › title`, `'title' is the deprecated spelling of 'name'; give one of them (received name ${JSON.stringify(name)}, title ${JSON.stringify(title)})`);
    }
    if (timeout !== undefined && (typeof timeout !== 'number' || !(timeout > 0))) {
        throw new config_error_js_1.ConfigError(`${defaults.subject} › timeout`, `expected a positive number of milliseconds, received ${JSON.stringify(timeout)}`);
    }
    return { name: name ?? title ?? defaults.name, timeout: timeout ?? defaults.timeout, concurrent: concurrent ?? false, config };
}
function testSignal(runnerSignal, timeoutMs) {
    const timeout = AbortSignal.timeout(timeoutMs);
    return runnerSignal ? AbortSignal.any([runnerSignal, timeout]) : timeout;
}
async function runBenchmarkTest(planned, how) {
    const result = await (0, plan_benchmark_tests_js_1.runPlannedTest)(planned, { signal: testSignal(how.signal, how.timeout) });
    const outcome = (0, plan_benchmark_tests_js_1.plannedTestOutcome)(planned, result);
    how.attach(result, outcome.pass, { model: planned.answeringModelId });
    if (!outcome.pass)
        throw new BenchmarkTestFailure(outcome.message());
}
async function runScenarioTest(planned, how) {
    const run = await planned.run({ signal: testSignal(how.signal, how.timeout) });
    const outcome = (0, plan_scenario_tests_js_1.plannedScenarioOutcome)(planned, run);
    for (const result of run.turnResults)
        how.attach(result, outcome.pass, { model: planned.answeringModelId });
    how.attachScenario(run);
    if (!outcome.pass)
        throw new BenchmarkTestFailure(outcome.message());
}
const RUNNER_CONFIG_KEYS = (0, keys_of_js_1.keysOf)()([
    'judgeModel', 'answeringModels', 'replicates', 'maxConcurrentRequests', 'replay', 'cassetteDir', 'resultsFile', 'fixedTime', 'runName', 'limitDir',
]);
function refuseUnknownConfigKeys(config) {
    const [key] = (0, did_you_mean_js_1.unknownKeys)(config, RUNNER_CONFIG_KEYS);
    if (key !== undefined)
        throw new config_error_js_1.ConfigError(`config.${key}`, (0, did_you_mean_js_1.unknownKeyMessage)(key, 'matcher options › config', RUNNER_CONFIG_KEYS));
}
function checkThatCouldNotRun(result) {
    const failure = result.metadata.failure;
    if (failure === null)
        return null;
    const group = failure_js_1.CATEGORY_TO_GROUP[failure.category];
    return group === 'retry' || group === 'system' ? failure : null;
}
function couldNotRunMessage(failure) {
    return `expected the check not to pass, but it could not run (${failure.category} at ${failure.stage}): ${failure.reason}`;
}
function createKareninaMatchers(host) {
    function report(context, outcome) {
        const isNot = host.isNot(context);
        host.attach(context, outcome.result, outcome.pass, { negated: isNot });
        const unchecked = isNot ? checkThatCouldNotRun(outcome.result) : null;
        if (unchecked)
            return { pass: true, message: () => couldNotRunMessage(unchecked) };
        return { pass: outcome.pass, message: () => outcome.message({ isNot }) };
    }
    function questionIdOf(context) {
        const name = host.testName(context);
        return name ? { questionId: name } : {};
    }
    function judgeOptions(context, options) {
        refuseUnknownConfigKeys(options?.config);
        const config = host.runnerConfig(options?.config);
        const cassette = options?.cassette !== undefined ? options.cassette : host.cassette(context, config);
        return { ...questionIdOf(context), ...options, config, cassette };
    }
    function valuesOptions(context, options) {
        return { ...questionIdOf(context), ...options, now: options?.now ?? (0, runner_config_js_1.runnerClock)(host.runnerConfig()) };
    }
    return {
        async toVerify(received, template, options) {
            const response = (0, response_input_js_1.checkResponseInput)(received, 'toVerify');
            return report(this, await (0, verify_response_js_1.verifyResponse)(response, template, judgeOptions(this, options)));
        },
        async toScoreTrait(received, trait, expected, options) {
            const response = (0, response_input_js_1.checkResponseInput)(received, 'toScoreTrait');
            return report(this, await (0, score_trait_js_1.scoreTrait)(response, trait, expected, judgeOptions(this, options)));
        },
        toSatisfyTemplate(received, template, options) {
            return report(this, (0, satisfy_template_js_1.satisfyTemplate)(received, template, valuesOptions(this, options)));
        },
        async toSatisfyTemplateAsync(received, template, options) {
            return report(this, await (0, satisfy_template_js_1.satisfyTemplateAsync)(received, template, valuesOptions(this, options)));
        },
        toSatisfyOutcome(received, criterion) {
            if (!(received instanceof scenario_execution_result_js_1.ScenarioExecutionResult)) {
                return { pass: false, message: () => `toSatisfyOutcome: expected a ScenarioExecutionResult (a scenario run), received ${typeof received}` };
            }
            const verdict = (0, scenario_outcome_js_1.scenarioOutcomeVerdict)(received, criterion);
            const isNot = host.isNot(this);
            return { pass: verdict.pass, message: () => verdict.message({ isNot }) };
        },
    };
}
