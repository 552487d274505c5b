// Dynamic rubrics as a user runs them: a checkpoint whose question carries a dynamic rubric, verified by
// `karenina verify` as a process against the loopback LLM server; the v2.2 export records what the presence
// check promoted (scored, provenance "dynamic") and skipped.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { Benchmark, defineRubric, defineTemplate, exactMatch, field, llmTrait, regexTrait } from 'karenina'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { saveCheckpoint } from '../../packages/karenina/src/benchmark/checkpoint/save-checkpoint.js'
import { runKarenina } from './fixtures/karenina-cli.js'

const Target = defineTemplate({
  target: field(z.string(), { description: 'The protein target named in the response', groundTruth: 'BCL2', check: exactMatch({ normalize: ['lowercase', 'strip'] }) }),
})

let server: LlmServer
let dir: string
let checkpoint: string
beforeAll(async () => {
  server = await startLlmServer()
  server.on({ model: 'gpt-answerer' }, reply.text('The target is BCL2; start at 20 mg daily.'))
  server.on({ model: 'gpt-judge', match: 'Concepts to check' }, reply.json({ results: [{ trait_name: 'dosing', present: true }, { trait_name: 'resistance', present: false }] }, { usage: { inputTokens: 50, outputTokens: 7 } }))
  server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
  dir = await mkdtemp(join(tmpdir(), 'karenina-cli-dynamic-'))
  const benchmark = Benchmark.create({ name: 'dynamic', now: () => new Date(2026, 0, 2, 3, 4, 5) })
  benchmark.addQuestion({ id: 'q0', question: 'What is the putative target of venetoclax?', rawAnswer: 'BCL2', template: Target })
  benchmark.setQuestionDynamicRubric(
    'q0',
    defineRubric({
      regexTraits: [regexTrait({ name: 'dosing', summary: 'Dosing schedule', pattern: '\\d+ mg' })],
      llmTraits: [llmTrait({ name: 'resistance', kind: 'boolean', summary: 'Resistance mechanisms' })],
    }),
  )
  checkpoint = join(dir, 'bench.jsonld')
  await saveCheckpoint(benchmark, checkpoint)
})
afterAll(async () => {
  await server.close()
  await rm(dir, { recursive: true, force: true })
})

const model = (name: string) => `openai_endpoint:${name}@${server.openaiBaseURL}`

describe('karenina verify: a checkpoint with a dynamic rubric', () => {
  it('promotes the present concept, scores it and records the skipped one in the export', async () => {
    const out = join(dir, 'results.json')
    const run = await runKarenina(
      ['verify', checkpoint, '-a', model('gpt-answerer'), '-p', model('gpt-judge'), '--mode', 'template_and_rubric', '--progress', 'none', '--no-color', '-o', out],
      { env: { OPENAI_API_KEY: 'sk-test' } },
    )
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const raw = JSON.parse(await readFile(out, 'utf8'))
    expect(raw.format_version).toBe('2.2')
    expect(raw.results).toHaveLength(1)
    expect(raw.results[0].rubric).toMatchObject({
      rubric_evaluation_performed: true,
      regex_trait_scores: { dosing: true },
      llm_trait_scores: null,
      dynamic_rubric_promoted_traits: ['dosing'],
      dynamic_rubric_skipped_traits: { resistance: 'concept not present in response' },
      trait_provenance: { dosing: 'dynamic' },
    })
    expect(raw.results[0].template.usage_metadata.dynamic_rubric_presence_check).toMatchObject({ input_tokens: 50, output_tokens: 7 })
    expect(server.requests.filter((r) => r.lastUserText?.includes('Concepts to check'))).toHaveLength(1)
  })
})
