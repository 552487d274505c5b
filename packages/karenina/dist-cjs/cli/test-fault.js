"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.injectTestFault = injectTestFault;
function injectTestFault(env, point) {
    if (env['KARENINA_TEST_FAULT'] === point)
        throw new Error(`fault injected by KARENINA_TEST_FAULT=${point}`);
}
