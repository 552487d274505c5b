import { KareninaError } from './karenina-error.js'

/** A template that cannot be used: names the template, the field (when one is at fault) and the problem. */
export class TemplateError extends KareninaError {
  constructor(
    readonly template: string,
    readonly field: string | undefined,
    readonly problem: string,
    options?: { cause?: unknown },
  ) {
    super('KARENINA_TEMPLATE_INVALID', `template ${template}${field ? ` › field "${field}"` : ''}: ${problem}`, options)
  }
}
