import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { join } from 'node:path'
import { reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { loopbackTask } from '../../../test/fixtures/pipeline/pipeline-fixtures.js'
import { runTask } from '../../pipeline/run-task.js'
import { resolveCallableFunction } from '../../rubric/traits/callable-trait.js'
import { evaluateRegexTrait } from '../../rubric/traits/regex-trait.js'
import { defineTemplate } from '../../template/define-template.js'
import { generateTemplateId } from '../../template/template-id.js'
import type { Benchmark } from '../benchmark.js'
import { isPythonTemplate } from '../../python-sandbox/python-template.js'
import { loadCheckpoint, parseCheckpoint } from './load-checkpoint.js'
import { checkpointToJson, serializeCheckpoint } from './save-checkpoint.js'

// Karenina's own checkpoints live outside the repository (../shared from the repo root).
const SHARED = fileURLToPath(new URL('../../../../../../shared/karenina-fixtures/', import.meta.url))
const hasShared = existsSync(join(SHARED, 'minimal.jsonld'))
if (!hasShared) console.warn(`skipping Karenina checkpoint fixtures: ${SHARED} is absent (it ships with CI's ../shared checkout)`)
const load = (name: string, options?: Parameters<typeof loadCheckpoint>[1]) => loadCheckpoint(join(SHARED, name), options)

/** A classic template written in TS for Karenina's minimal.jsonld question (result == 4). */
const Addition = defineTemplate({ result: z.int().describe('The numerical result') }, { verify: (a) => a.values.result === 4 })

function expectStableRoundTrip(b: Benchmark): void {
  const text = serializeCheckpoint(b)
  const again = parseCheckpoint(JSON.parse(text))
  expect(serializeCheckpoint(again)).toBe(text)
  expect(again.getAllQuestions().map((q) => [q.id, q.question, q.rawAnswer, q.keywords, q.finished])).toEqual(
    b.getAllQuestions().map((q) => [q.id, q.question, q.rawAnswer, q.keywords, q.finished]),
  )
}

describe.skipIf(!hasShared)("Karenina's checkpoint fixtures", () => {
  let server: LlmServer
  beforeEach(async () => {
    server = await startLlmServer()
  })
  afterEach(async () => {
    await server.close()
  })

  it('minimal.jsonld loads: metadata, question, keywords; the classic template is a Python template', async () => {
    const b = await load('minimal.jsonld')
    expect(b).toMatchObject({ id: 'urn:karenina:test:minimal-benchmark', name: 'minimal-test', version: '0.1.0', creator: 'Karenina Test Suite', createdAt: '2025-01-11T00:00:00Z', modifiedAt: '2025-01-11T00:00:00Z' })
    expect(b.getQuestionIds()).toEqual(['urn:karenina:test:q001'])
    const q = b.getQuestion('urn:karenina:test:q001')
    // No `finished` property: Karenina's loader reads false.
    expect(q).toMatchObject({ question: 'What is 2+2?', rawAnswer: '4', keywords: ['arithmetic', 'math'], finished: false, templateProblem: null })
    expect(isPythonTemplate(q.template!)).toBe(true)
    expect(q.template!.judgeSchema()).toMatchObject({ properties: { result: { type: 'integer', description: 'The numerical result' } }, required: ['result'] })
    expect(b.hasTemplate(q.id)).toBe(true)
    // The class's fields (from its source), read in the sandbox, and Karenina's template_id.
    expect(q.template!.templateId).toBe('e3d03eb093dc7fa6ed83aa4825fb9506')
    // The spec's template_id vector.
    expect(generateTemplateId(q.templateSource)).toBe('e3d03eb093dc7fa6ed83aa4825fb9506')
    expectStableRoundTrip(b)
  })

  it.each([
    [4, true],
    [5, false],
  ])('the classic template runs in the Python sandbox without a TS implementation: judge says %s → verify %s', { timeout: 120_000 }, async (judged, verdict) => {
    const q = (await load('minimal.jsonld')).getQuestion('urn:karenina:test:q001')
    server.on({ model: 'gpt-answerer' }, reply.text('2 + 2 = 4'))
    server.on({ model: 'gpt-judge' }, reply.json({ result: judged }))
    const result = await runTask(loopbackTask(server, { questionId: q.id, questionText: q.question, template: q.template }))
    expect(result.metadata.failure?.category ?? null).toBe(verdict ? null : 'content')
    expect(result.template?.verify_result).toBe(verdict)
    expect(result.metadata.template_id).toBe('e3d03eb093dc7fa6ed83aa4825fb9506')
    // self.correct, set by the class's model_post_init in Python, is the result's parsed ground truth.
    expect(result.template?.parsed_gt_response).toEqual({ result: 4 })
    expect(result.template?.parsed_llm_response).toEqual({ result: judged })
    // Ground truth never reaches the judge: its prompt has the schema, not `self.correct`.
    const judgeCall = JSON.stringify(server.requests.find((r) => JSON.stringify(r.body).includes('gpt-judge'))?.body)
    expect(judgeCall).toContain('The numerical result')
    expect(judgeCall).not.toContain('correct')
  })

  it('a registered TS implementation runs in place of the classic template, with Karenina\'s template_id', async () => {
    const b = await load('minimal.jsonld', { templates: { 'urn:karenina:test:q001': Addition } })
    const q = b.getQuestion('urn:karenina:test:q001')
    expect(q.templateProblem).toBeNull()
    expect(q.template?.templateId).toBe('e3d03eb093dc7fa6ed83aa4825fb9506')
    server.on({ model: 'gpt-answerer' }, reply.text('2 + 2 = 4'))
    server.on({ model: 'gpt-judge' }, reply.json({ result: 4 }))
    const result = await runTask(loopbackTask(server, { questionId: q.id, questionText: q.question, template: q.template }))
    expect(result.metadata.failure).toBeNull()
    expect(result.template?.verify_result).toBe(true)
    expect(result.metadata.template_id).toBe('e3d03eb093dc7fa6ed83aa4825fb9506')
    // Saving writes the stored Python text back, not the TS template.
    const json = checkpointToJson(b) as { dataFeedElement: { item: { hasPart: { text: string } } }[] }
    expect(json.dataFeedElement[0]!.item.hasPart.text).toBe(q.templateSource)
  })

  it('multi_question.jsonld loads five questions with finished flags, keywords and callable traits', async () => {
    const b = await load('multi_question.jsonld')
    expect(b.getAllQuestions().map((q) => [q.id.split(':').at(-1), q.finished, q.keywords?.length])).toEqual([
      ['mq001', true, 3],
      ['mq002', true, 2],
      ['mq003', true, 2],
      ['mq004', true, 2],
      ['mq005', false, 3],
    ])
    expect(b.getGlobalRubric()?.callable_traits.map((t) => [t.name, t.kind, t.callable_code])).toEqual([['Completeness', 'boolean', '']])
    expect(b.getQuestionRubric('urn:karenina:test:mq004')?.callable_traits[0]?.name).toBe('Case Sensitivity')
    expect(b.getAllQuestions().every((q) => q.templateProblem === null && isPythonTemplate(q.template!))).toBe(true)
    expectStableRoundTrip(b)
  })

  it('with_rubrics.jsonld loads every trait type with its properties; its callables run in the Python sandbox', { timeout: 120_000 }, async () => {
    const b = await load('with_rubrics.jsonld')
    const rubric = b.getGlobalRubric()!
    expect(rubric.llm_traits.map((t) => [t.name, t.kind, t.min_score, t.max_score, t.higher_is_better])).toEqual([
      ['Clarity', 'score', 1, 5, true],
      ['Accuracy', 'boolean', null, null, true],
      ['Completeness', 'score', 1, 5, true],
    ])
    expect(rubric.regex_traits.map((t) => [t.name, t.pattern])).toEqual([
      ['HasCitations', '\\[\\d+\\]'],
      ['HasNumbers', '\\d+'],
    ])
    expect(evaluateRegexTrait(rubric.regex_traits[0]!, 'see [12]')).toBe(true)
    expect(rubric.callable_traits.map((t) => [t.name, t.kind, t.min_score, t.max_score])).toEqual([
      ['ContainsCitations', 'boolean', null, null],
      ['ResponseLength', 'score', 1, 5],
    ])
    expect(Buffer.from(rubric.callable_traits[0]!.callable_code, 'base64').toString()).toContain('def evaluate(trace: str) -> bool')
    // Stored as Python source, the callables run in the Python sandbox (no TS function registered).
    const [citations, length] = rubric.callable_traits.map((t) => resolveCallableFunction(t)!)
    expect(await citations!('as shown [12]')).toBe(true)
    expect(await citations!('no citation')).toBe(false)
    expect(await length!('word '.repeat(60))).toBe(3)
    expectStableRoundTrip(b)
  })
})
