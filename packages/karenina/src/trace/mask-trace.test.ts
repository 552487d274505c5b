import { describe, expect, it } from 'vitest'
import { countTypeDeclarations, describeGraphqlSchema, isGraphqlSchemaPayload, maskGraphqlSchemaMessages, maskToolMessages } from './mask-trace.js'

const SCHEMA = 'type Query {\n  a: A\n}\ntype A {\n  b: B\n}\ntype B {\n  c: String\n}\n'

describe('isGraphqlSchemaPayload', () => {
  it('needs three word-bounded type declarations or an introspection key', () => {
    expect(isGraphqlSchemaPayload(SCHEMA)).toBe(true)
    expect(isGraphqlSchemaPayload('type A { x }\ntype B { y }')).toBe(false)
    expect(isGraphqlSchemaPayload('subtype A {} type B {} type C {}')).toBe(false)
    expect(isGraphqlSchemaPayload('{"data": {"__schema": {}}}')).toBe(true)
    expect(isGraphqlSchemaPayload('__schema without quotes')).toBe(false)
  })

  it('uses Python Unicode word boundaries and whitespace', () => {
    // "é" is a word character for Python, so "étype" is not a declaration; U+00A0 is whitespace.
    expect(countTypeDeclarations('étype A { type\u00a0B{ type Ω {')).toBe(2)
    // U+FEFF is not whitespace for Python.
    expect(countTypeDeclarations('type\ufeffA {')).toBe(0)
  })
})

describe('maskToolMessages', () => {
  it('replaces only matching tool bodies and keeps one trailing newline', () => {
    const trace = `--- AI Message ---\nkeep\n--- Tool Message (call_id: x) ---\nsecret\n--- Tool Message (call_id: y) ---\nother`
    const masked = maskToolMessages(trace, (body) => body.includes('secret'), () => '[hidden]')
    expect(masked).toEqual({
      text: `--- AI Message ---\nkeep\n--- Tool Message (call_id: x) ---[hidden]\n--- Tool Message (call_id: y) ---\nother`,
      messagesMasked: 1,
      // body "\nsecret\n" (8) − placeholder (8) − kept newline (1)
      charsRemoved: -1,
    })
  })

  it('never masks AI or Human bodies and leaves text without markers unchanged', () => {
    const trace = '--- Human Message ---\nsecret\n--- AI Message ---\nsecret'
    expect(maskToolMessages(trace, () => true, () => 'X')).toEqual({ text: trace, messagesMasked: 0, charsRemoved: 0 })
    expect(maskToolMessages('plain secret', () => true, () => 'X')).toEqual({ text: 'plain secret', messagesMasked: 0, charsRemoved: 0 })
  })

  it('treats --- Thinking --- as part of the preceding body and finds markers mid-line', () => {
    const trace = 'pre --- Tool Message (call_id: a) --- body\n--- Thinking ---\nhmm'
    const masked = maskToolMessages(trace, () => true, () => 'M')
    expect(masked.text).toBe('pre --- Tool Message (call_id: a) ---M')
    expect(masked.messagesMasked).toBe(1)
  })
})

describe('maskGraphqlSchemaMessages', () => {
  it('describes the body with its code-point length and declaration count', () => {
    const body = `\n# 😀\n${SCHEMA}`
    const trace = `--- Tool Message (call_id: f(x)) ---${body}--- AI Message ---\ndone`
    const masked = maskGraphqlSchemaMessages(trace)
    const placeholder = describeGraphqlSchema(body)
    expect(placeholder).toBe(`[masked: GraphQL schema introspection response (~${Array.from(body).length} chars, 3 type declarations)]`)
    expect(masked.text).toBe(`--- Tool Message (call_id: f(x)) ---${placeholder}\n--- AI Message ---\ndone`)
    expect(masked.charsRemoved).toBe(Array.from(body).length - placeholder.length - 1)
  })
})
