"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.parseEnvBoolean = parseEnvBoolean;
exports.parseEnvFloat = parseEnvFloat;
exports.parseEnvInt = parseEnvInt;
exports.applyEnvDefaults = applyEnvDefaults;
exports.isGroundTruthExposed = isGroundTruthExposed;
exports.presetsDirFromEnv = presetsDirFromEnv;
const py_float_js_1 = require("../compat/py-float.js");
function parseEnvBoolean(text) {
    return ['true', '1', 'yes'].includes(text.toLowerCase());
}
function parseEnvFloat(text) {
    try {
        return (0, py_float_js_1.pyFloat)(text);
    }
    catch {
        return undefined;
    }
}
function parseEnvInt(text) {
    const match = /^\s*([+-]?\d+(?:_\d+)*)\s*$/.exec(text);
    return match ? Number(match[1].replaceAll('_', '')) : undefined;
}
function applyEnvDefaults(input, bindings, env) {
    const out = { ...input };
    for (const [key, { variable, parse }] of Object.entries(bindings)) {
        if (out[key] !== undefined)
            continue;
        const text = env[variable];
        if (text === undefined)
            continue;
        const value = parse(text);
        if (value !== undefined)
            out[key] = value;
    }
    return out;
}
function isGroundTruthExposed(env = process.env) {
    return ['true', '1', 'yes', 'on'].includes((env.KARENINA_EXPOSE_GROUND_TRUTH ?? '').toLowerCase());
}
function presetsDirFromEnv(env = process.env) {
    return env.KARENINA_PRESETS_DIR || 'presets';
}
