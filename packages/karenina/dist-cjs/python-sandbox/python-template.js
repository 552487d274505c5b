"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.pythonTemplate = pythonTemplate;
exports.isPythonTemplate = isPythonTemplate;
exports.definePythonTemplate = definePythonTemplate;
exports.evaluatePythonAnswer = evaluatePythonAnswer;
const compat_mode_js_1 = require("../compat/compat-mode.js");
const py_json_js_1 = require("../compat/py-json.js");
const define_template_js_1 = require("../template/define-template.js");
const classic_fields_js_1 = require("./classic-fields.js");
const python_sandbox_js_1 = require("./python-sandbox.js");
function pythonError(raw) {
    if (typeof raw === 'string')
        return new python_sandbox_js_1.PythonError(raw);
    if (typeof raw !== 'object' || raw === null)
        return undefined;
    const { text, type } = raw;
    return new python_sandbox_js_1.PythonError(typeof text === 'string' ? text : '', typeof type === 'string' ? type : null);
}
function regexChecksOf(raw) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
        return (raw ?? null);
    const checks = {};
    for (const [name, entry] of Object.entries(raw)) {
        if (typeof entry !== 'object' || entry === null) {
            checks[name] = { pattern: entry };
            continue;
        }
        const spec = entry;
        const check = {};
        if ('pattern' in spec)
            check.pattern = spec.pattern;
        if ('expected' in spec)
            check.expected = spec.expected;
        if ('match_type' in spec)
            check.matchType = spec.match_type;
        checks[name] = check;
    }
    return checks;
}
const REGISTRY = Symbol.for('karenina.pythonTemplates');
const registry = globalThis[REGISTRY] ??
    (globalThis[REGISTRY] = { backings: new WeakMap(), outcomes: new WeakMap() });
const { backings, outcomes } = registry;
function outcomeOf(answer) {
    const outcome = outcomes.get(answer);
    if (outcome === undefined) {
        throw new Error('this classic Python template has not been evaluated in the sandbox yet: await evaluatePythonAnswer(answer) before verify()');
    }
    return outcome;
}
function pythonTemplate(source, options = {}) {
    const outline = (0, classic_fields_js_1.readClassicOutline)(source);
    const template = (0, define_template_js_1.defineTemplate)(outline.shape, {
        name: outline.className,
        source,
        groundTruth: (answer) => {
            const outcome = outcomes.get(answer);
            return { correct: outcome?.correct ?? null, regex: outcome?.regex ?? null };
        },
        ...(outline.hasVerify
            ? {
                verify: (answer) => {
                    const outcome = outcomeOf(answer);
                    if (outcome.verifyError !== undefined)
                        throw outcome.verifyError;
                    return outcome.verify;
                },
            }
            : {}),
        ...(outline.hasVerifyGranular
            ? {
                verifyGranular: (answer) => {
                    const outcome = outcomeOf(answer);
                    if (outcome.granularError !== undefined)
                        throw outcome.granularError;
                    return outcome.granular;
                },
            }
            : {}),
    });
    const sandbox = options.sandbox;
    backings.set(template, { source, sandbox: () => sandbox ?? (0, python_sandbox_js_1.sharedPythonSandbox)(), fieldNames: Object.keys(outline.shape), defined: new Map() });
    return template;
}
function isPythonTemplate(template) {
    return backings.has(template);
}
function definePythonTemplate(template, options = {}) {
    const backing = backings.get(template);
    if (backing === undefined)
        return Promise.resolve();
    const compat = (0, compat_mode_js_1.isPythonCompat)(options.compat);
    let defined = backing.defined.get(compat);
    if (defined === undefined) {
        defined = checkFields(backing, compat);
        backing.defined.set(compat, defined);
        defined.catch(() => backing.defined.delete(compat));
    }
    return defined;
}
async function checkFields(backing, compat) {
    const defined = (await backing.sandbox().request({ op: 'define', source: backing.source, compat }));
    const names = defined.fields.map((f) => f.name);
    const missing = names.filter((n) => !backing.fieldNames.includes(n));
    if (missing.length > 0 || names.length !== backing.fieldNames.length) {
        throw new Error(`the class's fields in Python (${names.join(', ')}) differ from those read from its source (${backing.fieldNames.join(', ')})`);
    }
}
async function evaluatePythonAnswer(answer, options = {}) {
    const backing = backings.get(answer.template);
    if (backing === undefined || outcomes.has(answer))
        return;
    let outcome;
    try {
        await definePythonTemplate(answer.template, options);
        const values = Object.fromEntries(Object.entries(answer.values).filter(([, v]) => v !== undefined));
        const raw = (await backing.sandbox().request({ op: 'evaluate', source: backing.source, values_json: (0, py_json_js_1.pyJsonDumps)(values), question_id: answer.id, compat: (0, compat_mode_js_1.isPythonCompat)(options.compat) }));
        if (typeof raw.construct_error === 'string') {
            const error = new python_sandbox_js_1.PythonError(raw.construct_error);
            outcome = { correct: null, regex: null, verifyError: error, granularError: error };
        }
        else {
            const verifyError = pythonError(raw.verify_error);
            const granularError = pythonError(raw.granular_error);
            outcome = {
                correct: (raw.correct ?? null),
                regex: regexChecksOf(raw.regex),
                ...(verifyError !== undefined ? { verifyError } : { verify: raw.verify }),
                ...(granularError !== undefined ? { granularError } : { granular: (raw.granular ?? null) }),
                ...(Array.isArray(raw.dump) ? { dump: raw.dump } : {}),
            };
        }
    }
    catch (error) {
        const failure = new python_sandbox_js_1.PythonError(error instanceof Error ? error.message : String(error));
        outcome = { correct: null, regex: null, verifyError: failure, granularError: failure };
    }
    outcomes.set(answer, outcome);
    const mutable = answer;
    mutable.groundTruths = outcome.correct;
    mutable.regex = outcome.regex;
    const { dump } = outcome;
    if (dump !== undefined) {
        Object.defineProperty(answer, 'dump', {
            value: () => {
                const out = {};
                for (const [key, value] of dump) {
                    if (answer.nullFields.has(key))
                        continue;
                    out[key] = value;
                }
                return out;
            },
        });
    }
}
