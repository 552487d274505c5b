"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.spawnSync = exports.spawn = exports.execFile = void 0;
const lazy_fn_js_1 = require("./lazy-fn.js");
const load = () => process.getBuiltinModule('node:child_process');
exports.execFile = (0, lazy_fn_js_1.lazyFn)(load, 'execFile');
exports.spawn = (0, lazy_fn_js_1.lazyFn)(load, 'spawn');
exports.spawnSync = (0, lazy_fn_js_1.lazyFn)(load, 'spawnSync');
