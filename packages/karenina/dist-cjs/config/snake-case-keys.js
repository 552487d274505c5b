"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.camelToSnake = camelToSnake;
exports.snakeCaseKeys = snakeCaseKeys;
const config_error_js_1 = require("../errors/config-error.js");
function camelToSnake(key) {
    return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}
function snakeCaseKeys(record, spelledAs = new Map()) {
    const out = {};
    for (const [key, value] of Object.entries(record)) {
        const snake = camelToSnake(key);
        const previous = spelledAs.get(snake);
        if (previous !== undefined)
            throw new config_error_js_1.ConfigError(snake, `given twice, as "${previous}" and as "${key}"`);
        spelledAs.set(snake, key);
        out[snake] = value;
    }
    return out;
}
