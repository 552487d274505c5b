"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.STAGES_MODULE_HELP = exports.STAGES_OPTION_HELP = void 0;
exports.loadStagesModule = loadStagesModule;
const cli_error_js_1 = require("./cli-error.js");
const template_module_js_1 = require("./template-module.js");
exports.STAGES_OPTION_HELP = 'ES module (path relative to the current directory) whose default export is the stage list of every task, or a function (defaults) => stages adding custom stages (docs/custom-stages.md)';
exports.STAGES_MODULE_HELP = `
--stages module (.js or .mjs; .ts only when node can load TypeScript), checked before any model call:
  // karenina.stages.mjs
  import { WordCountCheckStage } from './word-count-check.mjs'
  export default (defaults) => {
    const stages = [...defaults]
    stages.splice(stages.findIndex((s) => s.name === 'VerifyTemplate') + 1, 0, new WordCountCheckStage(20))
    return stages
  }`;
async function loadStagesModule(specifier, cwd) {
    const { namespace } = await (0, template_module_js_1.importUserModule)('--stages', specifier, cwd);
    const stages = namespace['default'];
    if (typeof stages === 'function' || Array.isArray(stages))
        return stages;
    const names = Object.keys(namespace);
    throw new cli_error_js_1.CliError(`--stages ${specifier}: expected a default export: the stage list, or a function (defaults) => stages; got ${stages === undefined ? `no default export (its exports: ${names.length > 0 ? names.join(', ') : 'none'})` : typeof stages}`);
}
