"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.stageListsByPlan = stageListsByPlan;
exports.stageLists = stageLists;
const from_config_js_1 = require("../pipeline/from-config.js");
const run_task_js_1 = require("../pipeline/run-task.js");
const stages_option_js_1 = require("../pipeline/stages-option.js");
const NO_RUBRIC = {};
function stageListsByPlan(option, where) {
    const byPlan = new Map();
    return (taskOptions, rubric) => {
        const plan = (0, run_task_js_1.stagePlanOptionsOf)(taskOptions, rubric);
        const key = JSON.stringify(plan);
        let stages = byPlan.get(key);
        if (stages === undefined)
            byPlan.set(key, (stages = (0, stages_option_js_1.resolveStages)(option, () => (0, from_config_js_1.buildStages)(plan), where)));
        return stages;
    };
}
function stageLists(taskOptions, option, where = 'runVerification options › stages') {
    const forPlan = stageListsByPlan(option, where);
    const byRubric = new WeakMap();
    return (rubric) => {
        const key = rubric ?? NO_RUBRIC;
        let stages = byRubric.get(key);
        if (stages === undefined)
            byRubric.set(key, (stages = forPlan(taskOptions, rubric)));
        return stages;
    };
}
