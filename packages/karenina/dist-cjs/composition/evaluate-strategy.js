"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.evaluateStrategy = evaluateStrategy;
const check_error_js_1 = require("../errors/check-error.js");
function evaluateStrategy(node, fieldResults) {
    switch (node.type) {
        case 'field_check': {
            if (!Object.hasOwn(fieldResults, node.field)) {
                const known = Object.keys(fieldResults);
                throw new check_error_js_1.CheckError('key', `field_check references unknown field '${node.field}' (fields: ${known.length ? known.join(', ') : 'none'})`);
            }
            return fieldResults[node.field] === true;
        }
        case 'all_of':
            return node.conditions.every((child) => evaluateStrategy(child, fieldResults));
        case 'any_of':
            return node.conditions.some((child) => evaluateStrategy(child, fieldResults));
        case 'at_least_n': {
            let passed = 0;
            for (const child of node.conditions)
                if (evaluateStrategy(child, fieldResults))
                    passed++;
            return passed >= node.n;
        }
    }
}
