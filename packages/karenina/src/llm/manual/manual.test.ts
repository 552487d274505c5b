import { describe, expect, it } from 'vitest'
import { ConfigError } from '../../errors/config-error.js'
import { ReplayMissError } from '../../errors/replay-miss-error.js'
import { resolveModel } from '../resolve-model.js'
import { questionHash } from '../../trace/manual-traces.js'

const traces = {
  q_dose: 'Imatinib, 400 mg daily.',
  [questionHash('What is the capital of France?')]: 'Paris',
  q_agent: [
    { role: 'user' as const, content: 'dose?' },
    { role: 'assistant' as const, content: '', tool_calls: [{ id: 'c1', name: 'lookup', input: { drug: 'imatinib' } }] },
    { role: 'tool' as const, content: 'error: not found', tool_result: { tool_use_id: 'c1', is_error: false } },
    { role: 'assistant' as const, content: '400 mg' },
  ],
}

describe('manual interface', () => {
  it('answers from pre-recorded traces by question id, else by MD5 of the question text', async () => {
    const { llm, agent } = await resolveModel('manual', { manualTraces: traces, env: {} })
    expect(llm.identity).toMatchObject({ interface: 'manual', model_name: 'manual' })
    const byId = await llm.invoke({ messages: [{ role: 'user', content: 'x' }], question: { id: 'q_dose' } })
    expect(byId).toMatchObject({ content: 'Imatinib, 400 mg daily.', usageUnavailable: true, usage: { model: 'manual:manual', total_tokens: 0 } })
    const byHash = await llm.invoke({ messages: [], question: { id: 'q_other', text: 'What is the capital of France?' } })
    expect(byHash.content).toBe('Paris')
    const run = await agent!.run({ messages: [], tools: [], question: { id: 'q_agent' } })
    expect(run.finalResponse).toBe('400 mg')
    expect(run.traceMessages).toHaveLength(3)
    expect(run.agentMetrics).toMatchObject({ iterations: 2, tool_calls: 1, suspect_failed_tool_calls: 1, suspect_failed_tools: ['lookup'], limit_reached: false })
    expect(run.rawTrace).toContain('--- Tool Message (call_id: c1) ---\nerror: not found')
  })

  it('a missing question names its id', async () => {
    const { llm } = await resolveModel('manual', { manualTraces: traces, env: {} })
    const error = await llm.invoke({ messages: [], question: { id: 'q_missing', text: 'Unknown?' } }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ReplayMissError)
    expect((error as Error).message).toMatch(/question "q_missing" \(text MD5 [0-9a-f]{32}\) in the manual traces/)
  })

  it('cannot parse', async () => {
    const { parser } = await resolveModel('manual', { manualTraces: traces, env: {} })
    await expect(parser.parse({ messages: [], schema: {}, validate: (x) => x })).rejects.toThrow(ConfigError)
  })
})
