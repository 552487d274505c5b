"use strict";
var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __setModuleDefault = (this && this.__setModuleDefault) || (Object.create ? (function(o, v) {
    Object.defineProperty(o, "default", { enumerable: true, value: v });
}) : function(o, v) {
    o["default"] = v;
});
var __importStar = (this && this.__importStar) || (function () {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function (o) {
            var ar = [];
            for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        __setModuleDefault(result, mod);
        return result;
    };
})();
Object.defineProperty(exports, "__esModule", { value: true });
exports.repairJson = repairJson;
const json_recovery_js_1 = require("./json-recovery.js");
const py_json_loads_js_1 = require("./py-json-loads.js");
let loaded;
function loadJsonRepair() {
    loaded ??= Promise.resolve().then(() => __importStar(require('jsonrepair'))).then((module) => module.jsonrepair);
    return loaded;
}
async function repairJson(text) {
    const jsonrepair = await loadJsonRepair();
    const start = text.search(/[{[]/);
    const candidates = [text];
    if (start > 0)
        candidates.push(text.slice(start));
    const balanced = start >= 0 && text[start] === '{' ? (0, json_recovery_js_1.extractBalancedBraces)(text, Array.from(text.slice(0, start)).length) : null;
    if (balanced !== null)
        candidates.push(balanced);
    let error = 'nothing to repair';
    for (const candidate of candidates) {
        try {
            return { ok: true, value: (0, py_json_loads_js_1.pyJsonLoads)(jsonrepair(candidate)) };
        }
        catch (cause) {
            error = cause instanceof Error ? cause.message : String(cause);
        }
    }
    return { ok: false, error };
}
