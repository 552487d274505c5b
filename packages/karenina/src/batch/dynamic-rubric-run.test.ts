import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadCheckpoint } from '../benchmark/checkpoint/load-checkpoint.js'
import { saveCheckpoint } from '../benchmark/checkpoint/save-checkpoint.js'
import { defineRubric } from '../rubric/rubric.js'
import { llmTrait } from '../rubric/traits/llm-trait.js'
import { regexTrait } from '../rubric/traits/regex-trait.js'
import { batchBenchmark, batchConfig, qid } from '../../test/fixtures/batch/batch-fixtures.js'
import { runVerification } from './run-verification.js'

// A benchmark's dynamic rubrics (global + question, merged by mergeDynamicRubrics) saved to a checkpoint,
// loaded back and verified by runVerification: the presence check promotes what the answer covers.

let server: LlmServer
let dir: string
beforeEach(async () => {
  server = await startLlmServer()
  dir = await mkdtemp(join(tmpdir(), 'karenina-dynamic-'))
})
afterEach(async () => {
  await server.close()
  await rm(dir, { recursive: true, force: true })
})

function benchmarkWithDynamicRubrics() {
  const benchmark = batchBenchmark(2)
  benchmark.setGlobalRubric(defineRubric({ regexTraits: [regexTrait({ name: 'names_bcl2', description: 'Names BCL2', pattern: 'BCL2' })] }))
  benchmark.setGlobalDynamicRubric(defineRubric({ llmTraits: [llmTrait({ name: 'safety', kind: 'boolean', summary: 'Safety warnings', description: 'Are safety warnings accurate?' })] }))
  benchmark.setQuestionDynamicRubric(qid(1), defineRubric({ regexTraits: [regexTrait({ name: 'dose', summary: 'Dosing', pattern: '\\d+ mg' })] }))
  return benchmark
}

describe('runVerification — dynamic rubrics from a checkpoint', () => {
  it('loads them, runs one presence check per task and scores only the promoted traits', async () => {
    const path = join(dir, 'dynamic.jsonld')
    await saveCheckpoint(benchmarkWithDynamicRubrics(), path)
    const warnings: string[] = []
    const benchmark = await loadCheckpoint(path, { onWarning: (m) => warnings.push(m) })
    expect(warnings).toEqual([])
    expect(benchmark.getQuestionDynamicRubric(qid(1))?.regex_traits.map((t) => t.name)).toEqual(['dose'])

    server.on({ model: 'gpt-answerer' }, 'The target is BCL2; take 400 mg daily with a tumour lysis warning.')
    // Both concepts are present in every answer; question 0 has only the global one.
    server.on({ model: 'gpt-judge', match: 'Concepts to check' }, (request) => {
      const names = [...(request.lastUserText ?? '').matchAll(/^- \*\*(\w+)\*\*/gm)].map((m) => m[1]!)
      return reply.json({ results: names.map((trait_name) => ({ trait_name, present: true })) }, { usage: { inputTokens: 40, outputTokens: 5 } })
    })
    server.on({ model: 'gpt-judge', match: 'Traits to Evaluate' }, reply.json({ scores: { safety: true } }))
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
    const set = await runVerification(benchmark, batchConfig(server, { evaluation_mode: 'template_and_rubric' }), { env: {} })

    const byQuestion = new Map(set.results.map((r) => [r.metadata.question_id, r]))
    expect(byQuestion.get(qid(0))?.rubric).toMatchObject({
      llm_trait_scores: { safety: true },
      regex_trait_scores: { names_bcl2: true },
      dynamic_rubric_promoted_traits: ['safety'],
      dynamic_rubric_skipped_traits: null,
      trait_provenance: { names_bcl2: 'global', safety: 'dynamic' },
    })
    expect(byQuestion.get(qid(1))?.rubric).toMatchObject({
      llm_trait_scores: { safety: true },
      regex_trait_scores: { names_bcl2: true, dose: true },
      dynamic_rubric_promoted_traits: ['safety', 'dose'],
      trait_provenance: { names_bcl2: 'global', safety: 'dynamic', dose: 'dynamic' },
    })
    for (const result of set.results) expect(result.template?.usage_metadata).toMatchObject({ dynamic_rubric_presence_check: { input_tokens: 40, output_tokens: 5 } })
    expect(server.requests.filter((r) => r.lastUserText?.includes('Concepts to check'))).toHaveLength(2)
  })

  it('rubric_trait_names filters the promoted traits', async () => {
    server.on({ model: 'gpt-answerer' }, 'The target is BCL2; take 400 mg daily.')
    server.on({ model: 'gpt-judge', match: 'Concepts to check' }, reply.json({ results: [{ trait_name: 'safety', present: true }, { trait_name: 'dose', present: true }] }))
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
    const set = await runVerification(benchmarkWithDynamicRubrics(), batchConfig(server, { evaluation_mode: 'template_and_rubric', rubric_trait_names: ['dose'] }), { env: {} })
    const q1 = set.results.find((r) => r.metadata.question_id === qid(1))
    expect(q1?.rubric).toMatchObject({
      regex_trait_scores: { names_bcl2: true, dose: true },
      dynamic_rubric_promoted_traits: ['dose'],
      dynamic_rubric_skipped_traits: { safety: 'excluded by rubric_trait_names filter' },
    })
  })

  it('warns on a description-only dynamic trait and refuses one with neither summary nor description', async () => {
    const path = join(dir, 'vague.jsonld')
    const benchmark = batchBenchmark(1)
    benchmark.setGlobalDynamicRubric(defineRubric({ llmTraits: [llmTrait({ name: 'safety', kind: 'boolean', description: 'Are safety warnings accurate?' })] }))
    await saveCheckpoint(benchmark, path)
    const warnings: string[] = []
    await loadCheckpoint(path, { onWarning: (m) => warnings.push(m) })
    expect(warnings).toEqual([expect.stringContaining("global dynamic rubric: Dynamic llm trait 'safety' has no summary; its description is used as the concept to check")])

    benchmark.setGlobalDynamicRubric(defineRubric({ regexTraits: [regexTrait({ name: 'dose', pattern: '\\d+ mg' })] }))
    await saveCheckpoint(benchmark, path)
    await expect(loadCheckpoint(path)).rejects.toThrow(/global dynamic rubric.*'dose' needs a summary or a description/s)
  })
})
