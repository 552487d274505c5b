import { describe, expect, it } from 'vitest'
import { readAnswererOutput } from './app-output.js'

describe('readAnswererOutput: what an app may return', () => {
  it('a string is the answer, stored as one AI message', () => {
    expect(readAnswererOutput('BCL2', 'app')).toMatchObject({ finalResponse: 'BCL2', rawTrace: '--- AI Message ---\nBCL2', traceMessages: [{ role: 'assistant', content: 'BCL2' }] })
  })

  it('Anthropic messages with tool_use / tool_result blocks become the trace, the question it echoes left out', () => {
    const read = readAnswererOutput(
      [
        { role: 'user', content: 'What does venetoclax target?' },
        { role: 'assistant', content: [{ type: 'tool_use', id: 'tu1', name: 'search', input: { q: 'venetoclax' } }] },
        { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'tu1', content: 'BCL2 inhibitor' }] },
        { role: 'assistant', content: [{ type: 'text', text: 'BCL2.' }] },
      ],
      'app',
    )
    expect(read.finalResponse).toBe('BCL2.')
    expect(read.traceMessages.map((m) => m.role)).toEqual(['assistant', 'tool', 'assistant'])
    expect(read.rawTrace).toContain('--- Tool Message (call_id: tu1) ---\nBCL2 inhibitor')
    expect(read.agentMetrics).toMatchObject({ tool_calls: 1, tools_used: ['search'] })
  })

  it('an AgentPort run keeps its agent_metrics and recursion flag; { rawTrace } is stored as given', () => {
    const run = { traceMessages: [{ role: 'assistant', content: 'BCL2' }], agentMetrics: { iterations: 7, limit_reached: true }, recursionLimitReached: true }
    expect(readAnswererOutput(run, 'app')).toMatchObject({ agentMetrics: { iterations: 7, limit_reached: true }, recursionLimitReached: true, finalResponse: 'BCL2' })
    expect(readAnswererOutput({ rawTrace: '--- AI Message ---\nBCL2' }, 'app')).toMatchObject({ rawTrace: '--- AI Message ---\nBCL2', traceMessages: [] })
  })

  it.each([
    [undefined, /app › \(root\): expected an answer, received undefined\. Accepted: a string/],
    [{ text: 'BCL2' }, /received an object with keys text\. Accepted:/],
    [[{ role: 'assistant', content: 'x', extra: 1 }], /app › \[0\]: unknown key|app › \[0\]: Unrecognized key/],
    [{ messages: [{ role: 'tool', content: 'x' }] }, /messages\[0\]\.tool_result: a tool message needs tool_result/],
  ])('%j is refused naming the path and the accepted shapes', (value, message) => {
    expect(() => readAnswererOutput(value, 'app')).toThrow(message)
  })
})
