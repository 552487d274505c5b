import type { CallableRegistry } from '../rubric/traits/callable-trait.js';
import type { Template } from '../template/template.js';
/** What a `--templates` module registers: TypeScript templates by question id, callable trait functions by trait name. */
export interface TemplateModule {
    /** The module's absolute path. */
    path: string;
    /** The flag's value as typed (what messages show). */
    label: string;
    templates: Readonly<Record<string, Template>>;
    callables: CallableRegistry;
}
/** The `--templates` option's one-line help. */
export declare const TEMPLATES_OPTION_HELP = "ES module (path relative to the current directory) registering TypeScript implementations: `templates` by question id (needed for classic Python templates), `callables` by callable trait name";
/** The `--help` section describing a `--templates` module. */
export declare const TEMPLATES_MODULE_HELP = "\n--templates module (.js or .mjs; .ts only when node can load TypeScript: under tsx, or Node \u2265 22.18's type stripping):\n  // karenina.templates.mjs\n  import { defineTemplate } from 'karenina'\n  import { z } from 'zod'\n  export const templates = {\n    'urn:uuid:question-what-is-2+2-936dbc87': defineTemplate(\n      { result: z.number().int().describe('The numerical result') },\n      { verify: (answer) => answer.values.result === 4 },  // the Python template's verify()\n    ),\n  }\n  export const callables = { short_answer: (text) => text.length < 200 }  // optional";
/**
 * Imports a user's ES module given to `flag` (a path relative to `cwd`): it must be a file with a module
 * extension; a failing import is a CliError naming the flag and the module.
 */
export declare function importUserModule(flag: string, specifier: string, cwd: string): Promise<{
    path: string;
    namespace: Record<string, unknown>;
}>;
/**
 * Imports a `--templates` module (a path relative to `cwd`) and checks its shape: `templates` maps question
 * ids to templates, `callables` maps callable trait names to functions (what `loadCheckpoint` takes). Every
 * problem is a CliError (exit 2) naming the module and the export or key that is wrong.
 * @example
 * const registered = await loadTemplateModule('karenina.templates.mjs', process.cwd())
 * const benchmark = await loadCheckpoint('bench.jsonld', { templates: registered.templates, callables: registered.callables })
 */
export declare function loadTemplateModule(specifier: string, cwd: string): Promise<TemplateModule>;
