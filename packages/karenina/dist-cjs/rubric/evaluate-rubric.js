"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.evaluateRubric = evaluateRubric;
const regex_timeout_error_js_1 = require("../regex-guard/regex-timeout-error.js");
const compat_mode_js_1 = require("../compat/compat-mode.js");
const evaluate_llm_traits_js_1 = require("./evaluate-llm-traits.js");
const rubric_judge_js_1 = require("./rubric-judge.js");
const callable_trait_js_1 = require("./traits/callable-trait.js");
const regex_trait_js_1 = require("./traits/regex-trait.js");
const template_kind_js_1 = require("./traits/template-kind.js");
const trait_failure_js_1 = require("./trait-failure.js");
async function evaluateRubric(input, options = {}) {
    const { rubric, answer } = input;
    const warn = options.onWarning ?? (() => { });
    const scores = {};
    let labels = null;
    const failures = [];
    const compat = (0, compat_mode_js_1.isPythonCompat)(options.compat);
    const localFailure = (name, error) => {
        scores[name] = null;
        if (!compat)
            failures.push((0, trait_failure_js_1.callFailure)([name], error));
    };
    for (const trait of rubric.regex_traits) {
        try {
            scores[trait.name] = (0, regex_trait_js_1.evaluateRegexTrait)(trait, answer);
        }
        catch (error) {
            localFailure(trait.name, error);
            if (error instanceof Error && regex_timeout_error_js_1.RegexTimeoutError.isRegexTimeout(error.cause))
                warn(`Regex trait '${trait.name}' scores null: ${error.cause.message}`);
        }
    }
    for (const trait of rubric.callable_traits) {
        const fn = (0, callable_trait_js_1.resolveCallableFunction)(trait, options.callableRegistry);
        if (fn === null) {
            warn(`Callable trait '${trait.name}' has no registered TypeScript function (callableRegistry); its stored Python code is never run, so it scores null`);
            scores[trait.name] = null;
            continue;
        }
        try {
            scores[trait.name] = await (0, callable_trait_js_1.evaluateCallableTrait)(trait, answer, fn);
        }
        catch (error) {
            localFailure(trait.name, error);
        }
    }
    if (rubric.llm_traits.length === 0)
        return { scores, labels, usage: [], failures };
    if (!options.judge)
        throw new Error('the rubric has LLM traits but no judge model was given');
    const session = new rubric_judge_js_1.RubricJudgeSession(options.judge, options.onUsage);
    const call = {
        session,
        evidence: { question: input.question, answer, referenceAnswer: input.groundTruth ?? null, taskEval: options.taskEval ?? false },
        concurrency: options.concurrency ?? 2,
    };
    if (!compat)
        call.onFailure = (failure) => failures.push(failure);
    const batch = (options.strategy ?? 'batch') === 'batch';
    const template = rubric.llm_traits.filter((t) => (0, template_kind_js_1.isTemplateKind)(t.kind));
    if (template.length > 0)
        Object.assign(scores, await (0, evaluate_llm_traits_js_1.evaluateTemplateTraits)(call, template));
    const scalar = rubric.llm_traits.filter((t) => t.kind === 'boolean' || t.kind === 'score');
    if (scalar.length > 0)
        Object.assign(scores, batch ? await (0, evaluate_llm_traits_js_1.evaluateScalarBatch)(call, scalar) : await (0, evaluate_llm_traits_js_1.evaluateScalarSequential)(call, scalar));
    const literal = rubric.llm_traits.filter((t) => t.kind === 'literal');
    if (literal.length > 0) {
        const result = batch ? await (0, evaluate_llm_traits_js_1.evaluateLiteralBatch)(call, literal) : await (0, evaluate_llm_traits_js_1.evaluateLiteralSequential)(call, literal);
        Object.assign(scores, result.scores);
        labels = Object.keys(result.labels).length > 0 ? result.labels : null;
    }
    return { scores, labels, usage: session.usage, failures };
}
