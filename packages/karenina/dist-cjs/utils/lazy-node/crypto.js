"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.randomUUID = exports.randomBytes = exports.hash = exports.createHash = void 0;
const lazy_fn_js_1 = require("./lazy-fn.js");
const load = () => process.getBuiltinModule('node:crypto');
exports.createHash = (0, lazy_fn_js_1.lazyFn)(load, 'createHash');
exports.hash = (0, lazy_fn_js_1.lazyFn)(load, 'hash');
exports.randomBytes = (0, lazy_fn_js_1.lazyFn)(load, 'randomBytes');
exports.randomUUID = (0, lazy_fn_js_1.lazyFn)(load, 'randomUUID');
