// The README FAQ's recipes run as written (test/docs/readme-recipes.test.ts type-checks them): the list field with
// partial credit, and the cost of a run from its results file.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineTemplate, field, parseVerificationResult, readResultsFile, satisfyTemplate, setContainment, tokenUsage, VerificationResultSet, writeResultsExport } from 'karenina'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'

describe('README FAQ recipes', () => {
  it('a list field with partial credit: 2 of 3 targets fail verify but pass granular 0.6', () => {
    const Targets = defineTemplate(
      { targets: field(z.array(z.string()), { description: 'Every protein target the response names', groundTruth: ['BCL2', 'BCL-XL', 'MCL1'], check: setContainment({ mode: 'superset' }) }) },
      { verifyGranular: (answer) => ['BCL2', 'BCL-XL', 'MCL1'].filter((t) => (answer.values.targets ?? []).includes(t)).length / 3 },
    )
    expect(satisfyTemplate({ targets: ['BCL2', 'MCL1'] }, Targets).pass).toBe(false)
    expect(satisfyTemplate({ targets: ['BCL2', 'MCL1'] }, Targets, { granular: 0.6 }).pass).toBe(true)
    expect(satisfyTemplate({ targets: ['BCL2'] }, Targets, { granular: 0.6 }).pass).toBe(false)
    expect(satisfyTemplate({ targets: ['MCL1', 'BCL-XL', 'BCL2'] }, Targets).pass).toBe(true)
  })

  it('the cost of a run: tokenUsage over a results file with prices', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'karenina-faq-'))
    try {
      const result = parseVerificationResult({
        metadata: {
          question_id: 'q1', template_id: 'no_template', question_text: 'Q?', execution_time: 1, timestamp: '2026-01-01 00:00:00', result_id: '0123456789abcdef',
          answering: { interface: 'langchain', model_name: 'gpt-4.1-mini' }, parsing: { interface: 'langchain', model_name: 'gpt-4.1-mini' },
        },
        template: { usage_metadata: { answer_generation: { input_tokens: 1_000_000, output_tokens: 500_000, total_tokens: 1_500_000, model: 'langchain:gpt-4.1-mini' } } },
      })
      const file = join(dir, 'karenina-results.json')
      await writeResultsExport(file, new VerificationResultSet([result]))
      const results = await readResultsFile(file)
      const { rows, total } = tokenUsage(results.results, { prices: { 'gpt-4.1-mini': { inputPerMTok: 0.4, outputPerMTok: 1.6 } } })
      expect(rows).toHaveLength(1)
      expect(total.cost).toBeCloseTo(0.4 + 0.8)
      expect(total.unpriced_models).toEqual([])
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
