import { describe, expect, it } from 'vitest'
import { collectSdkTrace, sdkUsage, type SdkStreamMessage } from './sdk-trace.js'

// Message shapes as Claude Code streams them (SDKAssistantMessage / SDKUserMessage / SDKResultMessage).
const assistant = (id: string, content: unknown[], extra: Partial<SdkStreamMessage> = {}): SdkStreamMessage => ({
  type: 'assistant',
  parent_tool_use_id: null,
  message: { id, content },
  ...extra,
})
const toolResult = (id: string, content: unknown, isError = false, parent: string | null = null): SdkStreamMessage => ({
  type: 'user',
  parent_tool_use_id: parent,
  message: { content: [{ type: 'tool_result', tool_use_id: id, content, ...(isError ? { is_error: true } : {}) }] },
})

describe('collectSdkTrace', () => {
  it('joins the blocks of one API message streamed as several assistant messages, thinking included', () => {
    const trace = collectSdkTrace([
      { type: 'system', subtype: 'init' },
      assistant('msg_1', [{ type: 'thinking', thinking: 'Find the file.', signature: 'sig' }]),
      assistant('msg_1', [{ type: 'text', text: 'Looking.' }]),
      assistant('msg_1', [{ type: 'tool_use', id: 'toolu_1', name: 'Glob', input: { pattern: '*.csv' } }]),
      toolResult('toolu_1', [{ type: 'text', text: 'a.csv' }, { type: 'text', text: 'b.csv' }]),
      assistant('msg_2', [{ type: 'text', text: 'Two files.' }]),
      { type: 'result', subtype: 'success', result: 'Two files.', usage: { input_tokens: 10, output_tokens: 4 } },
    ])
    expect(trace.messages).toEqual([
      {
        role: 'assistant',
        content: 'Looking.',
        thinking: { thinking: 'Find the file.', signature: 'sig' },
        tool_calls: [{ id: 'toolu_1', name: 'Glob', input: { pattern: '*.csv' } }],
      },
      { role: 'tool', content: 'a.csv\nb.csv', tool_result: { tool_use_id: 'toolu_1', is_error: false } },
      { role: 'assistant', content: 'Two files.' },
    ])
    expect(trace.modelCalls).toBe(2)
    expect(trace.result?.subtype).toBe('success')
  })

  it('keeps error flags, leaves sub-agent messages out and records the first API error', () => {
    const trace = collectSdkTrace([
      assistant('msg_1', [{ type: 'tool_use', id: 'toolu_1', name: 'Read', input: { file_path: '/etc/passwd' } }]),
      toolResult('toolu_1', 'outside the workspace', true),
      assistant('sub_1', [{ type: 'text', text: 'sub-agent talk' }], { parent_tool_use_id: 'toolu_9' }),
      toolResult('toolu_8', 'sub-agent tool', false, 'toolu_9'),
      assistant('msg_2', [{ type: 'text', text: 'API Error: 429' }], { error: 'rate_limit' }),
    ])
    expect(trace.messages.map((m) => m.role)).toEqual(['assistant', 'tool', 'assistant'])
    expect(trace.messages[1]!.tool_result).toEqual({ tool_use_id: 'toolu_1', is_error: true })
    expect(trace.apiError).toBe('rate_limit')
    expect(trace.result).toBeUndefined()
  })

  it('takes usage from the result message, and calls it unavailable without one', () => {
    expect(sdkUsage({ type: 'result', usage: { input_tokens: 12, output_tokens: 3, cache_read_input_tokens: 5 } }, 'claude_agent_sdk:m').usage).toMatchObject({
      input_tokens: 12,
      output_tokens: 3,
      total_tokens: 15,
      input_token_details: { cache_read: 5 },
      model: 'claude_agent_sdk:m',
    })
    expect(sdkUsage(undefined, 'm').unavailable).toBe(true)
  })
})
