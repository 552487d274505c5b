import type { StagesOption } from '../pipeline/from-config.js'
import { CliError } from './cli-error.js'
import { importUserModule } from './template-module.js'

/** The `--stages` option's one-line help. */
export const STAGES_OPTION_HELP =
  'ES module (path relative to the current directory) whose default export is the stage list of every task, or a function (defaults) => stages adding custom stages (docs/custom-stages.md)'

/** The `--help` section describing a `--stages` module. */
export const STAGES_MODULE_HELP = `
--stages module (.js or .mjs; .ts only when node can load TypeScript), checked before any model call:
  // karenina.stages.mjs
  import { WordCountCheckStage } from './word-count-check.mjs'
  export default (defaults) => {
    const stages = [...defaults]
    stages.splice(stages.findIndex((s) => s.name === 'VerifyTemplate') + 1, 0, new WordCountCheckStage(20))
    return stages
  }`

/**
 * Imports a `--stages` module (a path relative to `cwd`): its default export is a `stages` option, a stage
 * list or a function of the default list. The stages themselves are checked by the run, before any call.
 */
export async function loadStagesModule(specifier: string, cwd: string): Promise<StagesOption> {
  const { namespace } = await importUserModule('--stages', specifier, cwd)
  const stages = namespace['default']
  if (typeof stages === 'function' || Array.isArray(stages)) return stages as StagesOption
  const names = Object.keys(namespace)
  throw new CliError(
    `--stages ${specifier}: expected a default export: the stage list, or a function (defaults) => stages; got ${stages === undefined ? `no default export (its exports: ${names.length > 0 ? names.join(', ') : 'none'})` : typeof stages}`,
  )
}
