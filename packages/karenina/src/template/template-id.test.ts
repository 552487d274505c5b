import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { generateTemplateId, normalizeTemplateSource, pythonDedent } from './template-id.js'

const BASIC = 'class Answer(BaseAnswer):\n    value: str'
const BASIC_ID = 'a352d883598f75f6a00d3ed842f919f8'

describe('pythonDedent', () => {
  it('removes the common space/tab prefix, ignoring blank lines', () => {
    expect(pythonDedent('    a\n      b\n  \n    c')).toBe('a\n  b\n\nc')
    expect(pythonDedent('\ta\n\t\tb')).toBe('a\n\tb')
  })

  it('does not equate tabs and spaces', () => {
    expect(pythonDedent('  a\n\t b')).toBe('  a\n\t b')
    expect(pythonDedent('  \ta\n  b')).toBe('\ta\nb')
  })

  it('treats an unindented CRLF blank line as content with no indent (3.11/3.12 quirk)', () => {
    expect(pythonDedent('  a\r\n\r\n  b')).toBe('  a\r\n\r\n  b')
    expect(pythonDedent('  a\r\n  \r\n  b')).toBe('a\r\n\r\nb')
  })

  it('empties whitespace-only lines', () => {
    expect(pythonDedent('a\n \t \nb')).toBe('a\n\nb')
  })
})

describe('generateTemplateId', () => {
  it('hashes the normalized source with MD5', () => {
    expect(normalizeTemplateSource(BASIC)).toBe(BASIC)
    expect(generateTemplateId(BASIC)).toBe(createHash('md5').update(BASIC).digest('hex'))
    expect(generateTemplateId(BASIC)).toBe(BASIC_ID)
  })

  it('ignores indentation, trailing spaces and line endings', () => {
    expect(generateTemplateId('  class Answer(BaseAnswer):\n      value: str  ')).toBe(BASIC_ID)
    expect(generateTemplateId('class Answer(BaseAnswer):\r\n    value: str\r\n')).toBe(BASIC_ID)
    expect(generateTemplateId('\n\n    class Answer(BaseAnswer):\n        value: str\n\n')).toBe(BASIC_ID)
    expect(generateTemplateId('class A:\r    x: int')).toBe('1413d8f95c7d7f01fdcd2be057a56394')
  })

  it('keeps the dedent only when CRLF blank lines are indented too (spec 01 §7.6)', () => {
    const base = 'class Answer(BaseAnswer):\n    value: str\n\n    def verify(self):\n        return True\n'
    const lines = base.split('\n')
    const allIndented = lines.map((l) => `    ${l}  \r\n`).join('')
    const blankUnindented = lines.map((l) => (l ? `    ${l}  \r\n` : '\r\n')).join('')
    expect(generateTemplateId(base)).toBe('283f1fc1c67400191f3772ccb9162d55')
    expect(generateTemplateId(allIndented)).toBe('283f1fc1c67400191f3772ccb9162d55')
    expect(generateTemplateId(blankUnindented)).toBe('58f2180e4cbf60e9ad890f06b7313550')
  })

  it('returns "no_template" for missing or blank sources (Python whitespace)', () => {
    expect(generateTemplateId(null)).toBe('no_template')
    expect(generateTemplateId(undefined)).toBe('no_template')
    expect(generateTemplateId('')).toBe('no_template')
    expect(generateTemplateId('   \n\t  \x1c\u3000')).toBe('no_template')
    expect(generateTemplateId('\ufeff')).not.toBe('no_template')
  })
})
