"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.describeReceived = describeReceived;
exports.configErrorFromZod = configErrorFromZod;
const config_error_js_1 = require("../errors/config-error.js");
const karenina_error_js_1 = require("../errors/karenina-error.js");
const did_you_mean_js_1 = require("../utils/did-you-mean.js");
const zod_object_keys_js_1 = require("../utils/zod-object-keys.js");
function describeReceived(value) {
    if (value === undefined)
        return 'nothing';
    if (typeof value === 'function')
        return 'a function';
    if (typeof value === 'bigint')
        return `${value}n`;
    let text;
    try {
        text = JSON.stringify(value) ?? String(value);
    }
    catch {
        text = Object.prototype.toString.call(value);
    }
    return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
function flatten(issues, prefix) {
    const out = [];
    for (const issue of issues) {
        const path = [...prefix, ...issue.path.filter((p) => typeof p !== 'symbol')];
        if (issue.code === 'invalid_union' && issue.errors.length > 0) {
            const meant = issue.errors.find((branch) => !branch.every((i) => i.code === 'invalid_type' && i.path.length === 0));
            if (meant) {
                out.push(...flatten(meant, path));
                continue;
            }
        }
        out.push({ path, issue });
    }
    return out;
}
function problemOf(issue) {
    if (issue.code === 'unrecognized_keys')
        return 'unknown key (extra keys are not allowed)';
    if (!('input' in issue))
        return issue.message;
    let input = issue.input;
    if (issue.code === 'invalid_type')
        return input === undefined ? `missing (expected ${issue.expected})` : issue.message;
    if (issue.code === 'custom') {
        const key = issue.path.at(-1);
        if (typeof input === 'object' && input !== null && (typeof key === 'string' || typeof key === 'number') && key in input)
            input = input[key];
        if (typeof input === 'object' && input !== null && !Array.isArray(input))
            return issue.message;
    }
    const received = describeReceived(input);
    return issue.message.includes(received) ? issue.message : `${issue.message} (received ${received})`;
}
function unknownKeyProblem(key, path, schema, spelling, subject) {
    const known = schema === undefined ? [] : (0, zod_object_keys_js_1.zodObjectKeysAt)(schema, path);
    if (known.length === 0)
        return 'unknown key (extra keys are not allowed)';
    const written = path.length === 0 ? (spelling?.get(key) ?? key) : key;
    const camel = written !== key;
    const where = path.length === 0 ? (subject ?? 'the verification config') : `${subject ? `${subject}.` : ''}${(0, karenina_error_js_1.formatPath)(path)}`;
    return (0, did_you_mean_js_1.unknownKeyMessage)(written, where, camel ? known.map(zod_object_keys_js_1.camelKey) : known);
}
function configErrorFromZod(error, subject, spelling, schema) {
    const respell = (path) => typeof path[0] === 'string' && spelling?.has(path[0]) ? [spelling.get(path[0]), ...path.slice(1)] : path;
    const problems = flatten(error.issues, []).flatMap(({ path, issue }) => issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => ({ key: (0, karenina_error_js_1.formatPath)(respell([...path, key])), problem: unknownKeyProblem(key, path, schema, spelling, subject) }))
        : [{ key: (0, karenina_error_js_1.formatPath)(respell(path)), problem: problemOf(issue) }]);
    const [first, ...rest] = problems;
    const key = subject ? `${subject}${first && first.key !== '(root)' ? `.${first.key}` : ''}` : (first?.key ?? '(root)');
    const more = rest.map((p) => `${p.key}: ${p.problem}`);
    return new config_error_js_1.ConfigError(key, [first?.problem ?? 'invalid configuration', ...more].join('; '));
}
