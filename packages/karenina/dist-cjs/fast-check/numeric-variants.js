"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.distanceSplit = distanceSplit;
exports.boundsSplit = boundsSplit;
exports.thresholdSplit = thresholdSplit;
exports.exactSplit = exactSplit;
exports.numbersIn = numbersIn;
const fast_check_1 = __importDefault(require("fast-check"));
const float_steps_js_1 = require("./float-steps.js");
const MAX = Number.MAX_VALUE;
const clamp = (x) => Math.min(MAX, Math.max(-MAX, x));
function spreadOf(...scales) {
    return clamp(Math.max(1, ...scales.filter(Number.isFinite).map((s) => Math.abs(s) * 2)));
}
function inwards(x, inside, step) {
    let v = x;
    for (let i = 0; i < 64 && Number.isFinite(v) && !inside(v); i++)
        v = step(v);
    return v;
}
function outwards(x, inside, step) {
    let v = x;
    for (let i = 0; i < 64 && Number.isFinite(v) && inside(v); i++)
        v = step(v);
    return v;
}
function interval(lo, hi) {
    return lo <= hi ? [{ lo: clamp(lo), hi: clamp(hi) }] : [];
}
function distanceSplit(gt, gate, mode) {
    if (!Number.isFinite(gt) || !(gate >= 0))
        return { accepted: [], rejected: [] };
    if (mode === 'relative' && gt === 0) {
        return { accepted: [{ lo: 0, hi: 0 }], rejected: [...interval(-spreadOf(gate), -Number.MIN_VALUE), ...interval(Number.MIN_VALUE, spreadOf(gate))] };
    }
    const width = mode === 'absolute' ? gate : gate * Math.abs(gt);
    const inside = (x) => (mode === 'absolute' ? Math.abs(x - gt) <= gate : Math.abs(x - gt) / Math.abs(gt) <= gate);
    const hi = inwards(clamp(gt + width), inside, float_steps_js_1.nextDown);
    const lo = inwards(clamp(gt - width), inside, float_steps_js_1.nextUp);
    const above = outwards((0, float_steps_js_1.nextUp)(hi), inside, float_steps_js_1.nextUp);
    const below = outwards((0, float_steps_js_1.nextDown)(lo), inside, float_steps_js_1.nextDown);
    const spread = spreadOf(width, gt);
    return { accepted: interval(lo, hi), rejected: [...interval(below - spread, below), ...interval(above, above + spread)] };
}
function boundsSplit(bounds) {
    const { min, max, exclusiveMin, exclusiveMax } = bounds;
    const spread = spreadOf(min ?? 0, max ?? 0, min !== null && max !== null ? max - min : 0);
    const lo = min === null ? (max ?? 0) - spread : exclusiveMin ? (0, float_steps_js_1.nextUp)(min) : min;
    const hi = max === null ? (min ?? 0) + spread : exclusiveMax ? (0, float_steps_js_1.nextDown)(max) : max;
    const rejected = [];
    if (min !== null) {
        const below = exclusiveMin ? min : (0, float_steps_js_1.nextDown)(min);
        rejected.push(...interval(below - spread, below));
    }
    if (max !== null) {
        const above = exclusiveMax ? max : (0, float_steps_js_1.nextUp)(max);
        rejected.push(...interval(above, above + spread));
    }
    return { accepted: interval(lo, hi), rejected };
}
function thresholdSplit(threshold, direction, exclusive) {
    if (!Number.isFinite(threshold))
        return { accepted: [], rejected: [] };
    return direction === 'min'
        ? boundsSplit({ min: threshold, max: null, exclusiveMin: exclusive, exclusiveMax: false })
        : boundsSplit({ min: null, max: threshold, exclusiveMin: false, exclusiveMax: exclusive });
}
function exactSplit(gt) {
    if (!Number.isFinite(gt))
        return { accepted: [], rejected: [] };
    const spread = spreadOf(gt);
    return { accepted: [{ lo: gt, hi: gt }], rejected: [...interval((0, float_steps_js_1.nextDown)(gt) - spread, (0, float_steps_js_1.nextDown)(gt)), ...interval((0, float_steps_js_1.nextUp)(gt), (0, float_steps_js_1.nextUp)(gt) + spread)] };
}
function numbersIn(intervals, integers) {
    const parts = [];
    for (const { lo, hi } of intervals) {
        if (integers) {
            const min = Math.max(Math.ceil(lo), Number.MIN_SAFE_INTEGER);
            const max = Math.min(Math.floor(hi), Number.MAX_SAFE_INTEGER);
            if (min <= max)
                parts.push(fast_check_1.default.oneof({ weight: 3, arbitrary: fast_check_1.default.integer({ min, max }) }, { weight: 1, arbitrary: fast_check_1.default.constantFrom(min, max) }));
        }
        else if (lo === hi) {
            parts.push(fast_check_1.default.constant(lo));
        }
        else {
            const inside = fast_check_1.default.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
            parts.push(fast_check_1.default.oneof({ weight: 3, arbitrary: inside }, { weight: 1, arbitrary: fast_check_1.default.constantFrom(lo, hi) }));
        }
    }
    if (parts.length === 0)
        return undefined;
    return parts.length === 1 ? parts[0] : fast_check_1.default.oneof(...parts);
}
