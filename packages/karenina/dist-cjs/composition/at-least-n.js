"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.atLeastN = atLeastN;
const validation_error_js_1 = require("../errors/validation-error.js");
function atLeastN(n, ...conditions) {
    if (typeof n !== 'number' || !Number.isInteger(n)) {
        throw new validation_error_js_1.ValidationError(['n'], `expected an integer, received ${JSON.stringify(n)}`, 'AtLeastN');
    }
    if (n < 0)
        throw new validation_error_js_1.ValidationError(['n'], `must be >= 0, received ${n}`, 'AtLeastN');
    return Object.freeze({ type: 'at_least_n', n, conditions: Object.freeze([...conditions]) });
}
