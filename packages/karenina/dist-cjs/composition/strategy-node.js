"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.strategyFieldNames = strategyFieldNames;
exports.strategyLabel = strategyLabel;
function strategyFieldNames(node) {
    const names = new Set();
    const walk = (n) => {
        if (n.type === 'field_check')
            names.add(n.field);
        else
            n.conditions.forEach(walk);
    };
    walk(node);
    return [...names];
}
function strategyLabel(node) {
    switch (node.type) {
        case 'at_least_n':
            return `at_least_n(${node.n})`;
        case 'field_check':
            return 'fieldcheck';
        default:
            return node.type;
    }
}
