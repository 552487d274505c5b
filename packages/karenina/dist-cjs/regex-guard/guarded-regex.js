"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.sharedRegexWorker = sharedRegexWorker;
exports.workerPyRegex = workerPyRegex;
exports.guardedPyRegex = guardedPyRegex;
const py_regex_js_1 = require("../compat/py-regex.js");
const regex_timeout_error_js_1 = require("./regex-timeout-error.js");
const regex_budget_js_1 = require("./regex-budget.js");
const redos_analysis_js_1 = require("./redos-analysis.js");
const regex_worker_js_1 = require("./regex-worker.js");
let worker = null;
function sharedRegexWorker() {
    return (worker ??= new regex_worker_js_1.RegexWorker());
}
class BudgetEngine {
    pattern;
    #remaining = null;
    #budget = 0;
    #timedOut = null;
    #provenSlow = false;
    constructor(pattern) {
        this.pattern = pattern;
    }
    evaluate(run) {
        if (this.#remaining !== null)
            return run();
        this.#budget = (0, regex_budget_js_1.regexTimeoutMs)();
        this.#remaining = this.#budget;
        try {
            return run();
        }
        finally {
            this.#remaining = null;
        }
    }
    exec(regex, text) {
        if (this.#remaining === null)
            return this.evaluate(() => this.exec(regex, text));
        if (this.#timedOut !== null && this.#timedOut.budget === this.#budget && this.#timedOut.text === text)
            throw new regex_timeout_error_js_1.RegexTimeoutError(this.pattern, this.#budget);
        const lastIndex = regex.lastIndex;
        try {
            return this.#run(regex, text);
        }
        catch (error) {
            if (!(error instanceof regex_worker_js_1.ExecTimeout))
                throw error;
            if (!this.#provenSlow) {
                this.#provenSlow = true;
                try {
                    regex.lastIndex = lastIndex;
                    this.#remaining = this.#budget;
                    const match = this.#run(regex, text);
                    this.#provenSlow = false;
                    return match;
                }
                catch (retryError) {
                    if (!(retryError instanceof regex_worker_js_1.ExecTimeout))
                        throw retryError;
                }
            }
            this.#timedOut = { text, budget: this.#budget };
            throw new regex_timeout_error_js_1.RegexTimeoutError(this.pattern, this.#budget);
        }
    }
    #run(regex, text) {
        const { match, ranMs } = sharedRegexWorker().exec(regex, text, this.#remaining);
        this.#remaining = Math.max(0, this.#remaining - ranMs);
        return match;
    }
}
const guarded = new WeakMap();
const chosen = new WeakMap();
function workerPyRegex(pattern, flags = {}) {
    const inline = (0, py_regex_js_1.compilePyRegex)(pattern, flags);
    let regex = guarded.get(inline);
    if (regex === undefined)
        guarded.set(inline, (regex = inline.withEngine(new BudgetEngine(pattern))));
    return regex;
}
function guardedPyRegex(pattern, flags = {}) {
    const inline = (0, py_regex_js_1.compilePyRegex)(pattern, flags);
    let regex = chosen.get(inline);
    if (regex === undefined) {
        const safe = (0, redos_analysis_js_1.analyzeRegex)(inline.compiled.source, inline.compiled.jsFlags).status === 'safe';
        chosen.set(inline, (regex = safe ? inline : workerPyRegex(pattern, flags)));
    }
    return regex;
}
