import { stat } from 'node:fs/promises'
import { extname, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { CallableRegistry, CallableTraitFunction } from '../rubric/traits/callable-trait.js'
import { isTemplate } from '../template/define-template.js'
import type { Template } from '../template/template.js'
import { CliError } from './cli-error.js'

/** What a `--templates` module registers: TypeScript templates by question id, callable trait functions by trait name. */
export interface TemplateModule {
  /** The module's absolute path. */
  path: string
  /** The flag's value as typed (what messages show). */
  label: string
  templates: Readonly<Record<string, Template>>
  callables: CallableRegistry
}

/** The `--templates` option's one-line help. */
export const TEMPLATES_OPTION_HELP =
  'ES module (path relative to the current directory) registering TypeScript implementations: `templates` by question id (needed for classic Python templates), `callables` by callable trait name'

/** The `--help` section describing a `--templates` module. */
export const TEMPLATES_MODULE_HELP = `
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
  export const callables = { short_answer: (text) => text.length < 200 }  // optional`

const MODULE_EXTENSIONS = ['.js', '.mjs', '.cjs', '.ts', '.mts', '.cts']
const TYPESCRIPT_EXTENSIONS = ['.ts', '.mts', '.cts']

/** The example printed when the module has the wrong shape. */
const EXPECTED = "expected `export const templates = { '<question id>': MyTemplate }` and/or `export const callables = { '<trait name>': (text) => … }`"

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const proto = Object.getPrototypeOf(value) as unknown
  return proto === Object.prototype || proto === null
}

function describeValue(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  if (typeof value === 'object') return `an object (${Object.keys(value).slice(0, 4).join(', ') || 'no keys'})`
  return typeof value
}

/**
 * Imports a user's ES module given to `flag` (a path relative to `cwd`): it must be a file with a module
 * extension; a failing import is a CliError naming the flag and the module.
 */
export async function importUserModule(flag: string, specifier: string, cwd: string): Promise<{ path: string; namespace: Record<string, unknown> }> {
  const path = resolve(cwd, specifier)
  const label = `${flag} ${specifier}`
  const info = await stat(path).catch(() => null)
  if (info === null) throw new CliError(`${label}: no such file (${path})`)
  if (!info.isFile()) throw new CliError(`${label}: not a file (${path})`)
  if (!MODULE_EXTENSIONS.includes(extname(path))) {
    throw new CliError(`${label}: expected an ES module (.js or .mjs; .ts when node can load TypeScript), got "${extname(path) || 'no extension'}"`)
  }
  try {
    return { path, namespace: (await import(pathToFileURL(path).href)) as Record<string, unknown> }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException | null)?.code
    const message = error instanceof Error ? error.message : String(error)
    if (code === 'ERR_UNKNOWN_FILE_EXTENSION' && TYPESCRIPT_EXTENSIONS.includes(extname(path))) {
      throw new CliError(
        `${label}: this Node cannot load TypeScript (${message}); compile the module to .js/.mjs, or run the CLI under tsx (node --import tsx …/karenina/dist/cli/main.js)`,
      )
    }
    throw new CliError(`${label}: importing the module failed: ${message}`)
  }
}

/** The module's `templates` and `callables`: named exports, or keys of a default-exported object. */
function exportsOf(namespace: Record<string, unknown>): { templates: unknown; callables: unknown; where: 'named' | 'default' } | null {
  if ('templates' in namespace || 'callables' in namespace) return { templates: namespace['templates'], callables: namespace['callables'], where: 'named' }
  const fallback = namespace['default']
  if (isPlainObject(fallback) && ('templates' in fallback || 'callables' in fallback)) {
    return { templates: fallback['templates'], callables: fallback['callables'], where: 'default' }
  }
  return null
}

/**
 * An exported object of key → entry (`what` names them in the error); an entry `isEntry` refuses is named by
 * `refused(what it is)`.
 */
function readRegistry<T>(value: unknown, label: string, exportName: string, what: string, isEntry: (entry: unknown) => boolean, refused: (got: string) => string): Record<string, T> {
  if (value === undefined) return {}
  if (!isPlainObject(value)) throw new CliError(`--templates ${label} › ${exportName}: expected an object of ${what}, got ${describeValue(value)}`)
  for (const [key, entry] of Object.entries(value)) {
    if (!isEntry(entry)) throw new CliError(`--templates ${label} › ${exportName}[${JSON.stringify(key)}]: ${refused(describeValue(entry))}`)
  }
  return Object.fromEntries(Object.entries(value)) as Record<string, T>
}

/**
 * Imports a `--templates` module (a path relative to `cwd`) and checks its shape: `templates` maps question
 * ids to templates, `callables` maps callable trait names to functions (what `loadCheckpoint` takes). Every
 * problem is a CliError (exit 2) naming the module and the export or key that is wrong.
 * @example
 * const registered = await loadTemplateModule('karenina.templates.mjs', process.cwd())
 * const benchmark = await loadCheckpoint('bench.jsonld', { templates: registered.templates, callables: registered.callables })
 */
export async function loadTemplateModule(specifier: string, cwd: string): Promise<TemplateModule> {
  const label = specifier
  const { path, namespace } = await importUserModule('--templates', specifier, cwd)
  const found = exportsOf(namespace)
  if (found === null) {
    const names = Object.keys(namespace)
    throw new CliError(`--templates ${label}: the module exports neither \`templates\` nor \`callables\` (its exports: ${names.length > 0 ? names.join(', ') : 'none'}); ${EXPECTED}`)
  }
  const prefix = found.where === 'default' ? 'default.' : ''
  const templates = readRegistry<Template>(found.templates, label, `${prefix}templates`, 'question id → template', isTemplate, (got) => `not a template made by defineTemplate or templateFromSpec (got ${got})`)
  const callables = readRegistry<CallableTraitFunction>(found.callables, label, `${prefix}callables`, 'callable trait name → function', (fn) => typeof fn === 'function', (got) => `expected a function (text: string) => boolean | number | string, got ${got}`)
  return { path, label, templates, callables }
}
