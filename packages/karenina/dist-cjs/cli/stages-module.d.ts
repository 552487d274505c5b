import type { StagesOption } from '../pipeline/stages-option.js';
/** The `--stages` option's one-line help. */
export declare const STAGES_OPTION_HELP = "ES module (path relative to the current directory) whose default export is the stage list of every task, or a function (defaults) => stages adding custom stages (docs/custom-stages.md)";
/** The `--help` section describing a `--stages` module. */
export declare const STAGES_MODULE_HELP = "\n--stages module (.js or .mjs; .ts only when node can load TypeScript), checked before any model call:\n  // karenina.stages.mjs\n  import { WordCountCheckStage } from './word-count-check.mjs'\n  export default (defaults) => {\n    const stages = [...defaults]\n    stages.splice(stages.findIndex((s) => s.name === 'VerifyTemplate') + 1, 0, new WordCountCheckStage(20))\n    return stages\n  }";
/**
 * Imports a `--stages` module (a path relative to `cwd`): its default export is a `stages` option, a stage
 * list or a function of the default list. The stages themselves are checked by the run, before any call.
 */
export declare function loadStagesModule(specifier: string, cwd: string): Promise<StagesOption>;
