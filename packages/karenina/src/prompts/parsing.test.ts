import { describe, expect, it } from 'vitest'
import type { TemplateFieldInfo } from '../template/template.js'
import { assemblePromptText } from './assemble-prompt.js'
import { buildParsingPrompt, extractionHintsOf, ParsingReplySchema, type HintedField } from './parsing.js'

const jsonSchema = { title: 'Answer', type: 'object', properties: { drug: { type: 'string', description: 'The drug' } }, required: ['drug'] }
const input = {
  question: 'Which drug targets BCR-ABL?',
  response: 'Imatinib does.',
  jsonSchema,
  extractionHints: { drug: 'Use the INN, lowercase.', dose: null },
  groundTruth: { drug: 'imatinib', dose_mg: 400 },
  env: {},
}

describe('buildParsingPrompt', () => {
  it('has the guidelines, the question and the response', () => {
    const prompt = buildParsingPrompt(input)
    expect(prompt.task).toBe('parsing')
    expect(prompt.system).toMatch(/final answer/)
    expect(prompt.system).toMatch(/JSON only/)
    expect(prompt.user).toContain('## Original Question\nWhich drug targets BCR-ABL?')
    expect(prompt.user).toContain('## Response to Parse\nImatinib does.')
    expect(prompt.context).toEqual({ jsonSchema, formatInstructions: '' })
    expect(prompt.reply).toBe(ParsingReplySchema)
  })

  it('lists extraction hints only when enabled and present', () => {
    expect(buildParsingPrompt(input).system).toContain('## Field Extraction Guidance\n- **drug**: Use the INN, lowercase.')
    expect(buildParsingPrompt(input).system).not.toContain('**dose**')
    expect(buildParsingPrompt({ ...input, includeExtractionHints: false }).system).not.toContain('Field Extraction Guidance')
    expect(buildParsingPrompt({ ...input, extractionHints: { drug: null } }).system).not.toContain('Field Extraction Guidance')
  })

  it('never shows the ground truth unless KARENINA_EXPOSE_GROUND_TRUTH is truthy', () => {
    for (const env of [{}, { KARENINA_EXPOSE_GROUND_TRUTH: 'false' }, { KARENINA_EXPOSE_GROUND_TRUTH: '' }]) {
      const { system, user } = buildParsingPrompt({ ...input, env })
      expect(system).not.toContain('imatinib')
      expect(system).not.toContain('Ground Truth Reference')
      expect(user).not.toContain('imatinib')
    }
    const exposed = buildParsingPrompt({ ...input, env: { KARENINA_EXPOSE_GROUND_TRUTH: 'On' } }).system
    expect(exposed).toContain('## Ground Truth Reference')
    expect(exposed).toContain('```json\n{\n  "drug": "imatinib",\n  "dose_mg": 400\n}\n```')
    expect(buildParsingPrompt({ ...input, groundTruth: null, env: { KARENINA_EXPOSE_GROUND_TRUTH: '1' } }).system).not.toContain('Ground Truth')
  })

  it('adds the tool-trace section only when told the trace has tool calls', () => {
    expect(buildParsingPrompt(input).system).not.toContain('## Tool results')
    expect(buildParsingPrompt({ ...input, traceHasToolCalls: true }).system).toContain('## Tool results')
  })

  it('orders sections: guidelines, hints, tool trace, ground truth', () => {
    const system = buildParsingPrompt({ ...input, traceHasToolCalls: true, env: { KARENINA_EXPOSE_GROUND_TRUTH: 'yes' } }).system
    const positions = ['## Critical rules', '## Field Extraction Guidance', '## Tool results', '## Ground Truth Reference'].map((h) => system.indexOf(h))
    expect(positions.every((p, i) => p >= 0 && (i === 0 || p > positions[i - 1]!))).toBe(true)
  })

  it('embeds the judge schema once assembled for a LangChain-family model', () => {
    const { user } = assemblePromptText(buildParsingPrompt(input), { interface: 'langchain' })
    expect(user).toContain('"description": "The drug"')
    expect(user.indexOf('## Response to Parse')).toBeLessThan(user.indexOf('```json'))
  })
})

describe('extractionHintsOf', () => {
  it('collects the hints of verified fields', () => {
    const fields = [
      { name: 'drug', verification: { extractionHint: 'INN only' } },
      { name: 'dose', verification: { extractionHint: null } },
      { name: 'notes', verification: null },
    ] satisfies HintedField[]
    expect(extractionHintsOf(fields)).toEqual({ drug: 'INN only' })
    const templateFields: readonly HintedField[] = [] as TemplateFieldInfo[] // template.fields is accepted as is
    expect(templateFields).toEqual([])
  })
})
