import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { exportResults } from './export.js'
import { loadResults } from './import.js'

const FIXTURES = fileURLToPath(new URL('../../../../../shared/karenina-fixtures/', import.meta.url))
const available = existsSync(FIXTURES)
const skipReason = `Python Karenina fixtures not found at ${FIXTURES} (../shared/karenina-fixtures); skipping byte-parity tests`

describe.skipIf(!available)('v2.2 export byte parity with Python Karenina', () => {
  if (!available) console.warn(skipReason)

  for (const name of ['results_export_empty.json', 'results_export_full.json']) {
    it(`${name}: import then re-export gives the same bytes`, () => {
      const original = readFileSync(`${FIXTURES}${name}`)
      const set = loadResults(original.toString('utf8'), { source: name })
      const again = Buffer.from(exportResults(set), 'utf8')
      expect(again.toString('utf8')).toBe(original.toString('utf8'))
      expect(again.equals(original)).toBe(true)
    })
  }

  it('keeps a rubric section with trait_provenance byte for byte (the shape Karenina writes)', () => {
    const original = readFileSync(`${FIXTURES}results_export_full.json`, 'utf8')
    const rubric =
      '"rubric": {"rubric_evaluation_performed": true, "rubric_evaluation_strategy": "batch", "llm_trait_scores": {"gene_recall": 4}, ' +
      '"llm_trait_labels": null, "regex_trait_scores": {"has_citation": true}, "callable_trait_scores": null, "metric_trait_scores": null, ' +
      '"metric_trait_confusion_lists": null, "agentic_trait_scores": null, "agentic_trait_investigation_traces": null, ' +
      '"agentic_trait_extraction_metadata": null, "dynamic_rubric_skipped_traits": null, "dynamic_rubric_promoted_traits": null, ' +
      '"trait_provenance": {"has_citation": "global", "gene_recall": "question_specific"}}'
    expect(original).toContain('"rubric": null')
    const withRubric = original.replace('"rubric": null', rubric)
    const set = loadResults(withRubric)
    expect(set.results[0]!.rubric?.trait_provenance).toEqual({ has_citation: 'global', gene_recall: 'question_specific' })
    expect(exportResults(set)).toBe(withRubric)
  })

  it('rebuilds the full fixture from a job description and an injected clock', () => {
    const original = readFileSync(`${FIXTURES}results_export_full.json`, 'utf8')
    const set = loadResults(original)
    const model = { provider: 'openai', name: 'gpt-4o', temperature: 0.7, interface: 'langchain' }
    const text = exportResults(set.results, {
      job: {
        jobId: 'job-fixture-001',
        kareninaVersion: '0.0.0-test',
        answeringModels: [model],
        parsingModels: [model],
        totalQuestions: 2,
        successfulCount: 1,
        failedCount: 1,
        startTime: 1714000000,
        endTime: 1714000123.5,
        isComplete: true,
        now: () => new Date(Date.UTC(2026, 3, 21, 12, 0, 0)),
      },
      rubricDefinition: set.sharedData?.rubric_definition,
    })
    expect(text).toBe(original)
  })

  it('loads the fixture rows with their Karenina fields', () => {
    const set = loadResults(readFileSync(`${FIXTURES}results_export_full.json`, 'utf8'))
    expect(set.length).toBe(2)
    const [first, second] = set.results
    expect(first!.metadata.question_text).toContain('咖啡')
    expect(first!.metadata.execution_time).toBe(0.25)
    expect(second!.metadata.failure).toEqual({ category: 'timeout', stage: 'generate_answer', reason: 'timeout exceeded', details: null, group: 'retry' })
    expect(set.metadata.job_id).toBe('job-fixture-001')
  })
})
