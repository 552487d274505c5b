// `rubric.trait_provenance`: the source of each trait of a task's merged rubric, as Karenina writes it
// ({"has_citation": "global", "gene_recall": "question_specific"}), through the run and the v2.2 export.
import { startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { dumpResultLine, exportResults } from '../results/export.js'
import { loadResults } from '../results/import.js'
import { defineRubric } from '../rubric/rubric.js'
import { regexTrait } from '../rubric/traits/regex-trait.js'
import { batchBenchmark, batchConfig, qid, scriptHappyPath } from '../../test/fixtures/batch/batch-fixtures.js'
import { runVerification } from './run-verification.js'

let server: LlmServer
beforeEach(async () => {
  server = await startLlmServer()
})
afterEach(async () => {
  await server.close()
})

function benchmarkWithRubrics() {
  const benchmark = batchBenchmark(3)
  benchmark.setGlobalRubric(defineRubric({ regexTraits: [regexTrait({ name: 'has_citation', pattern: '\\[q\\d+\\]' })] }))
  benchmark.setQuestionRubric(qid(0), defineRubric({ regexTraits: [regexTrait({ name: 'gene_recall', pattern: 'BCL2' })] }))
  return benchmark
}

describe('trait_provenance', () => {
  it('records where each trait comes from, per question, and writes it in the export', async () => {
    scriptHappyPath(server)
    const results = await runVerification(benchmarkWithRubrics(), batchConfig(server, { evaluation_mode: 'template_and_rubric' }), { env: {} })
    const byQuestion = new Map(results.results.map((r) => [r.metadata.question_id, r]))
    expect(byQuestion.get(qid(0))!.rubric?.trait_provenance).toEqual({ has_citation: 'global', gene_recall: 'question_specific' })
    expect(byQuestion.get(qid(1))!.rubric?.trait_provenance).toEqual({ has_citation: 'global' })
    // Karenina's key order: global traits first.
    expect(dumpResultLine(byQuestion.get(qid(0))!)).toContain('"trait_provenance": {"has_citation": "global", "gene_recall": "question_specific"}')
    const again = loadResults(exportResults(results))
    expect(again.results.map((r) => r.rubric?.trait_provenance)).toEqual(results.results.map((r) => r.rubric?.trait_provenance))
  })

  it('is only question-specific when the benchmark has no global rubric', async () => {
    scriptHappyPath(server)
    const benchmark = batchBenchmark(1)
    benchmark.setQuestionRubric(qid(0), defineRubric({ regexTraits: [regexTrait({ name: 'gene_recall', pattern: 'BCL2' })] }))
    const results = await runVerification(benchmark, batchConfig(server, { evaluation_mode: 'template_and_rubric' }), { env: {} })
    expect(results.results[0]!.rubric?.trait_provenance).toEqual({ gene_recall: 'question_specific' })
  })
})
