"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.pipeline = exports.finished = exports.createRequire = exports.createInterface = void 0;
const lazy_fn_js_1 = require("./lazy-fn.js");
const streamPromises = () => process.getBuiltinModule('node:stream/promises');
exports.createInterface = (0, lazy_fn_js_1.lazyFn)(() => process.getBuiltinModule('node:readline'), 'createInterface');
exports.createRequire = (0, lazy_fn_js_1.lazyFn)(() => process.getBuiltinModule('node:module'), 'createRequire');
exports.finished = (0, lazy_fn_js_1.lazyFn)(streamPromises, 'finished');
exports.pipeline = (0, lazy_fn_js_1.lazyFn)(streamPromises, 'pipeline');
