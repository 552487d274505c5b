import { describe, expect, it } from 'vitest'
import { fromOverrides } from './from-overrides.js'
import { resolveVerificationConfig } from './verification-config.js'

const base = resolveVerificationConfig(
  {
    answering_models: [{ id: 'a', model_provider: 'anthropic', model_name: 'claude-haiku-4-5', temperature: 0.3 }],
    parsing_models: ['openai:gpt-4.1-mini'],
    replicate_count: 3,
    async_max_workers: 4,
  },
  {},
)

describe('fromOverrides', () => {
  it('applies non-null overrides to the base and keeps the rest', () => {
    const c = fromOverrides(base, { abstention: true, evaluationMode: 'template_and_rubric', asyncWorkers: null, embeddingThreshold: 0.9 }, {})
    expect(c).toMatchObject({ abstention_enabled: true, evaluation_mode: 'template_and_rubric', rubric_enabled: true, embedding_check_threshold: 0.9 })
    expect(c.replicate_count).toBe(3)
    expect(c.async_max_workers).toBe(4)
  })

  it('rebuilds the answering model from the base’s first model', () => {
    const c = fromOverrides(base, { answeringModel: 'claude-sonnet-4-5', temperature: 0 }, {})
    expect(c.answering_models).toHaveLength(1)
    expect(c.answering_models[0]).toMatchObject({ id: 'a', model_provider: 'anthropic', model_name: 'claude-sonnet-4-5', temperature: 0 })
    expect(c.parsing_models[0]!.model_name).toBe('gpt-4.1-mini')
  })

  it('builds from defaults without a base (replicate_count 1, gpt-4.1-mini / openai / langchain, temperature 0.1)', () => {
    const c = fromOverrides(null, { answeringProvider: 'openai', parsingModel: 'gpt-4o' }, { KARENINA_ASYNC_MAX_WORKERS: '6' })
    expect(c.replicate_count).toBe(1)
    expect(c.answering_models[0]).toMatchObject({ model_name: 'gpt-4.1-mini', model_provider: 'openai', interface: 'langchain', temperature: 0.1 })
    expect(c.parsing_models[0]).toMatchObject({ model_name: 'gpt-4o', model_provider: 'openai' })
    expect(c.async_max_workers).toBe(6) // env fills keys only when there is no base
    expect(fromOverrides(base, {}, { KARENINA_ASYNC_MAX_WORKERS: '6' }).async_max_workers).toBe(4)
  })

  it('makes a manual answering model from manual traces', () => {
    const c = fromOverrides(base, { manualTraces: { q1: 'answer' } }, {})
    expect(c.answering_models[0]).toMatchObject({ interface: 'manual', model_name: 'manual', manual_traces: { q1: 'answer' } })
    const viaInterface = fromOverrides(base, { answeringInterface: 'manual', manualTraces: { q1: 'x' } }, {})
    expect(viaInterface.answering_models[0]!.interface).toBe('manual')
  })

  it('drops the rubric search override, as Karenina does', () => {
    const c = fromOverrides(base, { deepJudgmentRubricSearch: true, deepJudgmentRubricMaxExcerpts: 2 }, {})
    expect(c.deep_judgment_rubric_max_excerpts_default).toBe(2)
    expect('deep_judgment_rubric_search_enabled' in c).toBe(false)
  })
})
