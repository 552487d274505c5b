import { describe, expect, it } from 'vitest'
import { buildGenerationMessages, buildGenerationPrompt, formatFewShotPrompt } from './generation.js'

describe('generation prompt', () => {
  it('formats few-shot examples exactly, skipping examples without both keys', () => {
    const examples = [{ question: 'Q1', answer: 'A1' }, { question: 'lonely' }, { question: 'Q2', answer: 'A2' }]
    expect(formatFewShotPrompt('Q?', examples)).toBe('Question: Q1\nAnswer: A1\n\nQuestion: Q2\nAnswer: A2\n\nQuestion: Q?\nAnswer:')
  })

  it('uses the plain question unless few-shot is enabled and examples exist', () => {
    expect(buildGenerationPrompt({ question: 'Q?', systemPrompt: 'S', examples: [{ question: 'a', answer: 'b' }] }).user).toBe('Q?')
    expect(buildGenerationPrompt({ question: 'Q?', systemPrompt: 'S', fewShotEnabled: true, examples: [] }).user).toBe('Q?')
    expect(buildGenerationPrompt({ question: 'Q?', systemPrompt: 'S', fewShotEnabled: true, examples: [{ question: 'a', answer: 'b' }] }).user).toBe(
      'Question: a\nAnswer: b\n\nQuestion: Q?\nAnswer:',
    )
  })

  it('joins the system prompt and prompt_config.generation with a blank line, omitting an empty system', () => {
    expect(buildGenerationPrompt({ question: 'Q', systemPrompt: 'S', instructions: 'G' }).system).toBe('S\n\nG')
    expect(buildGenerationPrompt({ question: 'Q', systemPrompt: null, instructions: 'G' }).system).toBe('G')
    expect(buildGenerationPrompt({ question: 'Q', systemPrompt: null })).toEqual({ user: 'Q' })
  })

  it('appends the workspace paragraph', () => {
    const { user } = buildGenerationPrompt({ question: 'Q', systemPrompt: 'S', workspace: { path: '/w', agent: false } })
    expect(user).toMatch(/^Q\n\nYour working directory is \/w\..*You cannot run code or open files/)
  })

  it('puts scenario history between system and user', () => {
    const history = [{ role: 'assistant' as const, content: 'earlier' }]
    expect(buildGenerationMessages({ question: 'Q', systemPrompt: 'S' }, history)).toEqual([
      { role: 'system', content: 'S' },
      { role: 'assistant', content: 'earlier' },
      { role: 'user', content: 'Q' },
    ])
  })
})
