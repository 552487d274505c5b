// A test's karenina metadata is one short packed string per result: what vitest holds per test in its main
// process and parses back from blob reports. It must decode to the same result, and stay readable as the runner carries it (structured clone, JSON).
import { deflateRawSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { makeResult } from '../../test/fixtures/results/make-result.js'
import { dumpResultLine } from '../results/export.js'
import { packRecord, unpackRecord } from './packed-record.js'
import { resultSummaryView } from './result-summary-view.js'
import { PyFloat } from '../compat/py-float-value.js'
import { attachResultToMeta, attachScenarioToMeta, carriedRecordsOf, decodeResultLines, decodeResults, encodedResultsOf, forEachPackedRecord, KARENINA_META_KEY, scenarioRecordsOf } from './result-meta.js'

const result = makeResult({
  metadata: { question_id: 'q7', question_text: 'Which protein does venetoclax target?' },
  template: { raw_llm_response: 'The putative target is BCL2.', verify_result: true, verify_granular_result: 1.0, parsed_llm_response: { target: 'BCL2', score: 1.0 } },
})

describe('packed karenina metadata', () => {
  it('is one compact string per result that decodes to the same result, verdict and annotations', () => {
    const meta: Record<string, unknown> = {}
    attachResultToMeta(meta, result, false, { title: 'q7 › Which protein', model: 'openai:gpt-4o', negated: true })
    attachResultToMeta(meta, makeResult({ metadata: { question_id: 'q8' } }), true)
    const entry = meta[KARENINA_META_KEY] as unknown[]
    expect(entry).toHaveLength(2)
    expect(entry.every((e) => typeof e === 'string' && /^z1:[A-Za-z0-9+/=]+$/.test(e))).toBe(true)
    // Deflated: smaller than the export line it carries, even as base64.
    expect((entry[0] as string).length).toBeLessThan(dumpResultLine(result).length * 0.6)

    const encoded = encodedResultsOf(JSON.parse(JSON.stringify(meta)))
    expect(encoded[0]).toEqual({ result: dumpResultLine(result), pass: false, title: 'q7 › Which protein', model: 'openai:gpt-4o', negated: true })
    expect(encoded[1]).toMatchObject({ pass: true })
    expect(encoded[1]).not.toHaveProperty('title')
    const decoded = decodeResults(encoded)
    expect(dumpResultLine(decoded[0]!.result)).toBe(dumpResultLine(result))
    expect(decoded.map((d) => d.result.metadata.question_id)).toEqual(['q7', 'q8'])
  })

  it("writes the header with the body's separators, so what the body repeats (identities, token counts) costs little", () => {
    const used = makeResult({
      metadata: { question_id: 'q9' },
      template: {
        verify_result: true,
        usage_metadata: {
          answer_generation: { input_tokens: 33, output_tokens: 7, total_tokens: 40, model: 'openai_endpoint:bench-answerer', input_token_details: { audio: 0, cache_read: 0 } },
          parsing: { input_tokens: 519, output_tokens: 5, total_tokens: 524, model: 'openai_endpoint:bench-judge' },
          total: { input_tokens: 552, output_tokens: 12, total_tokens: 564 },
        },
      },
    })
    const header = { pass: true, model: 'openai:gpt-4o', view: resultSummaryView(used) }
    const packed = packRecord(header, dumpResultLine(used))
    // The same record with a compact header (JSON.stringify), as packed before.
    const compact = deflateRawSync(`${JSON.stringify(header)}\n${dumpResultLine(used)}`)
    expect(Buffer.from(packed.slice(3), 'base64').length).toBeLessThan(compact.length)
    // Readers that parse the header with JSON.parse (earlier builds) read it the same.
    const { header: read, body } = unpackRecord(packed, 'test')
    expect(read).toEqual(JSON.parse(JSON.stringify(header)))
    expect(body).toBe(dumpResultLine(used))
    // The view keeps a stage's token counts in the result's own key order (as the body has them).
    expect(Object.keys((header.view.template!.usage_metadata as Record<string, object>).answer_generation!)).toEqual(['input_tokens', 'output_tokens', 'total_tokens', 'model'])
  })

  it('carries scenario records beside the results, Python float-ness kept', () => {
    const meta: Record<string, unknown> = {}
    attachResultToMeta(meta, result, true)
    attachScenarioToMeta(meta, { scenario_id: 'tutoring', path: ['ask', 'hint'], note: 'née' })
    const carried = carriedRecordsOf(meta)
    expect(carried.results).toHaveLength(1)
    expect(carried.scenarios).toHaveLength(1)
    expect(scenarioRecordsOf(meta)).toEqual([{ scenario_id: 'tutoring', path: ['ask', 'hint'], note: 'née' }])
  })

  it('metadata under the karenina key in another shape is refused, naming where it is (never dropped)', () => {
    const other = { [KARENINA_META_KEY]: { results: [{ result: dumpResultLine(result), pass: true }] } }
    expect(() => encodedResultsOf(other)).toThrow(/expected an array of packed karenina records/)
    expect(encodedResultsOf({})).toEqual([])
  })

  it('keeps each carried export line as written (no second dump) when it validates', () => {
    const meta: Record<string, unknown> = {}
    attachResultToMeta(meta, result, true)
    const [decoded] = decodeResultLines(encodedResultsOf(meta))
    expect(decoded!.line).toBe(dumpResultLine(result))
    expect(decoded!.result.template?.verify_granular_result).toBe(1)
    // When a line cannot take the fast path, every line is decoded as before, and an invalid one is named.
    expect(() => decodeResultLines([{ result: dumpResultLine(result), pass: true }, { result: '{"metadata": {}}', pass: true }], 'a.test.ts › broken')).toThrow(/a\.test\.ts › broken.*\[1\]/)
  })

  it('a packed result carries its summary view, so the reporter reads it without parsing the line again', () => {
    const meta: Record<string, unknown> = {}
    attachResultToMeta(meta, result, true, { model: 'openai:gpt-4o' })
    const [carried] = carriedRecordsOf(JSON.parse(JSON.stringify(meta))).results
    const [decoded] = decodeResultLines([carried!])
    expect(decoded!.line).toBe(dumpResultLine(result))
    expect(decoded!.result).toEqual(JSON.parse(JSON.stringify(resultSummaryView(decodeResults([carried!])[0]!.result))))
    expect(decoded!.result.template?.usage_metadata).toEqual(result.template?.usage_metadata)
    expect(decoded).toMatchObject({ pass: true, model: 'openai:gpt-4o' })
  })

  it('a record that does not unpack throws, naming where it is (a result is never dropped silently)', () => {
    expect(() => carriedRecordsOf({ [KARENINA_META_KEY]: ['z1:AAAA'] }, 'a.test.ts › q1')).toThrow(/a\.test\.ts › q1, karenina\[0\].*does not inflate/)
    expect(() => carriedRecordsOf({ [KARENINA_META_KEY]: ['k9:abc'] })).toThrow(/unknown format "k9:"/)
    expect(() => carriedRecordsOf({ [KARENINA_META_KEY]: [42] })).toThrow(/expected a packed karenina record \(a string\), received number/)
  })
})

describe('format p1 (plain, for workers whose runner does not store the metadata in bulk)', () => {
  it('reads back as the deflated form does: same result line, verdict, annotations and summary view', () => {
    const plain: Record<string, unknown> = {}
    const deflated: Record<string, unknown> = {}
    for (const [meta, packing] of [[plain, 'plain'], [deflated, 'deflate']] as const) {
      attachResultToMeta(meta, result, false, { title: 'q7 › Which protein', model: 'openai:gpt-4o', negated: true }, { packing })
      attachScenarioToMeta(meta, { scenario_id: 'tutoring', score: new PyFloat(1), note: 'née\nsecond line' }, { packing })
    }
    const entry = plain[KARENINA_META_KEY] as string[]
    expect(entry.every((e) => e.startsWith('p1:'))).toBe(true)
    expect((deflated[KARENINA_META_KEY] as string[]).every((e) => e.startsWith('z1:'))).toBe(true)
    // What a runner carries is a structured clone or JSON of the metadata: both read the same.
    expect(carriedRecordsOf(JSON.parse(JSON.stringify(plain)))).toEqual(carriedRecordsOf(deflated))
    expect(scenarioRecordsOf(plain)[0]).toMatchObject({ scenario_id: 'tutoring', note: 'née\nsecond line' })
    expect(scenarioRecordsOf(plain)).toEqual(scenarioRecordsOf(deflated))
    expect(decodeResults(encodedResultsOf(plain)).map((d) => dumpResultLine(d.result))).toEqual([dumpResultLine(result)])
  })

  it('hands the reporter the same bytes and shared header as the deflated form', () => {
    const seen = (packing: 'plain' | 'deflate') => {
      const meta: Record<string, unknown> = {}
      attachResultToMeta(meta, result, true, { model: 'openai:gpt-4o' }, { packing })
      const records: unknown[] = []
      expect(forEachPackedRecord(meta, 'a.test.ts › q7', (r) => (records.push(r.scenario ? r : { ...r, body: r.body.toString('utf8'), view: JSON.parse(JSON.stringify(r.view)) }), true))).toBe(true)
      return records
    }
    expect(seen('plain')).toEqual(seen('deflate'))
    expect(seen('plain')[0]).toMatchObject({ pass: true, annotations: { model: 'openai:gpt-4o' }, body: dumpResultLine(result) })
  })

  it('a plain record without its header line throws, naming where it is', () => {
    expect(() => carriedRecordsOf({ [KARENINA_META_KEY]: ['p1:{"metadata": {}}'] }, 'a.test.ts › q1')).toThrow(/a\.test\.ts › q1, karenina\[0\].*no header line/)
    expect(() => carriedRecordsOf({ [KARENINA_META_KEY]: ['x'] })).toThrow(/no "z1:" or "p1:" tag/)
  })
})
