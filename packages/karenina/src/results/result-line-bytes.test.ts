import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PyFloat } from '../compat/py-float-value.js'
import { PyTuple } from '../compat/py-tuple.js'
import { dumpResultLine } from './export.js'
import { resultLineBytes, resultLineText } from './result-line-bytes.js'
import { parseVerificationResult, type VerificationResult } from './verification-result.js'
import { FULL_RESULT } from '../../test/fixtures/results/full-result.js'
import { makeResult } from '../../test/fixtures/results/make-result.js'

/** The string path's line: what resultLineBytes must equal byte for byte (or the same error). */
function expectSameLine(result: VerificationResult): void {
  let want: Buffer | null = null
  let wantError: Error | null = null
  try {
    want = Buffer.from(`${dumpResultLine(result)}\n`, 'utf8')
  } catch (error) {
    wantError = error as Error
  }
  if (wantError !== null) {
    expect(() => resultLineBytes(result)).toThrow(wantError.message)
    return
  }
  expect(resultLineBytes(result).toString('hex')).toBe(want!.toString('hex'))
  // The text a test worker attaches: the same UTF-8 once written (a lone surrogate is U+FFFD either way).
  expect(Buffer.from(`${resultLineText(result)}\n`, 'utf8').toString('hex')).toBe(want!.toString('hex'))
}

const full = () => parseVerificationResult(FULL_RESULT)

/** A result whose parts are replaced (after validation, as a stage could leave them). */
function withParts(edit: (r: Record<string, Record<string, unknown>>) => void): VerificationResult {
  const result = full()
  edit(result as unknown as Record<string, Record<string, unknown>>)
  return result
}

const sparse = [1, , 'x'] // eslint-disable-line no-sparse-arrays

describe('resultLineBytes', () => {
  it('writes the bytes of dumpResultLine and a newline for a fully populated result and a minimal one', () => {
    expectSameLine(full())
    expectSameLine(makeResult())
    expectSameLine(parseVerificationResult({ ...FULL_RESULT, template: null, rubric: undefined, extensions: {} }))
  })

  it('writes float fields as Python floats and non-finite ones as null, as the string path does', () => {
    for (const x of [NaN, -0, 0, 1, 2.5, 1e16, 1e-7, Infinity, -Infinity]) {
      expectSameLine(
        withParts((r) => {
          r.metadata!.execution_time = x
          r.template!.verify_granular_result = new PyFloat(x)
          r.template!.embedding_similarity_score = x
          r.template!.field_scores = { a: x, b: new PyFloat(x), c: null }
        }),
      )
    }
  })

  it('keeps untyped values as the string path does: ints, floats, boxes, bigints, tuples, holes, undefined, nested rubric data', () => {
    expectSameLine(
      withParts((r) => {
        r.template!.parsed_llm_response = { n: -0, f: new PyFloat(3), big: 2n ** 64n, t: new PyTuple(['a', 'b']), u: undefined, nan: NaN, arr: sparse, nested: [{ x: [undefined, Infinity] }] }
        r.rubric!.llm_trait_labels = { tone: 'Formel — très', '😀': ['x', { y: NaN }] }
        r.rubric!.metric_trait_scores = { extraction: { precision: 1, recall: NaN, f1: new PyFloat(0) } }
        r.metadata!.failure = { category: 'content', stage: 's', reason: 'r', details: { deep: { deeper: [1, 2.5, 'é'] } }, group: 'content' }
        r.deep_judgment!.extracted_excerpts = { answer: [{ text: '42', confidence: 'high', similarity_score: 1, extra: -0 }] }
      }),
    )
  })

  it('writes unicode, escapes and lone surrogates as the string path does', () => {
    expectSameLine(
      withParts((r) => {
        r.metadata!.question_text = 'Qu\'est-ce que "x"?\n咖啡 😀 \ud800 \t \x00'
        r.template!.raw_llm_response = `${'a'.repeat(40)}\udc00${'é'.repeat(40)}`
        r.template!.trace_messages = [{ role: 'assistant', content: '\ud83d\ude00\ud83d', block_index: 0 }]
        r.template!.regex_extraction_results = { 'clé\n': '\u2028', '\udfff': 'x' }
      }),
    )
  })

  it('redacts secrets in error fields as dumpResultLine does', () => {
    expectSameLine(
      withParts((r) => {
        r.metadata!.failure = { category: 'connection', stage: 's', reason: 'bad key sk-proj-abcdefghijklmnopqrstuvwxyz123456', details: { key: 'sk-ant-api03-abcdefghijklmnopqrstuvwxyz' }, group: 'retry' }
        r.template!.field_verification_error = 'Authorization: Bearer sk-abcdefghijklmnopqrstuvwx'
      }),
    )
  })

  it('takes the copying path for keys a fresh object would not hold as data (__proto__, toJSON)', () => {
    expectSameLine(
      withParts((r) => {
        r.template!.parsed_llm_response = JSON.parse('{"__proto__": {"x": 1}, "a": 2}') as Record<string, unknown>
        r.rubric!.llm_trait_labels = { toJSON: 'not a function', b: 1 }
        r.template!.regex_validation_details = { nested: JSON.parse('{"__proto__": [1, 2]}') as unknown }
        r.extensions = JSON.parse('{"__proto__": {"y": 1}}') as Record<string, unknown>
      }),
    )
    expectSameLine(withParts((r) => (r.template!.parsed_llm_response = { toJSON: () => 'called?' })))
  })

  it('leaves out empty extensions and keeps non-empty ones, as dumpResultLine does', () => {
    expectSameLine(withParts((r) => (r.extensions = {})))
    expectSameLine(withParts((r) => (r.extensions = { s: { score: NaN, list: [new PyFloat(1), -0] } })))
    expectSameLine(withParts((r) => delete r.extensions))
    // A null extensions fails both ways alike.
    expectSameLine(withParts((r) => (r.extensions = null as unknown as Record<string, unknown>)))
  })

  it('fails as the string path does on values json.dumps cannot write', () => {
    const circular: Record<string, unknown> = {}
    circular.self = new PyTuple(['a'])
    expectSameLine(withParts((r) => (r.template!.parsed_llm_response = { f: () => 1 })))
    expectSameLine(withParts((r) => (r.rubric!.llm_trait_labels = { s: Symbol('s') })))
    // After a failure the next line is whole.
    expectSameLine(full())
  })

  it('writes very long results (its buffer grows, and is not kept past 1 MiB) and short ones after them', () => {
    expectSameLine(withParts((r) => (r.template!.raw_llm_response = 'é😀x'.repeat(400_000))))
    expectSameLine(makeResult())
    expectSameLine(full())
  })

  it('follows an Object.prototype.toJSON the string path would call', () => {
    const result = full()
    Object.defineProperty(Object.prototype, 'toJSON', { value: () => 'everything', configurable: true, writable: true })
    try {
      expect(resultLineBytes(result).toString()).toBe(`${dumpResultLine(result)}\n`)
    } finally {
      delete (Object.prototype as { toJSON?: unknown }).toJSON
    }
  })

  it('writes the same bytes as the string path for arbitrary values in untyped and float fields', () => {
    const value = fc.letrec((tie) => ({
      v: fc.oneof(
        { depthSize: 'small' },
        fc.string({ unit: 'binary', maxLength: 40 }),
        fc.double(),
        fc.integer(),
        fc.bigInt(),
        fc.boolean(),
        fc.constantFrom(null, undefined, -0, NaN),
        fc.double().map((x) => new PyFloat(x)),
        fc.array(fc.string(), { maxLength: 3 }).map((items) => new PyTuple(items)),
        fc.array(tie('v'), { maxLength: 4 }),
        fc.sparseArray(tie('v'), { maxLength: 4 }),
        fc.dictionary(fc.string({ unit: 'binary', maxLength: 6 }), tie('v'), { maxKeys: 4 }),
      ),
    })).v
    const text = fc.string({ unit: 'binary', maxLength: 60 })
    fc.assert(
      fc.property(value, value, value, fc.dictionary(fc.string({ maxLength: 5 }), value, { maxKeys: 3 }), fc.double(), text, text, (a, b, c, ext, x, s1, s2) => {
        expectSameLine(
          withParts((r) => {
            r.template!.parsed_llm_response = { a, b }
            r.rubric!.llm_trait_labels = { c }
            r.rubric!.callable_trait_scores = { k: x }
            r.metadata!.failure = { category: 'content', stage: 's', reason: s1, details: { a }, group: 'content' }
            r.metadata!.execution_time = x
            r.template!.raw_llm_response = s2
            r.extensions = ext
          }),
        )
      }),
      { numRuns: 300 },
    )
  })
})
