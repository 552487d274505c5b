import { describe, expect, it } from 'vitest'
import {
  buildRubricExcerptPrompt,
  buildRubricReasoningPrompt,
  buildRubricScorePrompt,
  RubricHallucinationReplySchema,
  scoreScaleLines,
} from './deep-judgment-rubric.js'
import {
  buildTemplateExcerptPrompt,
  buildTemplateHallucinationPrompt,
  buildTemplateParametersPrompt,
  formatExcerptsForReasoning,
  formatReasoningTraces,
  formatSearchResults,
} from './deep-judgment-template.js'
import { buildParsingPrompt } from './parsing.js'

describe('template deep-judgment prompts', () => {
  const attributes = [{ name: 'drug', description: 'The drug' }, { name: 'dose' }]

  it('builds the excerpt stage on the parsing system text, with guidance and max count', () => {
    const prompt = buildTemplateExcerptPrompt({ parsingSystem: 'PARSING SYSTEM', question: 'Q', response: 'R', attributes, maxExcerpts: 3 })
    expect(prompt.system.startsWith('PARSING SYSTEM\n\n## Excerpt extraction')).toBe(true)
    expect(prompt.system).toContain('- drug: The drug\n- dose: Evidence for dose')
    expect(prompt.system).toContain('up to 3 exact quotes')
    expect(prompt.user).toBe('<original_question>\nQ\n</original_question>\n\n<response>\nR\n</response>')
    const retry = buildTemplateExcerptPrompt({ parsingSystem: 'P', question: 'Q', response: 'R', attributes, maxExcerpts: 3, retryNote: 'Quotes not found.' })
    expect(retry.user).toMatch(/Note: Quotes not found\./)
    // A plain-text call: the reply is read leniently by runTemplateDeepJudgment, not against a schema.
    expect(prompt.reply).toBeNull()
  })

  it('formats search results and excerpt blocks for the hallucination stage', () => {
    const content = 'x'.repeat(60)
    expect(formatSearchResults([{ title: 'T', content: 'C', url: 'http://u' }, { content, url: null }])).toBe(
      `[1] T\n    C\n    Source: http://u\n\n[2] ${'x'.repeat(50)}...\n    ${content}\n    Source: Not available`,
    )
    const prompt = buildTemplateHallucinationPrompt('P', [
      { id: '0', attribute: 'drug', excerpt: { text: 'imatinib', confidence: 'high', similarity_score: 0.95, search_results: 'legacy' } },
    ])
    expect(prompt.user).toContain('<excerpt id="0" attribute="drug">\nText: "imatinib"\nExtraction confidence: high\nSimilarity: 0.950\nSearch results:\nlegacy\n</excerpt>')
  })

  it('formats excerpts for the reasoning stage', () => {
    expect(formatExcerptsForReasoning({})).toBe('(No excerpts extracted)')
    expect(
      formatExcerptsForReasoning({
        drug: [{ text: 'imatinib', confidence: 'high', similarity_score: 1, hallucination_risk: 'low', hallucination_justification: 'ok', search_results: 'S1\nS2' }],
        dose: [],
      }),
    ).toBe(
      'drug:\n  Excerpt 1:\n    Text: "imatinib"\n    Confidence: high\n    Similarity: 1.000\n    Hallucination Risk: LOW\n    Risk Justification: ok\n    Search Results:\n      S1\n      S2\n\ndose:\n  (No excerpts found for this attribute)',
    )
  })

  it('replaces the parsing user text in the parameter stage', () => {
    const parsing = buildParsingPrompt({ question: 'Q', response: 'R', jsonSchema: {}, env: {} })
    const prompt = buildTemplateParametersPrompt(parsing, 'Q', { drug: 'line one\nline two', dose: 'none' })
    expect(prompt.task).toBe('parsing')
    expect(prompt.system).toBe(parsing.system)
    expect(prompt.user).toBe(
      'Original Question: Q\n\nReasoning Traces (explaining how excerpts inform each attribute value):\n\ndrug:\n  line one\n  line two\n\ndose:\n  none\n',
    )
    expect(formatReasoningTraces({})).toBe('(No reasoning traces generated)')
  })
})

describe('rubric deep-judgment prompts', () => {
  const trait = { name: 'clarity', kind: 'score' as const, description: null, min_score: 1, max_score: 5 }

  it('has the excerpt sections and the retry feedback', () => {
    const prompt = buildRubricExcerptPrompt({ trait, response: 'R', maxExcerpts: 7, retry: { failed: [{ text: 'q', similarity_score: 0.456 }], threshold: 0.8 } })
    const headings = prompt.user.match(/^## .+$/gm)
    expect(headings).toEqual(['## Trait', '## Criteria', '## Response', '## Maximum excerpts', '## Retry feedback', '## Task'])
    expect(prompt.user).toContain('1. "q" (similarity: 0.46, threshold: 0.80)')
    expect(prompt.user).toContain('## Criteria\nAssess this quality.')
    expect(buildRubricExcerptPrompt({ trait, response: 'R', maxExcerpts: 7 }).user).not.toContain('Retry feedback')
  })

  it('lists excerpts with confidence and risk, or shows the response when excerpts are off', () => {
    const withExcerpts = buildRubricReasoningPrompt({
      trait,
      question: 'Q',
      excerpts: [{ text: 'a', confidence: 'high', hallucination_risk: 'low' }, { text: 'b', confidence: 'low' }],
      overallRisk: 'low',
    })
    expect(withExcerpts.user).toContain('## Excerpts\n1. "a" [high confidence] (hallucination risk: low)\n2. "b" [low confidence]')
    expect(withExcerpts.user).toContain('## Overall hallucination risk\nlow')
    expect(withExcerpts.user).toMatch(/Evidence:.*\nInterpretation:.*\nConclusion:/)
    expect(withExcerpts.reply).toBeNull()
    const noExcerpts = buildRubricReasoningPrompt({ trait, question: 'Q', excerpts: null, response: 'R', taskEval: true })
    expect(noExcerpts.user).toContain('## Response\nR')
    expect(noExcerpts.user).not.toContain('## Question')
  })

  it('builds score scales with the fixed ladders and the interpolated 9-step ladder', () => {
    expect(scoreScaleLines(1, 3)).toEqual(['1 = does not meet the criteria', '2 = partially meets the criteria', '3 = fully meets the criteria'])
    expect(scoreScaleLines(1, 5)).toHaveLength(5)
    expect(scoreScaleLines(1, 7)[6]).toBe('7 = excellent')
    expect(scoreScaleLines(1, 10)).toHaveLength(10)
    expect(scoreScaleLines(0, 2)).toEqual(['0 = lowest', '1 = adequate', '2 = highest']) // round(i*8/2) → rungs 0, 4, 8
    expect(scoreScaleLines(1, 4).map((l) => l.split(' = ')[1])).toEqual(['lowest', 'below average', 'good', 'highest']) // rungs 0, 3, 5, 8
    // span 17: i*8/16 = i/2 → Python round-half-even: 0, 0, 1, 2, 2, 2, 3, 4, 4, ...
    expect(scoreScaleLines(0, 16).slice(0, 7).map((l) => l.split(' = ')[1])).toEqual(['lowest', 'lowest', 'very poor', 'poor', 'poor', 'poor', 'below average'])
    expect(scoreScaleLines(3, 3)).toEqual(['3 = adequate'])
  })

  it('asks for {result} or {score}', () => {
    const score = buildRubricScorePrompt(trait, 'Conclusion: good')
    expect(score.user).toContain('## Scale\n1 = poor\n2 = below average\n3 = adequate\n4 = strong\n5 = excellent')
    expect(score.reply?.safeParse({ score: 4 }).success).toBe(true)
    const bool = buildRubricScorePrompt({ ...trait, kind: 'boolean' }, 'r')
    expect(bool.reply?.safeParse({ result: true }).success).toBe(true)
    expect(bool.user).not.toContain('## Scale')
    expect(RubricHallucinationReplySchema.safeParse({ risk: 'extreme', justification: '' }).success).toBe(false)
  })
})
