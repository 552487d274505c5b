"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.integerOption = integerOption;
exports.secondsOption = secondsOption;
exports.secondsOrZeroOption = secondsOrZeroOption;
exports.passRateOption = passRateOption;
exports.listOption = listOption;
const commander_1 = require("commander");
function integerOption(min) {
    return (value) => {
        const n = Number(value);
        if (!Number.isInteger(n) || n < min)
            throw new commander_1.InvalidArgumentError(`expected a whole number ≥ ${min}, received "${value}"`);
        return n;
    };
}
function secondsOption(value) {
    const n = Number(value);
    if (!Number.isFinite(n) || n <= 0)
        throw new commander_1.InvalidArgumentError(`expected a number of seconds > 0, received "${value}"`);
    return n;
}
function secondsOrZeroOption(value) {
    const n = Number(value);
    if (!Number.isFinite(n) || n < 0 || value.trim() === '')
        throw new commander_1.InvalidArgumentError(`expected a number of seconds ≥ 0, received "${value}"`);
    return n;
}
function passRateOption(value) {
    const text = value.trim();
    const percent = text.endsWith('%');
    const n = Number(percent ? text.slice(0, -1) : text);
    const rate = percent ? n / 100 : n;
    if (text === '' || !Number.isFinite(rate) || rate < 0 || rate > 1) {
        throw new commander_1.InvalidArgumentError(`expected a fraction between 0 and 1 (0.8) or a percentage (80%), received "${value}"`);
    }
    return rate;
}
function listOption(value, previous) {
    return [...(previous ?? []), ...value.split(',').map((s) => s.trim()).filter(Boolean)];
}
