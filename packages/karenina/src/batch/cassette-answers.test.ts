import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { Benchmark } from '../benchmark/benchmark.js'
import { ValidationError } from '../errors/validation-error.js'
import type { CassetteEntry } from '../llm/replay/cassette.js'
import { formatFewShotPrompt } from '../prompts/generation.js'
import { exactMatch } from '../primitives/exact-match.js'
import { defineTemplate } from '../template/define-template.js'
import { field } from '../template/field.js'
import { cassetteAnswers } from './cassette-answers.js'

const Target = defineTemplate({ target: field(z.string(), { description: 'The target', groundTruth: 'BCL2', check: exactMatch() }) })
const benchmark = Benchmark.create({ name: 'cassette', now: () => new Date(2026, 0, 1) })
for (const [id, question] of [['plain', 'What does venetoclax target?'], ['shots', 'What does imatinib target?'], ['workspace', 'What does the report name?'], ['app', 'Which kinase?']]) {
  benchmark.addQuestion({ id: id!, question: question!, rawAnswer: 'BCL2', template: Target })
}
const usage = { input_tokens: 7, output_tokens: 3, total_tokens: 10, model: 'gpt', input_token_details: { audio: 0, cache_read: 0 }, output_token_details: { audio: 0, reasoning: 0 } }
const chat = (model: string, messages: { role: string; content: string }[], content: string): CassetteEntry => ({ kind: 'chat', model, request: { messages, temperature: 0, max_tokens: null }, response: { content, usage, usage_unavailable: false } })
const user = (content: string) => ({ role: 'user', content })
const ACCEPTED = 'the accepted inputs'

function lookup(store: ReturnType<typeof cassetteAnswers>, questionId: string, model: string, replicate: number | null = null) {
  return store.lookup({ questionId, answeringModelId: model, replicate })
}

describe('cassetteAnswers', () => {
  it('finds the answering replies by their prompt (plain, few-shot, with the workspace paragraph) and skips judge calls', () => {
    const entries = new Map<string, CassetteEntry>([
      ['a', chat('langchain:gpt-a', [{ role: 'system', content: 'Be brief.' }, user('What does venetoclax target?')], 'BCL2.')],
      ['b', chat('langchain:gpt-a', [user(formatFewShotPrompt('What does imatinib target?', [{ question: 'Question: what is 2+2?', answer: '4' }]))], 'BCR-ABL.')],
      ['c', chat('langchain:gpt-a', [user('What does the report name?\n\nYour working directory is <workspace>. Any input files …')], 'MCL1.')],
      // A judge's chat call (a deep-judgment excerpt prompt, say) carries the answer: never an answer itself.
      ['d', chat('langchain:gpt-a', [user('Question: What does venetoclax target?\nResponse: BCL2.')], 'excerpt')],
      ['e', { kind: 'parse', model: 'langchain:gpt-judge', request: { messages: [user('What does venetoclax target?')] }, response: { raw: { target: 'BCL2' } } }],
      // Another benchmark's question in the same test file's cassette.
      ['f', chat('langchain:gpt-a', [user('Unrelated?')], 'no')],
    ])
    const store = cassetteAnswers(entries, benchmark, 'run.json', ACCEPTED)
    expect(store.entries).toHaveLength(3)
    expect(lookup(store, 'plain', 'langchain:gpt-a')).toMatchObject({
      raw_trace: '--- AI Message ---\nBCL2.',
      trace_messages: [{ role: 'assistant', content: 'BCL2.' }],
      agent_metrics: { iterations: 1, limit_reached: false },
      captured_model_id: 'langchain:gpt-a',
      usage_metadata: { answer_generation: { input_tokens: 7, output_tokens: 3, total_tokens: 10, model: 'langchain:gpt-a' } },
    })
    expect(lookup(store, 'shots', 'langchain:gpt-a')?.raw_trace).toBe('--- AI Message ---\nBCR-ABL.')
    expect(lookup(store, 'workspace', 'langchain:gpt-a')?.raw_trace).toBe('--- AI Message ---\nMCL1.')
    expect(() => lookup(store, 'app', 'langchain:gpt-a')).toThrow(/Replay strict miss|no entry|miss/i)
  })

  it("keys an app's agent runs by replicate and leaves a recorded answerer failure out", () => {
    const run = (replicate: number, response: Record<string, unknown>): CassetteEntry => ({ kind: 'agent', model: 'app:triage', request: { messages: [user('Which kinase?')], tools: [], replicate }, response })
    const answer = (text: string) => ({ final_response: text, raw_trace: `--- AI Message ---\n${text}`, trace_messages: [{ role: 'assistant', content: text }], usage, usage_unavailable: false, turns: 1, recursion_limit_reached: false, agent_metrics: { iterations: 1, limit_reached: false } })
    const entries = new Map([
      ['r1', run(1, answer('ABL1'))],
      ['r2', run(2, answer('KIT'))],
      ['r3', run(3, { answerer_error: 'the app threw' })],
    ])
    const store = cassetteAnswers(entries, benchmark, 'app.json', ACCEPTED)
    expect(lookup(store, 'app', 'app:triage', 1)?.raw_trace).toBe('--- AI Message ---\nABL1')
    expect(lookup(store, 'app', 'app:triage', 2)?.raw_trace).toBe('--- AI Message ---\nKIT')
    expect(() => lookup(store, 'app', 'app:triage', 3)).toThrow()
  })

  it('refuses two different answers of one model to one question, naming the entries; the same answer twice is one', () => {
    const same = new Map([
      ['k1', chat('langchain:gpt-a', [user('What does venetoclax target?')], 'BCL2.')],
      ['k2', chat('langchain:gpt-a', [{ role: 'system', content: 'Be brief.' }, user('What does venetoclax target?')], 'BCL2.')],
    ])
    expect(cassetteAnswers(same, benchmark, 'run.json', ACCEPTED).entries).toHaveLength(1)
    const different = new Map([...same, ['k3', chat('langchain:gpt-a', [{ role: 'system', content: 'Be wrong.' }, user('What does venetoclax target?')], 'MCL1.')]])
    expect(() => cassetteAnswers(different, benchmark, 'run.json', ACCEPTED)).toThrow(
      'run.json › entries.k3: holds two different answers of langchain:gpt-a to question plain (entries k1 and k3: recorded with different prompts or settings)',
    )
  })

  it('refuses an entry it does not understand, naming it', () => {
    const odd = new Map([['x', { kind: 'chat', model: 'langchain:gpt-a', request: null, response: {} } as unknown as CassetteEntry]])
    expect(() => cassetteAnswers(odd, benchmark, 'odd.json', ACCEPTED)).toThrow('odd.json › entries.x: expected a cassette entry {kind, model, request, response}; karenina regrade reads the accepted inputs')
  })

  it('refuses a cassette with no answering reply, saying what it holds and what is accepted', () => {
    const judgeOnly = new Map<string, CassetteEntry>([['e', { kind: 'parse', model: 'langchain:gpt-judge', request: {}, response: {} }]])
    const refused = (() => {
      try {
        cassetteAnswers(judgeOnly, benchmark, 'matchers.json', ACCEPTED)
      } catch (error) {
        return error
      }
    })()
    expect(refused).toBeInstanceOf(ValidationError)
    expect((refused as Error).message).toBe(
      'matchers.json › (root): is a cassette without an answering reply to a question of benchmark "cassette" (it holds 1 parse), so it cannot say which answer belongs to which question and model. karenina regrade reads the accepted inputs',
    )
  })
})
