import { describe, expect, it } from 'vitest'
import { questionHash } from '../trace/manual-traces.js'
import {
  FewShotConfigSchema,
  effectiveFewShotConfig,
  isFewShotEnabled,
  resolveFewShotExamples,
} from './few-shot-config.js'

const pool = Array.from({ length: 8 }, (_, i) => ({ question: `q${i}`, answer: `a${i}` }))
const questions = (list: readonly Record<string, string>[]) => list.map((e) => e.question)

describe('FewShotConfig', () => {
  it('has Karenina defaults and rejects extra keys', () => {
    expect(FewShotConfigSchema.parse({})).toEqual({ source: 'both', pool_mode: 'all', pool_k: 3, question_configs: {}, global_examples: [] })
    expect(FewShotConfigSchema.safeParse({ global_mode: 'all' }).success).toBe(false)
    expect(isFewShotEnabled(null)).toBe(false)
    expect(isFewShotEnabled(FewShotConfigSchema.parse({ source: 'disabled' }))).toBe(false)
    expect(isFewShotEnabled(FewShotConfigSchema.parse({}))).toBe(true)
  })

  it('resolves inherit to the pool mode and k', () => {
    const config = FewShotConfigSchema.parse({ pool_mode: 'k-shot', pool_k: 2, question_configs: { a: { mode: 'all' }, b: { mode: 'k-shot' } } })
    expect(effectiveFewShotConfig(config, 'missing')).toMatchObject({ mode: 'k-shot', k: 2 })
    expect(effectiveFewShotConfig(config, 'a')).toMatchObject({ mode: 'all', k: 2 })
    expect(effectiveFewShotConfig(config, 'b')).toMatchObject({ mode: 'k-shot', k: 2 })
  })

  it('samples k-shot examples exactly as CPython random.sample seeded by the question id MD5', () => {
    // python: random.seed(int(md5(b"question-42").hexdigest(), 16) & 0x7FFFFFFF); random.sample(pool, 3)
    const config = FewShotConfigSchema.parse({ source: 'question_pool', pool_mode: 'k-shot', pool_k: 3 })
    expect(questions(resolveFewShotExamples(config, 'question-42', pool))).toEqual(['q7', 'q3', 'q0'])
    expect(resolveFewShotExamples(config, 'x', pool.slice(0, 3))).toEqual(pool.slice(0, 3))
  })

  it('selects custom examples by index (in range) or by question-text hash, and appends global examples', () => {
    const config = FewShotConfigSchema.parse({
      pool_mode: 'custom',
      global_examples: [{ question: 'g', answer: 'G' }],
      question_configs: { q: { mode: 'custom', selected_examples: [6, 99, -1, questionHash('q5')] } },
    })
    expect(questionHash('q5')).toBe('352dde4b72ae781fa1e061fe65ea7251')
    expect(questions(resolveFewShotExamples(config, 'q', pool, 'question text'))).toEqual(['q6', 'q5', 'g'])
    // Karenina builds the hash map only when the question text is given.
    expect(questions(resolveFewShotExamples(config, 'q', pool))).toEqual(['q6', 'g'])
  })

  it('applies exclusions to positions in the resolved list (Karenina behaviour)', () => {
    const config = FewShotConfigSchema.parse({
      source: 'question_pool',
      question_configs: { q: { mode: 'custom', selected_examples: [5, 6, 7], excluded_examples: [0, questionHash('q2')] } },
    })
    // position 0 (q5) and position 2 (q7, because q2 sits at pool index 2) are dropped
    expect(questions(resolveFewShotExamples(config, 'q', pool, 'text'))).toEqual(['q6'])
  })

  it('honours the source switch', () => {
    const global_examples = [{ question: 'g', answer: 'G' }]
    expect(resolveFewShotExamples(FewShotConfigSchema.parse({ source: 'disabled', global_examples }), 'q', pool)).toEqual([])
    expect(questions(resolveFewShotExamples(FewShotConfigSchema.parse({ source: 'global', global_examples }), 'q', pool))).toEqual(['g'])
    expect(resolveFewShotExamples(FewShotConfigSchema.parse({ source: 'question_pool', global_examples }), 'q', pool)).toHaveLength(8)
  })
})
