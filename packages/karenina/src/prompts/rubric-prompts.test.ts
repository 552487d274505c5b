import { describe, expect, it } from 'vitest'
import { assemblePromptText } from './assemble-prompt.js'
import { buildLiteralTraitBatchPrompt, buildLiteralTraitSinglePrompt, LiteralTraitBatchReplySchema } from './rubric-traits.js'
import { buildLlmTraitBatchPrompt, buildLlmTraitSinglePrompt, LlmTraitBatchReplySchema } from './rubric-traits.js'
import { buildMetricTraitPrompt, MetricTraitReplySchema } from './rubric-traits.js'
import { buildTemplateTraitPrompt } from './rubric-traits.js'
import { buildDynamicPresencePrompt, DynamicPresenceReplySchema } from './rubric-traits.js'

const evidence = { question: 'What is CML?', answer: 'A leukaemia.', referenceAnswer: 'Chronic myeloid leukaemia' }

describe('LLM trait prompts', () => {
  const traits = [
    { name: 'clear', kind: 'boolean' as const, description: 'Is it clear?' },
    { name: 'depth', kind: 'score' as const, description: 'How deep?', min_score: 0, max_score: 10 },
    { name: 'tone', kind: 'score' as const },
  ]

  it('lists traits in the spec format with `min_score || 1` and `max_score || 5`', () => {
    const prompt = buildLlmTraitBatchPrompt(traits, evidence)
    expect(prompt.user).toContain('- **clear** (boolean): Is it clear?\n')
    expect(prompt.user).toContain('- **depth** (score 1-10): How deep?\n  Give an integer from 1 to 10.')
    expect(prompt.user).toContain('- **tone** (score 1-5): (no description provided)')
    expect(prompt.context.exampleJson).toBe('{"scores": {"clear": true, "depth": 3, "tone": 3}}')
    expect(LlmTraitBatchReplySchema.safeParse({ scores: { clear: true, depth: 4, tone: null } }).success).toBe(true)
  })

  it('orders question, reference (only when a trait opts in) and answer; omits the question in TaskEval', () => {
    const without = buildLlmTraitBatchPrompt(traits, evidence).user
    expect(without).not.toContain('Reference Answer')
    const withRef = buildLlmTraitBatchPrompt([...traits, { name: 'acc', kind: 'boolean', include_ground_truth: true }], evidence).user
    const order = ['## Traits to Evaluate', '## Question', '## Reference Answer', '## Answer to Evaluate'].map((h) => withRef.indexOf(h))
    expect(order).toEqual([...order].sort((a, b) => a - b))
    expect(order[2]).toBeGreaterThan(0)
    const blankRef = buildLlmTraitBatchPrompt([{ name: 'acc', kind: 'boolean', include_ground_truth: true }], { ...evidence, referenceAnswer: '  ' })
    expect(blankRef.user).not.toContain('Reference Answer')
    expect(buildLlmTraitBatchPrompt(traits, { ...evidence, taskEval: true }).user).not.toContain('## Question')
  })

  it('embeds schema and example for LangChain-family models', () => {
    const { system, user } = assemblePromptText(buildLlmTraitBatchPrompt(traits, evidence), { interface: 'langchain' })
    expect(system).toMatch(/no markdown code fences/)
    expect(user).toContain('"scores"')
    expect(user).toContain('Example:')
  })

  it('builds single-trait prompts with anchors and the right contract', () => {
    const score = buildLlmTraitSinglePrompt(traits[1]!, evidence)
    expect(score.system).toContain('- 1 = poor\n- 5 = average\n- 10 = excellent')
    expect(score.reply?.safeParse({ score: 7 }).success).toBe(true)
    expect(score.reply?.safeParse({ score: 7.5 }).success).toBe(false)
    const bool = buildLlmTraitSinglePrompt(traits[0]!, evidence)
    expect(bool.reply?.safeParse({ result: false }).success).toBe(true)
    expect(bool.user).toContain('## Trait\n**clear**: Is it clear?')
  })
})

describe('literal trait prompts', () => {
  const trait = { name: 'tone', description: 'Overall tone', classes: { formal: 'Formal register', casual: 'Casual register' } }

  it('lists classes and expects a classifications list', () => {
    const prompt = buildLiteralTraitBatchPrompt([trait], evidence)
    expect(prompt.user).toContain('- **tone**: Overall tone\n  Classes: formal, casual\n  - formal: Formal register\n  - casual: Casual register')
    expect(prompt.context.exampleJson).toBe('{"classifications": [{"trait_name": "tone", "class_name": "formal"}]}')
    expect(LiteralTraitBatchReplySchema.safeParse({ classifications: { tone: 'formal' } }).success).toBe(false)
    const single = buildLiteralTraitSinglePrompt(trait, evidence)
    expect(single.system).toContain('- casual: Casual register')
    expect(single.reply?.safeParse({ classification: 'casual' }).success).toBe(true)
  })
})

describe('metric trait prompt', () => {
  it('numbers TP instructions in tp_only mode and both lists in full_matrix mode', () => {
    const tp = buildMetricTraitPrompt({ name: 'coverage', tp_instructions: ['mentions imatinib', 'mentions dose'] }, evidence)
    expect(tp.user).toContain('1. mentions imatinib\n2. mentions dose')
    expect(tp.user).not.toContain('TN instructions')
    expect(tp.context.outputFormatHint).toBe('{"tp": [...], "fn": [...], "fp": [...]}')
    const full = buildMetricTraitPrompt({ name: 'c', evaluation_mode: 'full_matrix', tp_instructions: ['a'], tn_instructions: ['b'] }, evidence)
    expect(full.user).toContain('## TN instructions (content that should be absent)\n1. b')
    expect(MetricTraitReplySchema.parse({ tp: ['x'] })).toEqual({ tp: ['x'], fn: [], fp: [], tn: [] })
  })
})

describe('template trait prompt', () => {
  it('passes the record schema to the adapter', () => {
    const jsonSchema = { type: 'object', properties: { count: { type: 'integer' } } }
    const prompt = buildTemplateTraitPrompt({ name: 'facts', jsonSchema }, evidence)
    expect(prompt.task).toBe('rubric_llm_trait_template')
    expect(prompt.context.jsonSchema).toBe(jsonSchema)
    expect(prompt.system).toMatch(/conservative/)
  })
})

describe('dynamic presence-check prompt (spec 06 §4.8)', () => {
  const concepts = [
    { name: 'dosing', concept: 'Dosing schedule' },
    { name: 'resistance', concept: 'Mechanisms of resistance' },
  ]

  it('lists the concepts, then the response, at temperature 0, with an alternating example', () => {
    const prompt = buildDynamicPresencePrompt(concepts, 'Take 20 mg daily.')
    expect(prompt.task).toBe('rubric_dynamic_presence_check')
    expect(prompt.temperature).toBe(0)
    expect(prompt.user).toBe('## Concepts to check\n- **dosing**: Dosing schedule\n- **resistance**: Mechanisms of resistance\n\n## Response to analyze\nTake 20 mg daily.')
    expect(prompt.system).toMatch(/^You are a concept-presence analyst\./)
    expect(prompt.system).toContain('When in doubt, err toward present.')
    expect(prompt.context.exampleJson).toBe('{"results": [{"trait_name": "concept_a", "present": true}, {"trait_name": "concept_b", "present": false}]}')
    expect(DynamicPresenceReplySchema.safeParse({ results: [{ trait_name: 'dosing', present: true }] }).success).toBe(true)
    expect(DynamicPresenceReplySchema.safeParse({ results: [{ trait_name: 'dosing', present: 'maybe' }] }).success).toBe(false)
  })

  it('gets the rubric-task instructions of LangChain-family models (schema and example)', () => {
    const { system, user } = assemblePromptText(buildDynamicPresencePrompt(concepts, 'x'), { interface: 'langchain' })
    expect(system).toMatch(/no markdown code fences/)
    expect(user).toContain('"present"')
    expect(user).toContain('concept_b')
  })
})
