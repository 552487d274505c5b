// Field annotations of declarative templates read from a checkpoint keep their exact type: `list[int]` is a
// list of ints (not `list[str]`), `Optional[int]` accepts null, `Literal[1, 2]` holds ints. What cannot be
// read faithfully (sets, tuples, dates, unions of several types) makes the template one karenina-ts cannot run.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loopbackTask, steppingClock } from '../../../test/fixtures/pipeline/pipeline-fixtures.js'
import { runTask } from '../../pipeline/run-task.js'
import { parseJudgeOutput } from '../../template/judge-output.js'
import type { Template } from '../../template/template.js'
import { FIXTURE_DIR } from '../../../test/fixtures/benchmark/checkpoint/checkpoint-fixtures.js'
import { parseCheckpoint } from './load-checkpoint.js'

/** A one-question checkpoint whose template is `class Answer(BaseAnswer)` with the given field lines. */
function checkpointWith(fields: string, imports = 'SetContainment') {
  const doc = JSON.parse(readFileSync(join(FIXTURE_DIR, 'minimal.jsonld'), 'utf8'))
  doc.dataFeedElement[0].item.hasPart.text =
    `from typing import Literal, Optional, Union, Any, List, Dict\nfrom karenina.schemas.entities import BaseAnswer, VerifiedField, ${imports}\n\n\n` +
    `class Answer(BaseAnswer):\n${fields}\n`
  return parseCheckpoint(doc).getAllQuestions()[0]!
}

function templateOf(annotation: string, groundTruth: string, primitive: string) {
  const question = checkpointWith(
    `    value: ${annotation} = VerifiedField(description="The value", ground_truth=${groundTruth}, verify_with=${primitive})`,
    primitive.slice(0, primitive.indexOf('(')),
  )
  expect(question.templateProblem ?? null, annotation).toBeNull()
  return question.template as Template
}

/** The verdict of the template on the judge's `value`, after Pydantic-lax validation as in ParseTemplate. */
function verdict(template: Template, value: unknown): boolean {
  const parsed = parseJudgeOutput(template, { value })
  return template.verify(parsed.values, { nullFields: parsed.nullFields })
}

describe('declarative template annotations read from a checkpoint', () => {
  let server: LlmServer
  beforeEach(async () => {
    server = await startLlmServer()
  })
  afterEach(async () => {
    await server.close()
  })

  it('list[int] with SetContainment(superset): the judge answering [3, 2, 1, 4] passes, as in Python', async () => {
    const template = templateOf('list[int]', '[1, 2, 3]', 'SetContainment(mode="superset")')
    expect(template.judgeSchema()).toMatchObject({ properties: { value: { type: 'array', items: { type: 'integer' } } } })
    server.on({ model: 'gpt-answerer' }, reply.text('The ids are 3, 2, 1 and 4.'))
    server.on({ model: 'gpt-judge' }, reply.json({ value: [3, 2, 1, 4] }))
    const result = await runTask(loopbackTask(server, { questionId: 'q-ids', questionText: 'Which ids?', template }), { now: steppingClock() })
    expect(result.metadata.failure).toBeNull()
    expect(result.template?.verify_result).toBe(true)
    expect(result.template?.parsed_llm_response).toEqual({ value: [3, 2, 1, 4] })
  })

  it.each([
    ['list[int]', '[1, 2, 3]', 'SetContainment(mode="superset")', [3, 2, 1, 4], true],
    ['list[int]', '[1, 2, 3]', 'SetContainment(mode="superset")', ['3', '2', '1'], true],
    ['List[int]', '[1, 2, 3]', 'SetContainment(mode="exact")', [3, 2], false],
    ['list[float]', '[0.5, 1.5]', 'SetContainment(mode="exact")', [1.5, 0.5], true],
    ['list[bool]', '[True, False]', 'OrderedMatch()', [true, false], true],
    ['list[str]', '["a", "b"]', 'SetContainment(mode="exact")', ['b', 'a'], true],
    ["list[Literal['a', 'b']]", '["a"]', 'SetContainment(mode="exact")', ['a'], true],
    ['Optional[int]', '3', 'ExactMatch()', 3, true],
    ['int | None', '3', 'ExactMatch()', 3, true],
    ['Union[int, None]', '3', 'ExactMatch()', 4, false],
    ['Literal[1, 2, 3]', '2', 'LiteralMatch()', 2, true],
    ['Literal[1, 2, 3]', '2', 'LiteralMatch()', 3, false],
    ['dict[str, int]', '{"a": 1}', 'LiteralMatch()', { a: 1 }, true],
    ['Optional[list[int]]', '[1]', 'SetContainment(mode="exact")', [1], true],
  ])('%s = %s with %s: the judge value %j gives %s', (annotation, groundTruth, primitive, judged, expected) => {
    expect(verdict(templateOf(annotation, groundTruth, primitive), judged)).toBe(expected)
  })

  it.each([
    ['list[int]', '[1, 2, 3]', 'SetContainment(mode="superset")', ['x'], /value\.0/],
    ["list[Literal['a', 'b']]", '["a"]', 'SetContainment(mode="exact")', ['c'], /value\.0/],
    ['Literal[1, 2, 3]', '2', 'LiteralMatch()', 7, /value/],
  ])('%s = %s with %s rejects the judge value %j as a parse failure, naming the field', (annotation, groundTruth, primitive, judged, where) => {
    const template = templateOf(annotation, groundTruth, primitive)
    expect(() => parseJudgeOutput(template, { value: judged })).toThrow(where)
  })

  it('keeps a None judge value of an optional field as unanswered', () => {
    const template = templateOf('Optional[int]', '3', 'ExactMatch()')
    expect(parseJudgeOutput(template, { value: null }).nullFields).toEqual(new Set(['value']))
  })

  it.each([
    ['set[int]', 'a set'],
    ['tuple[int, int]', 'a tuple'],
    ['Union[int, str]', 'a Union of several types'],
    ['date', 'a date'],
    ['Callable', 'Callable'],
  ])('reports %s as an annotation it cannot read, naming the question, field and reason', (annotation, reason) => {
    const question = checkpointWith(`    value: ${annotation} = VerifiedField(description="The value", ground_truth=[1], verify_with=SetContainment())`)
    expect(question.template).toBeNull()
    expect(question.templateProblem).toContain(`field "value": the annotation`)
    expect(question.templateProblem).toContain(reason)
    expect(question.templateProblem).toContain('karenina-ts cannot run')
  })
})

describe('unknown primitive parameters in a checkpoint template', () => {
  it('are ignored as Karenina does, with a warning naming the question, field and the close parameter', () => {
    const doc = JSON.parse(readFileSync(join(FIXTURE_DIR, 'minimal.jsonld'), 'utf8'))
    doc.dataFeedElement[0].item.hasPart.text =
      'from karenina.schemas.entities import BaseAnswer, VerifiedField, SetContainment\n\n\n' +
      'class Answer(BaseAnswer):\n    ids: list[str] = VerifiedField(description="The ids", ground_truth=["a"], verify_with=SetContainment(mode="overlap", min_overlp=2))\n'
    const warnings: string[] = []
    const question = parseCheckpoint(doc, { onWarning: (m) => warnings.push(m) }).getAllQuestions()[0]!
    expect(question.templateProblem ?? null).toBeNull()
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain(`field "ids": unknown key 'min_overlp' in SetContainment(...) (did you mean 'min_overlap'?); Karenina ignores it`)
  })
})
