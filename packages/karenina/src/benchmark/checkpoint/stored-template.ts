import type { CompatMode } from '../../compat/compat-mode.js'
import { pyStrip } from '../../compat/py-whitespace.js'
import { KareninaError } from '../../errors/karenina-error.js'
import { isPrimitiveType, PRIMITIVES } from '../../primitives/registry.js'
import { pythonTemplate } from '../../python-sandbox/python-template.js'
import { defineTemplate } from '../../template/define-template.js'
import { templateFromSpec } from '../../template/spec/template-from-spec.js'
import type { TemplateSpecInput } from '../../template/spec/template-spec.js'
import type { Template } from '../../template/template.js'
import { unknownKeyMessage, unknownKeys } from '../../utils/did-you-mean.js'
import { zodObjectKeys } from '../../utils/zod-object-keys.js'
import { readPythonTemplate } from './python-template-parser.js'

/** The first `n` code points of a text (Python slicing). */
function codePoints(text: string, n: number): string {
  return Array.from(text).slice(0, n).join('')
}

/**
 * Karenina's placeholder template for a question without one (spec 05 §6.1): a classic class with one
 * `response: str` field whose `verify()` returns False. A checkpoint must store some template, so a
 * question without a template is saved with this text, and this text is read back as "no template".
 */
export function defaultTemplateSource(question: string): string {
  return [
    'class Answer(BaseAnswer):',
    `    """Answer template for: ${codePoints(question, 50)}..."""`,
    '',
    '    response: str = Field(description="The answer response")',
    '',
    '    def verify(self) -> bool:',
    '        # Default template: returns False to indicate custom verification needed',
    '        return False',
    '',
  ].join('\n')
}

/** Karenina's `_is_default_template`: the stored text is the placeholder of this question (compared stripped). */
export function isDefaultTemplate(source: string, question: string): boolean {
  return pyStrip(source) !== '' && pyStrip(source) === pyStrip(defaultTemplateSource(question))
}

/** The `name` Karenina gives a question's SoftwareSourceCode node: `"<first 30 chars>... Answer Template"`. */
export function defaultTemplateName(question: string): string {
  return `${codePoints(question, 30)}... Answer Template`
}

/** What a question or scenario node gets from its stored template text (`templateSource` null: no template). */
export type StoredTemplate = { template: Template | null; templateSource: string | null; templateProblem: string | null }

/** Options of {@link templateFromCheckpoint}: `subject` names the question or node, `register` says how to give a TS template. */
export interface StoredTemplateOptions {
  registered: Template | undefined
  subject: string
  register: string
  compat?: CompatMode | undefined
  /** Told of each unknown primitive param (a misspelling Karenina ignores, and so does this reader). */
  onWarning?: ((message: string) => void) | undefined
}

/**
 * The template a checkpoint stores as Python text (a question's or a scenario node's `hasPart.text`), read the
 * same way for both: a registered TS template wins (carrying the stored text, so `templateId` is Karenina's);
 * Karenina's placeholder is no template; declarative source is read into a TemplateSpec (never run); classic
 * source (custom `verify()`, `model_post_init` …) runs in the Python sandbox, started on first use; two
 * BaseAnswer leaf classes, or a template that cannot be built, keep a `templateProblem` naming `subject`.
 */
export function templateFromCheckpoint(text: string, question: string, options: StoredTemplateOptions): StoredTemplate {
  const { registered, subject } = options
  if (registered !== undefined) return { template: withSource(registered, text), templateSource: text, templateProblem: null }
  if (isDefaultTemplate(text, question)) return { template: null, templateSource: null, templateProblem: null }
  const problem = (why: string) => ({ template: null, templateSource: text, templateProblem: `${subject}: ${why}` })
  const reading = readPythonTemplate(text)
  if (reading.kind === 'classic') {
    const cannotRun = (why: string) => problem(`its answer template is Python code that karenina-ts cannot run (${why}); ${options.register}`)
    const where = `${reading.reason}, template line ${reading.line}`
    if (reading.reason.startsWith('Multiple BaseAnswer')) return cannotRun(where)
    try {
      return { template: pythonTemplate(text), templateSource: text, templateProblem: null }
    } catch (error) {
      if (!(error instanceof Error)) throw error
      return cannotRun(`${where}: ${error.message}`)
    }
  }
  if (options.onWarning) warnUnknownParams(reading.spec, subject, options.onWarning)
  try {
    const template = templateFromSpec(reading.spec, { source: text, fieldSchemas: reading.fieldSchemas, ...(options.compat ? { compat: options.compat } : {}) })
    return { template, templateSource: text, templateProblem: null }
  } catch (error) {
    if (!KareninaError.isInstance(error)) throw error
    return problem(`its answer template cannot be built: ${error.message}`)
  }
}

/** A registered template carrying the checkpoint's Python text as its source (so `templateId` is Karenina's). */
function withSource(template: Template, source: string): Template {
  if (template.source === source) return template
  try {
    return defineTemplate(template.shape, { name: template.name, strategy: template.strategy, ...template.hooks, source })
  } catch {
    // Re-defining can fail for a template made in compat mode; it then runs with its own id.
    return template
  }
}

function warnUnknownParams(spec: TemplateSpecInput, subject: string, onWarning: (message: string) => void): void {
  for (const f of spec.fields) {
    const { type, ...params } = f.verify_with as { type?: unknown }
    if (typeof type !== 'string' || !isPrimitiveType(type)) continue
    const known = zodObjectKeys(PRIMITIVES[type].paramsSchema) ?? []
    for (const key of unknownKeys(params, known)) {
      onWarning(`${subject}, field "${f.name}": ${unknownKeyMessage(key, `${type}(...)`, known)}; Karenina ignores it, and so does karenina-ts`)
    }
  }
}
