import { describe, expect, it } from 'vitest'
import { costByRole, DEFAULT_PRICES, formatCost, parsePriceTable, priceOf, roleOfStage, withPrices } from './cost.js'
import type { VerificationResult } from './verification-result.js'

const usage = (stage: string, model: string, input: number, output: number, cacheRead = 0) => ({
  [stage]: { input_tokens: input, output_tokens: output, total_tokens: input + output, model, input_token_details: { audio: 0, cache_read: cacheRead } },
})
const result = (usageMetadata: Record<string, unknown>) =>
  ({ metadata: { answering: { interface: 'langchain', model_name: 'a' }, parsing: { interface: 'langchain', model_name: 'p' } }, template: { usage_metadata: usageMetadata } }) as unknown as VerificationResult

describe('priceOf', () => {
  it('finds a model by display string, bare name, or the family of a dated snapshot, never by a mere prefix', () => {
    expect(priceOf(DEFAULT_PRICES, 'langchain:gpt-4o')).toEqual(DEFAULT_PRICES['gpt-4o'])
    // A tool-using model's display string (spec 04 §2.1) is priced by its model name.
    expect(priceOf(DEFAULT_PRICES, 'openai:gpt-4o +[add]')).toEqual(DEFAULT_PRICES['gpt-4o'])
    expect(priceOf(DEFAULT_PRICES, 'langchain:gpt-4o (cfg-1) +[add, search]')).toEqual(DEFAULT_PRICES['gpt-4o'])
    expect(priceOf(DEFAULT_PRICES, 'gpt-4o-mini-2024-07-18')).toEqual(DEFAULT_PRICES['gpt-4o-mini'])
    expect(priceOf(DEFAULT_PRICES, 'claude-sonnet-4-5-20250929')).toEqual(DEFAULT_PRICES['claude-sonnet-4-5'])
    expect(priceOf(DEFAULT_PRICES, 'gpt-4o-audio-preview')).toBeUndefined()
    expect(priceOf(withPrices({ 'gpt-4o': { inputPerMTok: 1, outputPerMTok: 1 } }), 'gpt-4o')?.inputPerMTok).toBe(1)
  })
})

describe('costByRole', () => {
  it('prices answering, judging, rubric and deep judgment separately, cached input at the cached price', () => {
    const prices = { m: { inputPerMTok: 2, cachedInputPerMTok: 0.5, outputPerMTok: 10 } }
    const cost = costByRole(
      [
        result({
          ...usage('answer_generation', 'langchain:m', 1_000_000, 100_000, 400_000),
          ...usage('parsing', 'langchain:m', 500_000, 0),
          ...usage('abstention_check', 'langchain:m', 500_000, 0),
          ...usage('rubric_evaluation', 'langchain:m', 0, 100_000),
          ...usage('deep_judgment_excerpts', 'langchain:m', 1_000_000, 0),
          total: { input_tokens: 0, output_tokens: 0, total_tokens: 0 },
        }),
      ],
      { prices },
    )
    // 600k × $2 + 400k × $0.5 + 100k × $10 = 1.2 + 0.2 + 1.0
    expect(cost.roles.answering.usd).toBeCloseTo(2.4)
    expect(cost.roles.judging.usd).toBeCloseTo(2)
    expect(cost.roles.rubric.usd).toBeCloseTo(1)
    expect(cost.roles.deep_judgment.usd).toBeCloseTo(2)
    expect(cost.total.usd).toBeCloseTo(7.4)
    expect(formatCost(cost)).toBe('answering $2.40 · judging $2.00 · rubric $1.00 · deep judgment $2.00 · total $7.40')
  })

  it('says unknown for a model without a price instead of counting it as free', () => {
    const cost = costByRole([result({ ...usage('answer_generation', 'langchain:mystery', 10, 10), ...usage('parsing', 'langchain:gpt-4o', 1_000_000, 0) })])
    expect(cost.roles.answering.unpricedModels).toEqual(['mystery'])
    expect(formatCost(cost)).toBe('answering unknown (no price for mystery) · judging $2.50 · rubric $0.0000 · total $2.50 + unknown (no price for mystery)')
  })

  it('maps usage stages to roles; custom stages are "other"', () => {
    expect(['answer_generation', 'parsing', 'sufficiency_check', 'agentic_parsing_extraction', 'dynamic_rubric_presence_check', 'deep_judgment_reasoning', 'my_stage'].map(roleOfStage)).toEqual([
      'answering', 'judging', 'judging', 'judging', 'rubric', 'deep_judgment', 'other',
    ])
  })
})

describe('parsePriceTable', () => {
  it('names the model and field of a bad entry and the accepted shape', () => {
    expect(() => parsePriceTable({ 'gpt-x': { inputPerMTok: '2', outputPerMTok: 1 } }, 'prices.json')).toThrow(/prices\.json › gpt-x\.inputPerMTok: .*expected \{"<model>": \{"inputPerMTok": number/)
    expect(() => parsePriceTable({ 'gpt-x': { input: 2, outputPerMTok: 1 } }, 'prices.json')).toThrow(/prices\.json/)
  })
})
