"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.decayParam = void 0;
exports.gradedModeParam = gradedModeParam;
exports.decayedCredit = decayedCredit;
const pydantic_lax_js_1 = require("../compat/pydantic-lax.js");
exports.decayParam = (0, pydantic_lax_js_1.laxLiteral)(['linear', 'quadratic']).default('linear');
function gradedModeParam(defaultMode) {
    return (0, pydantic_lax_js_1.laxLiteral)(['relative', 'absolute']).default(defaultMode);
}
function decayedCredit(r, decay) {
    return decay === 'linear' ? 1 - r : 1 - r * r;
}
