import { describe, expect, it } from 'vitest'
import { makeResult } from '../../test/fixtures/results/make-result.js'
import { VerificationResultSet } from './verification-result-set.js'

const usage = (input: number, output: number) => ({
  answer_generation: { input_tokens: input - 10, output_tokens: output - 5, total_tokens: input + output - 15, model: 'langchain:gpt-4o' },
  parsing: { input_tokens: 10, output_tokens: 5, total_tokens: 15, model: 'langchain:judge-a' },
  total: { input_tokens: input, output_tokens: output, total_tokens: input + output },
})

const set = new VerificationResultSet([
  makeResult({
    metadata: { question_id: 'q1', replicate: 1, execution_time: 1.5 },
    template: { template_verification_performed: true, verify_result: true, usage_metadata: usage(100, 20), answering_mcp_servers: ['fs', 'brave'], agent_metrics: { iterations: 3, tool_call_counts: { search: 2, read: 1 } } },
    rubric: { rubric_evaluation_performed: true, llm_trait_scores: { clarity: 4 }, regex_trait_scores: { cites: true } },
  }),
  makeResult({
    metadata: { question_id: 'q2', replicate: 1, execution_time: 2, failure: { category: 'content', stage: 'verify_template', reason: 'r' } },
    template: { template_verification_performed: true, verify_result: false, usage_metadata: usage(300, 40), agent_metrics: { iterations: 1 } },
    rubric: { rubric_evaluation_performed: true, llm_trait_scores: { clarity: 2, depth: 1 } },
  }),
  makeResult({
    metadata: { question_id: 'q1', replicate: 2, execution_time: 0.5, answering: { interface: 'openai_endpoint', model_name: 'local' } },
    template: { template_verification_performed: true, verify_result: true },
    deep_judgment: { deep_judgment_performed: true },
  }),
])

describe('VerificationResultSet', () => {
  it('is iterable and indexable', () => {
    expect(set.length).toBe(3)
    expect([...set].map((r) => r.metadata.question_id)).toEqual(['q1', 'q2', 'q1'])
    expect(set.at(-1)?.metadata.replicate).toBe(2)
  })

  it('filters by question, display strings, replicate and flags; empty lists are ignored', () => {
    expect(set.filter({ questionIds: ['q1'] }).length).toBe(2)
    expect(set.filter({ answeringModels: ['openai_endpoint:local'] }).length).toBe(1)
    expect(set.filter({ parsingModels: ['langchain:judge-a'], replicates: [1] }).length).toBe(2)
    expect(set.filter({ completedOnly: true, hasRubric: true }).results.map((r) => r.metadata.question_id)).toEqual(['q1'])
    expect(set.filter({ hasJudgment: true }).length).toBe(1)
    expect(set.filter({ questionIds: [] }).length).toBe(3)
  })

  it('groups by question, model (with MCP suffix) and replicate', () => {
    expect([...set.groupByQuestion().keys()]).toEqual(['q1', 'q2'])
    expect([...set.groupByModel().keys()]).toEqual(['langchain:gpt-4o + MCP[brave,fs]', 'langchain:gpt-4o', 'openai_endpoint:local'])
    expect([...set.groupByModel('both').keys()][0]).toBe('langchain:gpt-4o + MCP[brave,fs] / langchain:judge-a')
    expect([...set.groupByModel('parsing').keys()]).toEqual(['langchain:judge-a'])
    expect(() => set.groupByModel('judge' as 'both')).toThrow(/invalid grouping mode/)
    expect([...set.groupByReplicate().keys()]).toEqual([1, 2])
  })

  it('lists sorted question ids and answering models', () => {
    expect(set.getQuestionIds()).toEqual(['q1', 'q2'])
    expect(set.getModelNames()).toEqual(['langchain:gpt-4o', 'openai_endpoint:local'])
  })

  it('getSummary reproduces Karenina get_summary keys and values', () => {
    const s = set.getSummary()
    expect(Object.keys(s)).toEqual([
      'num_results', 'num_completed', 'num_with_template', 'num_with_rubric', 'num_with_judgment', 'num_questions', 'num_models',
      'num_parsing_models', 'num_replicates', 'total_execution_time', 'tokens', 'tokens_by_combo', 'completion_by_combo', 'rubric_traits',
      'template_pass_by_combo', 'template_pass_overall', 'replicate_stats', 'tool_usage_stats', 'trace_length_stats',
    ])
    expect(s).toMatchObject({
      num_results: 3, num_completed: 2, num_with_template: 3, num_with_rubric: 2, num_with_judgment: 1,
      num_questions: 2, num_models: 2, num_parsing_models: 1, num_replicates: 2, total_execution_time: 4,
    })
    expect(s.tokens).toMatchObject({
      total_input: 400, total_input_std: 100, total_output: 60, total_output_std: 10,
      template_input: 400, rubric_input: 0, deep_judgment_input: 0, median_per_question_input: 200,
    })
    expect(s.tokens_by_combo).toEqual({
      'langchain:gpt-4o | langchain:judge-a | brave, fs': { input: 100, output: 20, total: 120 },
      'langchain:gpt-4o | langchain:judge-a': { input: 300, output: 40, total: 340 },
    })
    expect(s.completion_by_combo['langchain:gpt-4o | langchain:judge-a']).toEqual({ total: 1, completed: 0, completion_pct: 0 })
    // clarity appears for both questions (global); cites and depth for one only.
    expect(s.rubric_traits).toEqual({
      global_traits: { llm: { count: 2 }, regex: { count: 0 }, callable: { count: 0 }, metric: { count: 0 }, agentic: { count: 0 } },
      question_specific_traits: { llm: { count: 1 }, regex: { count: 1 }, callable: { count: 0 }, metric: { count: 0 }, agentic: { count: 0 } },
    })
    expect(s.template_pass_overall).toEqual({ total: 3, passed: 2, pass_pct: (2 / 3) * 100 })
    expect(s.replicate_stats).toEqual({
      replicate_pass_rates: { '1': { total: 2, passed: 1, pass_pct: 50, pass_rate: 0.5 }, '2': { total: 1, passed: 1, pass_pct: 100, pass_rate: 1 } },
      replicate_summary: { mean: 0.75, std: Math.sqrt(0.125) },
    })
    expect(s.tool_usage_stats).toEqual({
      tools: { read: { total_calls: 1, traces_using: 1, avg_calls_per_trace: 1 }, search: { total_calls: 2, traces_using: 1, avg_calls_per_trace: 2 } },
      total_traces_with_tools: 1,
      total_tool_calls: 3,
    })
    expect(s.trace_length_stats).toEqual({ median_iterations: 2, mean_iterations: 2, std_iterations: 1, min_iterations: 1, max_iterations: 3, num_traces: 2 })
  })

  it('getSummary of an empty set has null sections and zero tokens', () => {
    const s = new VerificationResultSet([]).getSummary()
    expect(s.template_pass_by_combo).toBeNull()
    expect(s.rubric_traits).toBeNull()
    expect(s.tokens.total_input).toBe(0)
    expect(s.tokens.deep_judgment_input).toBeNull()
  })
})

describe('VerificationResultSet.getScenarioResults', () => {
  it('is empty without scenarios; a record that is not a scenario run throws naming its index', () => {
    expect(new VerificationResultSet([]).getScenarioResults()).toEqual([])
    const set = new VerificationResultSet([], { scenarioResults: [{ scenario_id: 'a', status: 'completed', path: [], history: [], final_state: {} }, { scenario: 'b' }] })
    expect(() => set.getScenarioResults()).toThrow('VerificationResultSet › scenario_results[1]: not a scenario run record')
  })
})
