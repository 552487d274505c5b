"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.resolveTaskOrdering = resolveTaskOrdering;
exports.orderTasks = orderTasks;
const compare_code_points_js_1 = require("../compat/compare-code-points.js");
function modelSortKey(model) {
    return model.id || model.model_name || '';
}
function compareWithin(a, b) {
    return ((0, compare_code_points_js_1.compareCodePoints)(a.questionId, b.questionId) ||
        (0, compare_code_points_js_1.compareCodePoints)(modelSortKey(a.parsingModel), modelSortKey(b.parsingModel)) ||
        (a.replicate ?? 0) - (b.replicate ?? 0));
}
function resolveTaskOrdering(ordering, answeringKeys) {
    if (ordering !== 'auto')
        return ordering;
    return new Set(answeringKeys).size > 1 ? 'distribute_answerers' : 'prefix_cache';
}
function orderTasks(tasks, ordering, random = Math.random) {
    const strategy = resolveTaskOrdering(ordering, tasks.map((t) => t.answeringKey));
    const out = [...tasks];
    switch (strategy) {
        case 'prefix_cache':
            return out.sort((a, b) => (0, compare_code_points_js_1.compareCodePoints)(modelSortKey(a.answeringModel), modelSortKey(b.answeringModel)) || compareWithin(a, b));
        case 'distribute_answerers': {
            const groups = new Map();
            for (const task of out) {
                const group = groups.get(task.answeringKey);
                if (group)
                    group.push(task);
                else
                    groups.set(task.answeringKey, [task]);
            }
            const sorted = [...groups.values()].map((group) => group.sort(compareWithin));
            const dealt = [];
            const longest = Math.max(0, ...sorted.map((g) => g.length));
            for (let i = 0; i < longest; i++)
                for (const group of sorted)
                    if (i < group.length)
                        dealt.push(group[i]);
            return dealt;
        }
        case 'random':
            for (let i = out.length - 1; i > 0; i--) {
                const j = Math.floor(random() * (i + 1));
                [out[i], out[j]] = [out[j], out[i]];
            }
            return out;
        case 'generation_order':
            return out;
    }
}
