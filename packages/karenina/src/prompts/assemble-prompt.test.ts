import { describe, expect, it } from 'vitest'
import { PromptConfigSchema } from '../config/prompt-config.js'
import { adapterInstructionsFor, registerAdapterInstructions } from './adapter-instructions.js'
import { assemblePrompt, assemblePromptText } from './assemble-prompt.js'
import { RUBRIC_TASKS, DJ_STRUCTURED_TASKS } from '../config/prompt-task.js'
import type { TaskPrompt } from './task-prompt.js'
import { shareValue } from '../utils/shared-value.js'

const schema = { title: 'Answer', type: 'object', properties: { drug: { type: 'string' } }, required: ['drug'] }
const parsing: TaskPrompt = { task: 'parsing', system: 'BASE SYSTEM', user: 'BASE USER', context: { jsonSchema: schema, formatInstructions: '' }, reply: null }
const promptConfig = PromptConfigSchema.parse({ parsing: 'USER PARSING INSTRUCTIONS', rubric_evaluation: 'USER RUBRIC' })

describe('assemblePromptText', () => {
  it('appends adapter additions, then the user instructions, each after a blank line', () => {
    const { system, user } = assemblePromptText(parsing, { interface: 'langchain', promptConfig })
    expect(system).toBe('BASE SYSTEM\n\nUSER PARSING INSTRUCTIONS') // empty format instructions add nothing
    expect(user.startsWith('BASE USER\n\n')).toBe(true)
    expect(user).toContain('```json\n{\n  "title": "Answer",')
    expect(user.trimEnd().endsWith('Your JSON response:')).toBe(true)
  })

  it('writes the same parsing text for a shared (memoised) judge schema as for a plain one, with or without notes', () => {
    const shared = shareValue(structuredClone(schema))
    const plain = assemblePromptText(parsing, { interface: 'langchain' })
    const viaShared = assemblePromptText({ ...parsing, context: { ...parsing.context, jsonSchema: shared } }, { interface: 'langchain' })
    expect(viaShared).toEqual(plain)
    expect(assemblePromptText({ ...parsing, context: { ...parsing.context, jsonSchema: shared } }, { interface: 'langchain' })).toEqual(plain)
    const noted = { ...parsing, context: { ...parsing.context, jsonSchema: shared, parsingNotes: 'NOTE' } }
    expect(assemblePromptText(noted, { interface: 'langchain' }).user).toContain('- Return the JSON object only.\nNOTE\n\nYour JSON response:')
  })

  it('adds the Output Format section only for non-empty format instructions', () => {
    const withFormat = { ...parsing, context: { ...parsing.context, formatInstructions: 'FORMAT' } }
    expect(assemblePromptText(withFormat, { interface: 'openrouter' }).system).toBe('BASE SYSTEM\n\n## Output Format\n\nFORMAT')
  })

  it('adds nothing for interfaces without registrations, and nothing but user instructions for unregistered tasks', () => {
    expect(assemblePromptText(parsing, { interface: 'manual' })).toEqual({ system: 'BASE SYSTEM', user: 'BASE USER' })
    const reasoning: TaskPrompt = { ...parsing, task: 'dj_template_reasoning' }
    expect(assemblePromptText(reasoning, { interface: 'langchain', promptConfig: PromptConfigSchema.parse({ deep_judgment: 'DJ' }) })).toEqual({
      system: 'BASE SYSTEM\n\nDJ',
      user: 'BASE USER',
    })
  })

  it('never adds instructions to a task-less prompt', () => {
    const plain: TaskPrompt = { ...parsing, task: null }
    expect(assemblePromptText(plain, { interface: 'langchain', promptConfig })).toEqual({ system: 'BASE SYSTEM', user: 'BASE USER' })
  })

  it('uses the claude_tool family: extraction rules in the system text, schema reminder in the user text', () => {
    const { system, user } = assemblePromptText(parsing, { interface: 'claude_tool' })
    expect(system).toMatch(/^BASE SYSTEM\n\nExtraction rules:/)
    expect(user).toContain('"drug"')
    expect(user).toContain('every required field')
    expect(assemblePromptText(parsing, { interface: 'claude_agent_sdk' }).system).toContain('best interpretation')
    expect(assemblePromptText(parsing, { interface: 'claude_tool' }).system).not.toContain('best interpretation')
  })

  it('registers every rubric and DJ structured task for the LangChain family', () => {
    for (const task of [...RUBRIC_TASKS, ...DJ_STRUCTURED_TASKS]) expect(adapterInstructionsFor('openai_endpoint', task)).toHaveLength(1)
    expect(adapterInstructionsFor('langchain', 'dj_template_reasoning')).toHaveLength(0)
  })

  it('runs custom registrations in order', () => {
    registerAdapterInstructions('test_iface_h6', ['parsing'], () => ({ systemAddition: 'one' }))
    registerAdapterInstructions('test_iface_h6', ['parsing'], () => ({ systemAddition: 'two', userAddition: 'u' }))
    expect(assemblePromptText(parsing, { interface: 'test_iface_h6' })).toEqual({ system: 'BASE SYSTEM\n\none\n\ntwo', user: 'BASE USER\n\nu' })
  })
})

describe('assemblePrompt', () => {
  it('returns [system, user], or a single folded user message without system-prompt support', () => {
    expect(assemblePrompt(parsing, { interface: 'manual' })).toEqual([
      { role: 'system', content: 'BASE SYSTEM' },
      { role: 'user', content: 'BASE USER' },
    ])
    expect(assemblePrompt(parsing, { interface: 'manual', supportsSystemPrompt: false })).toEqual([
      { role: 'user', content: 'BASE SYSTEM\n\nBASE USER' },
    ])
    expect(assemblePrompt({ ...parsing, system: '' }, { interface: 'manual' })).toEqual([{ role: 'user', content: 'BASE USER' }])
  })
})
