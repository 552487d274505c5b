import { join } from 'node:path'
import { reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loopbackTask, steppingClock } from '../../../test/fixtures/pipeline/pipeline-fixtures.js'
import { runTask } from '../../pipeline/run-task.js'
import type { Template } from '../../template/template.js'
import { FIXTURE_DIR, Venetoclax } from '../../../test/fixtures/benchmark/checkpoint/checkpoint-fixtures.js'
import { loadCheckpoint } from './load-checkpoint.js'

let server: LlmServer
beforeEach(async () => {
  server = await startLlmServer()
})
afterEach(async () => {
  await server.close()
})

const ANSWER = 'Venetoclax, a BH3 mimetic, inhibits BCL2; approved for CLL and AML.'

describe('a declarative template read from a checkpoint runs through the pipeline', () => {
  it.each([
    ['passes', true, { target: 'BCL-2', mechanism: 'inhibitor', indications: ['CLL', 'AML'], ic50_nm: 0.01, mentions_bh3: false }],
    ['fails', false, { target: 'MCL1', mechanism: 'inhibitor', indications: ['CLL', 'AML'], ic50_nm: 0.01, mentions_bh3: false }],
    ['passes through AtLeastN', true, { target: 'bcl2', mechanism: 'agonist', indications: ['CLL'], ic50_nm: 0.0101, mentions_bh3: false }],
  ])('%s with the same result as the TypeScript template', async (_, verdict, judged) => {
    const benchmark = await loadCheckpoint(join(FIXTURE_DIR, 'multi_question.jsonld'))
    const question = benchmark.getAllQuestions()[0]!
    expect(question.template).not.toBe(Venetoclax)
    server.on({ model: 'gpt-answerer' }, reply.text(ANSWER))
    server.on({ model: 'gpt-judge' }, reply.json(judged))
    const run = (template: Template) =>
      runTask(loopbackTask(server, { questionId: question.id, questionText: question.question, template }), { now: steppingClock() })
    const fromCheckpoint = await run(question.template!)
    const fromTypeScript = await run(Venetoclax)
    expect(fromCheckpoint.template?.verify_result).toBe(verdict)
    expect(fromCheckpoint.template).toEqual(fromTypeScript.template)
    expect(fromCheckpoint.metadata.failure).toEqual(fromTypeScript.metadata.failure)
    expect(fromCheckpoint.metadata.template_id).toBe(Venetoclax.templateId)
    // The trace field is checked on the answer, not on the judge's value.
    expect(fromCheckpoint.template?.field_results).toMatchObject({ mentions_bh3: true })
  })
})
