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
exports.TEMPLATES_MODULE_HELP = exports.TEMPLATES_OPTION_HELP = void 0;
exports.importUserModule = importUserModule;
exports.loadTemplateModule = loadTemplateModule;
const promises_1 = require("node:fs/promises");
const node_path_1 = require("node:path");
const node_url_1 = require("node:url");
const define_template_js_1 = require("../template/define-template.js");
const cli_error_js_1 = require("./cli-error.js");
exports.TEMPLATES_OPTION_HELP = 'ES module (path relative to the current directory) registering TypeScript implementations: `templates` by question id (needed for classic Python templates), `callables` by callable trait name';
exports.TEMPLATES_MODULE_HELP = `
--templates module (.js or .mjs; .ts only when node can load TypeScript: under tsx, or Node ≥ 22.18's type stripping):
  // karenina.templates.mjs
  import { defineTemplate } from 'karenina'
  import { z } from 'zod'
  export const templates = {
    'urn:uuid:question-what-is-2+2-936dbc87': defineTemplate(
      { result: z.number().int().describe('The numerical result') },
      { verify: (answer) => answer.values.result === 4 },  // the Python template's verify()
    ),
  }
  export const callables = { short_answer: (text) => text.length < 200 }  // optional`;
const MODULE_EXTENSIONS = ['.js', '.mjs', '.cjs', '.ts', '.mts', '.cts'];
const TYPESCRIPT_EXTENSIONS = ['.ts', '.mts', '.cts'];
const EXPECTED = "expected `export const templates = { '<question id>': MyTemplate }` and/or `export const callables = { '<trait name>': (text) => … }`";
const isPlainObject = (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return false;
    const proto = Object.getPrototypeOf(value);
    return proto === Object.prototype || proto === null;
};
function describeValue(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    if (typeof value === 'object')
        return `an object (${Object.keys(value).slice(0, 4).join(', ') || 'no keys'})`;
    return typeof value;
}
async function importUserModule(flag, specifier, cwd) {
    const path = (0, node_path_1.resolve)(cwd, specifier);
    const label = `${flag} ${specifier}`;
    const info = await (0, promises_1.stat)(path).catch(() => null);
    if (info === null)
        throw new cli_error_js_1.CliError(`${label}: no such file (${path})`);
    if (!info.isFile())
        throw new cli_error_js_1.CliError(`${label}: not a file (${path})`);
    if (!MODULE_EXTENSIONS.includes((0, node_path_1.extname)(path))) {
        throw new cli_error_js_1.CliError(`${label}: expected an ES module (.js or .mjs; .ts when node can load TypeScript), got "${(0, node_path_1.extname)(path) || 'no extension'}"`);
    }
    try {
        return { path, namespace: (await Promise.resolve(`${(0, node_url_1.pathToFileURL)(path).href}`).then(s => __importStar(require(s)))) };
    }
    catch (error) {
        const code = error?.code;
        const message = error instanceof Error ? error.message : String(error);
        if (code === 'ERR_UNKNOWN_FILE_EXTENSION' && TYPESCRIPT_EXTENSIONS.includes((0, node_path_1.extname)(path))) {
            throw new cli_error_js_1.CliError(`${label}: this Node cannot load TypeScript (${message}); compile the module to .js/.mjs, or run the CLI under tsx (node --import tsx …/karenina/dist/cli/main.js)`);
        }
        throw new cli_error_js_1.CliError(`${label}: importing the module failed: ${message}`);
    }
}
function exportsOf(namespace) {
    if ('templates' in namespace || 'callables' in namespace)
        return { templates: namespace['templates'], callables: namespace['callables'], where: 'named' };
    const fallback = namespace['default'];
    if (isPlainObject(fallback) && ('templates' in fallback || 'callables' in fallback)) {
        return { templates: fallback['templates'], callables: fallback['callables'], where: 'default' };
    }
    return null;
}
function readTemplates(value, label, exportName) {
    if (value === undefined)
        return {};
    if (!isPlainObject(value))
        throw new cli_error_js_1.CliError(`--templates ${label} › ${exportName}: expected an object of question id → template, got ${describeValue(value)}`);
    const templates = {};
    for (const [id, template] of Object.entries(value)) {
        if (!(0, define_template_js_1.isTemplate)(template)) {
            throw new cli_error_js_1.CliError(`--templates ${label} › ${exportName}[${JSON.stringify(id)}]: not a template made by defineTemplate or templateFromSpec (got ${describeValue(template)})`);
        }
        templates[id] = template;
    }
    return templates;
}
function readCallables(value, label, exportName) {
    if (value === undefined)
        return {};
    if (!isPlainObject(value))
        throw new cli_error_js_1.CliError(`--templates ${label} › ${exportName}: expected an object of callable trait name → function, got ${describeValue(value)}`);
    const callables = {};
    for (const [name, fn] of Object.entries(value)) {
        if (typeof fn !== 'function') {
            throw new cli_error_js_1.CliError(`--templates ${label} › ${exportName}[${JSON.stringify(name)}]: expected a function (text: string) => boolean | number | string, got ${describeValue(fn)}`);
        }
        callables[name] = fn;
    }
    return callables;
}
async function loadTemplateModule(specifier, cwd) {
    const label = specifier;
    const { path, namespace } = await importUserModule('--templates', specifier, cwd);
    const found = exportsOf(namespace);
    if (found === null) {
        const names = Object.keys(namespace);
        throw new cli_error_js_1.CliError(`--templates ${label}: the module exports neither \`templates\` nor \`callables\` (its exports: ${names.length > 0 ? names.join(', ') : 'none'}); ${EXPECTED}`);
    }
    const prefix = found.where === 'default' ? 'default.' : '';
    const templates = readTemplates(found.templates, label, `${prefix}templates`);
    const callables = readCallables(found.callables, label, `${prefix}callables`);
    return { path, label, templates, callables };
}
