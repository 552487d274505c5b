"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.modelCanonicalKey = modelCanonicalKey;
exports.modelDisplayString = modelDisplayString;
const compare_code_points_js_1 = require("../compat/compare-code-points.js");
function sortedTools(identity) {
    return [...(identity.tools ?? [])].sort(compare_code_points_js_1.compareCodePoints);
}
function modelCanonicalKey(identity) {
    const config = identity.config_id ? `${identity.config_id}:` : '';
    return `${identity.interface}:${identity.model_name}:${config}${sortedTools(identity).join('|')}`;
}
function modelDisplayString(identity) {
    let out = `${identity.interface}:${identity.model_name}`;
    if (identity.config_id)
        out += ` (${identity.config_id})`;
    const tools = identity.tools ?? [];
    if (tools.length > 0)
        out += ` +[${tools.join(', ')}]`;
    return out;
}
