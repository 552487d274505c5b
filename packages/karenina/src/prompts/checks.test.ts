import { describe, expect, it } from 'vitest'
import { AbstentionReplySchema, buildAbstentionPrompt } from './checks.js'
import { assemblePromptText } from './assemble-prompt.js'
import { buildEmbeddingEquivalencePrompt, isEquivalenceConfirmed } from './checks.js'
import { buildSufficiencyPrompt, SufficiencyReplySchema } from './checks.js'

describe('abstention prompt', () => {
  const prompt = buildAbstentionPrompt({ question: 'What is the price of X today?', response: 'I cannot access live prices.' })

  it('tags the question and response, forces temperature 0 and asks for reasoning first', () => {
    expect(prompt.task).toBe('abstention_detection')
    expect(prompt.temperature).toBe(0)
    expect(prompt.user).toContain('<question>\nWhat is the price of X today?\n</question>')
    expect(prompt.user).toContain('<response>\nI cannot access live prices.\n</response>')
    expect(prompt.user.indexOf('"reasoning"')).toBeLessThan(prompt.user.indexOf('"abstention_detected"'))
    expect(prompt.system).toMatch(/verbatim/)
  })

  it('validates the {reasoning, abstention_detected} contract', () => {
    expect(AbstentionReplySchema.parse({ reasoning: 'r', abstention_detected: true })).toEqual({ reasoning: 'r', abstention_detected: true })
    expect(AbstentionReplySchema.safeParse({ reasoning: 'r', abstention_detected: 'yes' }).success).toBe(false)
    expect(prompt.reply).toBe(AbstentionReplySchema)
  })

  it('gets the <output_format> block from LangChain-family adapters', () => {
    const { system } = assemblePromptText(prompt, { interface: 'langchain' })
    expect(system).toMatch(/<output_format>\n[^\n]*reasoning[^\n]*\n\{"reasoning": [^\n]*"abstention_detected": true\}\n<\/output_format>$/)
  })
})

describe('sufficiency prompt', () => {
  const schema = { type: 'object', properties: { drug: { type: 'string' } }, required: ['drug'] }
  const prompt = buildSufficiencyPrompt({ question: 'Q?', response: 'R.', jsonSchema: schema })

  it('shows the pretty-printed schema and asks for {reasoning, sufficient}', () => {
    expect(prompt.task).toBe('sufficiency_detection')
    expect(prompt.temperature).toBe(0)
    expect(prompt.user).toContain('<template_schema>\n{\n  "type": "object",')
    expect(prompt.system).toMatch(/REQUIRED/)
    expect(SufficiencyReplySchema.safeParse({ reasoning: 'r', sufficient: false }).success).toBe(true)
    expect(assemblePromptText(prompt, { interface: 'claude_tool' }).system).toMatch(/"sufficient": boolean/)
  })
})

describe('embedding equivalence prompt', () => {
  it('shows both parsed dicts and the question, with no task', () => {
    const prompt = buildEmbeddingEquivalencePrompt({ question: 'Q?', groundTruth: { drug: 'imatinib' }, response: { drug: 'Gleevec' } })
    expect(prompt.task).toBeNull()
    expect(prompt.reply).toBeNull()
    expect(prompt.user).toContain('Original question: Q?')
    expect(prompt.user).toContain('{\n  "drug": "imatinib"\n}')
    expect(prompt.user).toContain('{\n  "drug": "Gleevec"\n}')
    expect(prompt.system).toMatch(/YES or NO/)
    expect(buildEmbeddingEquivalencePrompt({ question: null, groundTruth: {}, response: {} }).user).not.toContain('Original question')
  })

  it('overrides only when the reply starts with YES after strip and upper-casing', () => {
    expect(['YES', ' yes, they match', '\nYes.'].map(isEquivalenceConfirmed)).toEqual([true, true, true])
    expect(['NO', 'The answer is yes', 'Y'].map(isEquivalenceConfirmed)).toEqual([false, false, false])
  })
})
