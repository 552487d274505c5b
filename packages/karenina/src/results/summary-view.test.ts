import { describe, expect, it } from 'vitest'
import { countVerdicts, resultVerdict } from './result-verdict.js'
import { formatSummary } from '../report/summary-table.js'
import { makeResult } from '../../test/fixtures/results/make-result.js'
import { jobInfoFromResults } from './export-metadata.js'
import { summarizeResultSet } from './result-set-summary.js'
import { SummaryInterner, summaryView } from './summary-view.js'

const usage = (input: number, output: number) => ({
  answer_generation: { input_tokens: input - 10, output_tokens: output - 5, total_tokens: input + output - 15, model: 'langchain:gpt-4o' },
  parsing: { input_tokens: 10, output_tokens: 5, total_tokens: 15, model: 'langchain:judge-a' },
  rubric_evaluation: { input_tokens: 7, output_tokens: 3, total_tokens: 10, model: 'langchain:judge-a' },
  total: { input_tokens: input, output_tokens: output, total_tokens: input + output },
})

// Results that exercise every part of the summaries: verdicts, failures of each group, replicates, MCP
// servers, agent metrics, traits of every kind, deep judgment, and the text a view drops.
const results = [
  makeResult({
    metadata: { question_id: 'q1', replicate: 1, execution_time: 1.5, question_text: 'A long question?'.repeat(50), raw_answer: 'BRCA1' },
    template: {
      template_verification_performed: true,
      verify_result: true,
      raw_llm_response: 'The answer is BRCA1. '.repeat(100),
      trace_messages: [{ role: 'assistant', content: 'BRCA1' }],
      parsed_llm_response: { gene: 'BRCA1' },
      parsed_gt_response: { gene: 'BRCA1' },
      field_results: { gene: true },
      usage_metadata: usage(100, 20),
      answering_mcp_servers: ['fs', 'brave'],
      agent_metrics: { iterations: 3, tool_call_counts: { search: 2, read: 1 } },
    },
    rubric: {
      rubric_evaluation_performed: true,
      llm_trait_scores: { clarity: 4 },
      regex_trait_scores: { cites: true },
      metric_trait_scores: { recall: { precision: 1, recall: 0.5 } },
      metric_trait_confusion_lists: { recall: { tp: ['a'], fn: ['b'], fp: [], tn: [] } },
      agentic_trait_scores: { files_read: 2 },
      agentic_trait_investigation_traces: { files_read: 'read a.txt, b.txt' },
    },
    evaluation_input: 'The answer is BRCA1.',
  }),
  makeResult({
    metadata: { question_id: 'q2', replicate: 1, execution_time: 2, failure: { category: 'content', stage: 'verify_template', reason: 'wrong gene' } },
    template: { template_verification_performed: true, verify_result: false, usage_metadata: usage(300, 40), agent_metrics: { iterations: 1 }, abstention_check_performed: true, abstention_reasoning: 'no' },
    rubric: { rubric_evaluation_performed: true, llm_trait_scores: { clarity: 2, depth: 1 }, callable_trait_scores: { short: false } },
  }),
  makeResult({
    metadata: { question_id: 'q1', replicate: 2, execution_time: 0.5, answering: { interface: 'openai_endpoint', model_name: 'local' } },
    template: { template_verification_performed: true, verify_result: true },
    deep_judgment: { deep_judgment_performed: true },
  }),
  makeResult({
    metadata: {
      question_id: 'q3',
      replicate: 2,
      failure: { category: 'timeout', stage: 'generate_answer', reason: 'timed out' },
    },
    template: { template_verification_performed: false, verify_result: null },
  }),
  makeResult({
    metadata: {
      question_id: 'q3',
      replicate: 1,
      failure: { category: 'parsing', stage: 'rubric_evaluation', reason: 'trait failed', details: { failed_traits: { clarity: 'no score' } } },
    },
    template: { template_verification_performed: true, verify_result: true, usage_metadata: usage(50, 5) },
    rubric: { rubric_evaluation_performed: true, llm_trait_scores: {} },
    deep_judgment_rubric: { deep_judgment_rubric_performed: true },
  }),
]

describe('summaryView', () => {
  const interner = new SummaryInterner()
  const views = results.map((r) => summaryView(r, interner))

  it('gives the same summary, verdicts, terminal summary and export job header as the whole results', () => {
    expect(summarizeResultSet(views)).toEqual(summarizeResultSet(results))
    expect(views.map(resultVerdict)).toEqual(results.map(resultVerdict))
    expect(countVerdicts(views)).toEqual(countVerdicts(results))
    expect(formatSummary(views, { title: 't' })).toBe(formatSummary(results, { title: 't' }))
    expect(jobInfoFromResults(views, 'job')).toEqual(jobInfoFromResults(results, 'job'))
  })

  it('drops the text: answer, trace, prompts, question, parsed responses, reasoning', () => {
    const [view] = views
    expect(view!.template!.raw_llm_response).toBe('')
    expect(view!.template!.trace_messages).toEqual([])
    expect(view!.template!.parsed_llm_response).toBeNull()
    expect(view!.metadata.question_text).toBe('')
    expect(view!.metadata.raw_answer).toBeNull()
    expect(view!.evaluation_input).toBeNull()
    expect(view!.rubric!.agentic_trait_investigation_traces).toBeNull()
  })

  it('shares equal model identities between views', () => {
    const shared = new SummaryInterner()
    const [a, b] = results.slice(0, 2).map((r) => summaryView(r, shared))
    expect(a!.metadata.parsing).toBe(b!.metadata.parsing)
  })

  it('shares equal parts between views (a long run kept on disk holds one copy of each), and leaves the results as they were', () => {
    const twin = (id: string) =>
      makeResult({
        metadata: { question_id: id, retry_counts: { rate_limit: { attempts: 0 }, timeout: { attempts: 0 } } },
        template: { template_verification_performed: true, verify_result: true, field_results: { gene: true }, usage_metadata: usage(100, 20), agent_metrics: { iterations: 1 } },
      })
    const [r1, r2] = [twin('q1'), twin('q2')]
    const before = JSON.stringify(r2)
    const shared = new SummaryInterner()
    const [a, b] = [r1, r2].map((r) => summaryView(r, shared))
    expect(b!.metadata.retry_counts).toBe(a!.metadata.retry_counts)
    expect(b!.template!.usage_metadata).toBe(a!.template!.usage_metadata)
    expect(b!.template!.field_results).toBe(a!.template!.field_results)
    expect(b!.template!.agent_metrics).toBe(a!.template!.agent_metrics)
    expect(b!.metadata.question_id).toBe('q2')
    expect(b).toEqual(summaryView(r2))
    expect(JSON.stringify(r2)).toBe(before)
  })

  it('keeps each value right when a part keeps differing (token counts), and still shares the parts that repeat', () => {
    const shared = new SummaryInterner()
    const views = Array.from({ length: 600 }, (_, i) =>
      summaryView(makeResult({ metadata: { question_id: `q${i}`, retry_counts: { timeout: { attempts: 0 } } }, template: { template_verification_performed: true, verify_result: true, usage_metadata: usage(100 + i, 20) } }), shared),
    )
    views.forEach((v, i) => expect(v.template!.usage_metadata!['total']!.input_tokens).toBe(100 + i))
    expect(views[599]!.metadata.retry_counts).toBe(views[0]!.metadata.retry_counts)
  })

  it('does not intern what is not plain data (class instances, bigints, -0)', () => {
    class Box {
      constructor(readonly v: number) {}
    }
    const shared = new SummaryInterner()
    const a = { n: new Box(1) }
    const b = { n: new Box(1) }
    expect(shared.internAt('', 'p', a)).toBe(a)
    expect(shared.internAt('', 'p', b)).toBe(b)
    expect(shared.internAt('', 'q', { n: 2n })).not.toBe(shared.internAt('', 'q', { n: 2n }))
    expect(shared.internAt('', 'r', { n: -0 })).not.toBe(shared.internAt('', 'r', { n: 0 }))
    expect(shared.internAt('', 's', [1, 2])).toEqual([1, 2])
  })
})
