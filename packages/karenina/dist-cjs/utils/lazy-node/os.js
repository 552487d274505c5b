"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.tmpdir = void 0;
const lazy_fn_js_1 = require("./lazy-fn.js");
exports.tmpdir = (0, lazy_fn_js_1.lazyFn)(() => process.getBuiltinModule('node:os'), 'tmpdir');
