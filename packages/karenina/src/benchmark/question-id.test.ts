import { describe, expect, it } from 'vitest'
import { generateQuestionId, questionIdMd5, questionIdPrefix } from './question-id.js'

describe('questionIdMd5', () => {
  it('is the MD5 of the UTF-8 text', () => {
    expect(questionIdMd5('What is the capital of France?')).toBe('cb0b4aaf80c43c9973aefeda1bd72890')
    expect(questionIdMd5('')).toBe('d41d8cd98f00b204e9800998ecf8427e')
  })
})

describe('generateQuestionId', () => {
  it('builds the URN from a slug and 8 hex digits', () => {
    expect(generateQuestionId('What is 2+2?')).toBe('urn:uuid:question-what-is-2+2-936dbc87')
    expect(generateQuestionId('What is the capital of France?')).toBe('urn:uuid:question-what-is-the-capital-of-france-cb0b4aaf')
    expect(generateQuestionId('')).toBe('urn:uuid:question--d41d8cd9')
  })

  it('keeps apostrophes and colons, drops ? . , and maps each space to -', () => {
    expect(generateQuestionId("What's BCL2's role? Check: yes.")).toBe("urn:uuid:question-what's-bcl2's-role-check:-yes-be399346")
    expect(questionIdPrefix('Multiple   spaces. And, commas?')).toBe('multiple---spaces-and-commas')
    expect(questionIdPrefix('a\tb\u00a0c')).toBe('a\tb\u00a0c')
  })

  it('truncates the slug to 50 code points without splitting astral characters', () => {
    const q = `${Array(30).fill('😀').join(' ')} end?`
    const prefix = questionIdPrefix(q)
    expect(Array.from(prefix)).toHaveLength(50)
    expect(prefix.endsWith('😀-')).toBe(true)
    expect(generateQuestionId(q)).toBe(`urn:uuid:question-${Array(25).fill('😀-').join('')}-75878bda`)
  })

  it('lowercases like Python', () => {
    expect(questionIdPrefix('ΣΟΦΟΣ İ')).toBe('σοφος-i\u0307')
  })
})
