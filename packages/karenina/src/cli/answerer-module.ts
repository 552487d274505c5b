import { basename, extname } from 'node:path'
import { type AnswerFunction, defineAnswerer, type AppAnsweringModel } from '../llm/app/answerer.js'
import { CliError } from './cli-error.js'
import { importUserModule } from './template-module.js'

/** The `--answerer` option's one-line help. */
export const ANSWERER_OPTION_HELP =
  "your app as an answering model: an ES module (path relative to the current directory), `#name` picking an export (default: the default export), exporting defineAnswerer({ name, answer }) or a function (question, { signal, replicate, workspace }) => answer; results name it app:<name>"

/** The `--help` section describing an `--answerer` module. */
export const ANSWERER_MODULE_HELP = `
--answerer module (.js or .mjs; .ts only when node can load TypeScript); in --config: "answering_models": [{ "answerer": "./my-app.mjs#supportBot" }]
  // my-app.mjs
  import { defineAnswerer } from 'karenina'
  export const supportBot = defineAnswerer({
    name: 'support-bot',                              // the model name in results: app:support-bot
    answer: async (question, { signal }) => (await myBot.reply(question, { signal })).text,
  })
  // a plain function works too: export default async function supportBot(question) { … } (named after the function)`

const isAppModel = (value: unknown): value is AppAnsweringModel =>
  typeof value === 'object' && value !== null && (value as { interface?: unknown }).interface === 'app' && typeof (value as { answerer?: unknown }).answerer === 'function'

/**
 * Imports the app of an `--answerer` (or `--config` `answerer`) value, `path[#export]` relative to `cwd`: the export is a
 * `defineAnswerer` model, or a plain function named by the export (else the function's own name, else the file's).
 * Loading code is the user's opt-in on the command line; checkpoints and results files never name a module.
 */
export async function loadAnswererModule(value: string, cwd: string, flag = '--answerer'): Promise<AppAnsweringModel> {
  const hash = value.lastIndexOf('#')
  const specifier = hash > 0 ? value.slice(0, hash) : value
  const exportName = hash > 0 ? value.slice(hash + 1) : 'default'
  if (exportName === '') throw new CliError(`${flag} ${value}: nothing after "#" (expected path#exportName, or the path alone for the default export)`)
  const { path, namespace } = await importUserModule(flag, specifier, cwd)
  const exported = namespace[exportName]
  if (isAppModel(exported)) return exported
  if (typeof exported === 'function') {
    const own = exported.name && exported.name !== 'default' ? exported.name : ''
    const name = exportName !== 'default' ? exportName : own || basename(path, extname(path))
    return defineAnswerer({ name, answer: exported as AnswerFunction })
  }
  const names = Object.keys(namespace).sort()
  const found = exported === undefined ? `no export ${JSON.stringify(exportName)} (its exports: ${names.length > 0 ? names.join(', ') : 'none'})` : `${exportName} is ${exported === null ? 'null' : typeof exported}`
  throw new CliError(`${flag} ${value}: expected defineAnswerer({ name, answer }) or a function (question, context) => answer; ${found}`)
}
