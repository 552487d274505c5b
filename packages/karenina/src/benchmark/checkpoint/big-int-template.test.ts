// A checkpoint template with `ground_truth=9007199254740993` (beyond 2^53) runs as in Python: the ground
// truth and the judge's value stay exact, string and equality checks compare every digit, float-based
// checks convert as Python's float() does, and the result is written with the exact digits.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loopbackTask, steppingClock } from '../../../test/fixtures/pipeline/pipeline-fixtures.js'
import { runTask } from '../../pipeline/run-task.js'
import { renderHtmlReport } from '../../report/html-report.js'
import { dumpResultLine } from '../../results/export.js'
import type { Template } from '../../template/template.js'
import { FIXTURE_DIR } from '../../../test/fixtures/benchmark/checkpoint/checkpoint-fixtures.js'
import { parseCheckpoint } from './load-checkpoint.js'

const BIG = '9007199254740993'

function bigIntTemplate(primitive: string, groundTruth = BIG): Template {
  const doc = JSON.parse(readFileSync(join(FIXTURE_DIR, 'minimal.jsonld'), 'utf8'))
  doc.dataFeedElement[0].item.hasPart.text =
    `from karenina.schemas.entities import BaseAnswer, VerifiedField, ${primitive.slice(0, primitive.indexOf('('))}\n\n\n` +
    `class Answer(BaseAnswer):\n    count: int = VerifiedField(description="The count", ground_truth=${groundTruth}, verify_with=${primitive})\n`
  const question = parseCheckpoint(doc).getAllQuestions()[0]!
  expect(question.templateProblem ?? null).toBeNull()
  return question.template!
}

let server: LlmServer
beforeEach(async () => {
  server = await startLlmServer()
})
afterEach(async () => {
  await server.close()
})

/** Runs the template with a judge whose raw JSON reply is `{"count": <judged>}` (digits written verbatim). */
async function run(template: Template, judged: string) {
  server.on({ model: 'gpt-answerer' }, () => `The count is ${judged}.`)
  server.on({ model: 'gpt-judge' }, () => `{"count": ${judged}}`)
  return runTask(loopbackTask(server, { questionId: 'q-big', questionText: 'How many?', template }), { now: steppingClock() })
}

describe('integer ground truths beyond 2^53 in checkpoint templates', () => {
  it.each([
    ['ExactMatch()', BIG, true],
    ['ExactMatch()', '9007199254740992', false], // str() differs in the last digit
    ['LiteralMatch()', BIG, true],
    ['LiteralMatch()', '9007199254740992', false], // Python int == int is exact
    ['LiteralMatch()', '9007199254740992.0', false], // int == float compares exactly in Python too
    ['NumericExact()', '9007199254740992', true], // float(x) == float(e): both round to 2^53, as in Python
    ['NumericTolerance(tolerance=0.0, mode="absolute")', BIG, true],
  ])('%s against the judge value %s: %s', async (primitive, judged, verdict) => {
    const result = await run(bigIntTemplate(primitive), judged)
    // A wrong answer, never an error.
    expect(result.metadata.failure?.category ?? null).toBe(verdict ? null : 'content')
    expect(result.template?.verify_result).toBe(verdict)
  })

  it('keeps the digits of the ground truth and of the judge value in the result line', async () => {
    const result = await run(bigIntTemplate('ExactMatch()', `-${BIG}`), `-${BIG}`)
    expect(result.template?.parsed_gt_response).toEqual({ count: -9007199254740993n })
    expect(result.template?.parsed_llm_response).toEqual({ count: -9007199254740993n })
    const line = dumpResultLine(result)
    expect(line).toContain(`"parsed_gt_response": {"count": -${BIG}}`)
    expect(line).toContain(`"parsed_llm_response": {"count": -${BIG}}`)
    expect(renderHtmlReport([result])).toContain(BIG)
  })

  it('reads hexadecimal and underscored integer literals exactly', async () => {
    const result = await run(bigIntTemplate('LiteralMatch()', '0x20000000000001'), '9_007_199_254_740_993'.replaceAll('_', ''))
    expect(result.template?.verify_result).toBe(true)
    expect(bigIntTemplate('LiteralMatch()', '9_007_199_254_740_993').fields[0]!.verification!.groundTruth).toBe(9007199254740993n)
  })
})

describe('integer ground truths beyond 2^53 in TS templates', () => {
  it('accepts a bigint and refuses a number JavaScript has already rounded, naming the field', async () => {
    const { z } = await import('zod')
    const { defineTemplate } = await import('../../template/define-template.js')
    const { field } = await import('../../template/field.js')
    const { exactMatch } = await import('../../primitives/exact-match.js')
    const exact = defineTemplate({ count: field(z.int(), { description: 'The count', groundTruth: 9007199254740993n as never, check: exactMatch() }) })
    expect(exact.verify({ count: 9007199254740993n as never })).toBe(true)
    expect(exact.verify({ count: 9007199254740992 })).toBe(false)
    expect(exact.source).toContain(`ground_truth=${BIG},`)
    expect(() =>
      defineTemplate({ ids: field(z.array(z.int()), { description: 'The ids', groundTruth: [1, 2 ** 53 + 2], check: exactMatch() }) }),
    ).toThrow(/field "?ids"?.*9007199254740994 is beyond 2\^53.*bigint/s)
    // A float field may hold any float.
    expect(() => defineTemplate({ x: field(z.number(), { description: 'x', groundTruth: 1e20, check: exactMatch() }) })).not.toThrow()
  })
})

describe('integers beyond 2^53 elsewhere in a checkpoint', () => {
  it('a question property survives load then save digit for digit', async () => {
    const { mkdtemp, rm, writeFile } = await import('node:fs/promises')
    const { tmpdir } = await import('node:os')
    const { loadCheckpoint } = await import('./load-checkpoint.js')
    const { serializeCheckpoint } = await import('./save-checkpoint.js')
    const dir = await mkdtemp(join(tmpdir(), 'karenina-bigint-checkpoint-'))
    try {
      const doc = JSON.parse(readFileSync(join(FIXTURE_DIR, 'minimal.jsonld'), 'utf8'))
      doc.dataFeedElement[0].item.additionalProperty.push({ '@type': 'PropertyValue', name: 'custom_sample_size', value: '__BIG__' })
      const text = JSON.stringify(doc, null, 2).replace('"__BIG__"', BIG)
      expect(text).toContain(`"value": ${BIG}`)
      const path = join(dir, 'big.jsonld')
      await writeFile(path, text)
      const benchmark = await loadCheckpoint(path)
      expect(serializeCheckpoint(benchmark)).toContain(BIG)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

describe('a judge value beyond 2^53 that a lossy parser already read', () => {
  it('is refused as a parse failure naming the field, never rounded', async () => {
    const { parseJudgeOutput } = await import('../../template/judge-output.js')
    const template = bigIntTemplate('ExactMatch()')
    // What a provider SDK's JSON.parse gives for 9007199254740993 (e.g. Anthropic tool input).
    expect(() => parseJudgeOutput(template, { count: 9007199254740993 })).toThrow(/count.*beyond 2\^53.*refuses rather than round/s)
    expect(parseJudgeOutput(template, { count: 9007199254740993n }).values).toEqual({ count: 9007199254740993n })
    expect(parseJudgeOutput(template, { count: '9007199254740993' }).values).toEqual({ count: 9007199254740993n })
  })
})
