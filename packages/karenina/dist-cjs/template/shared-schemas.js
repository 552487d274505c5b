"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.sharedJudgeSchema = sharedJudgeSchema;
exports.sharedSufficiencySchema = sharedSufficiencySchema;
const shared_value_js_1 = require("../utils/shared-value.js");
const judgeSchemas = new WeakMap();
const sufficiencySchemas = new WeakMap();
function shared(cache, template, make) {
    let schema = cache.get(template);
    if (schema === undefined)
        cache.set(template, (schema = (0, shared_value_js_1.shareValue)(make())));
    return schema;
}
function sharedJudgeSchema(template) {
    return shared(judgeSchemas, template, () => template.judgeSchema());
}
function sharedSufficiencySchema(template) {
    return shared(sufficiencySchemas, template, () => template.sufficiencySchema());
}
