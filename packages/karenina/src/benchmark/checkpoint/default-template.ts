import { pyStrip } from '../../compat/py-whitespace.js'

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
