import { describe, expect, it } from 'vitest'
import type { ChatMessage } from './chat-message-schema.js'
import { extractFinalAiMessage, prepareEvaluationInput } from './final-message.js'
import { messagesToRawTrace } from './messages-to-raw-trace.js'

const MESSAGES: ChatMessage[] = [
  { role: 'system', content: 'be brief' },
  { role: 'user', content: 'what is 6 x 7?' },
  {
    role: 'assistant',
    content: 'Let me check.',
    thinking: { thinking: 'multiply' },
    tool_calls: [{ id: 'abc', name: 'calc', input: { expr: '6*7', exact: true } }],
  },
  { role: 'tool', content: '42', tool_result: { tool_use_id: 'abc', is_error: false } },
  { role: 'tool', content: 'timeout', tool_result: { tool_use_id: 'def', is_error: true } },
  { role: 'assistant', content: 'The answer is 42.' },
]

describe('messagesToRawTrace', () => {
  it('renders Karenina’s harmonized format (system/user omitted, Python repr of tool args)', () => {
    expect(messagesToRawTrace(MESSAGES)).toBe(
      [
        '--- Thinking ---\nmultiply',
        "--- AI Message ---\nLet me check.\nTool Calls:\n  calc (call_abc)\n   Call ID: abc\n   Args: {'expr': '6*7', 'exact': True}",
        '--- Tool Message (call_id: abc) ---\n42',
        '--- Tool Message (call_id: def) ---\n[ERROR] timeout',
        '--- AI Message ---\nThe answer is 42.',
      ].join('\n\n'),
    )
  })

  it('omits Args for empty input and the AI block for an empty message', () => {
    const trace = messagesToRawTrace([
      { role: 'assistant', content: '', tool_calls: [{ id: '1', name: 'now', input: {} }] },
      { role: 'assistant', content: '' },
    ])
    expect(trace).toBe('--- AI Message ---\n\nTool Calls:\n  now (call_1)\n   Call ID: 1')
  })
})

describe('extractFinalAiMessage', () => {
  it('returns the last AI block without its tool calls', () => {
    expect(extractFinalAiMessage(messagesToRawTrace(MESSAGES))).toEqual({ message: 'The answer is 42.', error: null })
    expect(extractFinalAiMessage('--- AI Message ---\n  Final text \nTool Calls:\n  x (call_1)')).toEqual({ message: 'Final text', error: null })
  })

  it('returns a plain answer (no header lines) stripped', () => {
    expect(extractFinalAiMessage('  The answer is 42.\n')).toEqual({ message: 'The answer is 42.', error: null })
  })

  it('reports Karenina’s errors', () => {
    expect(extractFinalAiMessage(' \n\t').error).toBe('Empty or whitespace-only trace')
    expect(extractFinalAiMessage('--- AI Message ---\nhi\n--- Tool Message (call_id: 1) ---\nout').error).toBe(
      'Last message in trace is not an AI message',
    )
    expect(extractFinalAiMessage('--- AI Message ---\nTool Calls:\n  x (call_1)').error).toBe(
      'Final AI message has no text content (only tool calls)',
    )
  })

  it('splits on any "--- … ---" line, even inside an answer (Karenina quirk)', () => {
    expect(extractFinalAiMessage('--- AI Message ---\nIntro\n--- Summary ---\nDone').error).toBe('Last message in trace is not an AI message')
  })

  it('works on message lists', () => {
    expect(extractFinalAiMessage(MESSAGES)).toEqual({ message: 'The answer is 42.', error: null })
    expect(extractFinalAiMessage([]).error).toBe('Empty message list')
    expect(extractFinalAiMessage(MESSAGES.slice(0, 4)).error).toBe('Last message in trace is not an AI message')
    expect(extractFinalAiMessage(MESSAGES.slice(0, 3)).message).toBe('Let me check.')
    expect(extractFinalAiMessage([{ role: 'assistant', content: '', tool_calls: [] }]).error).toBe(
      'Final AI message has no text content (only tool calls)',
    )
  })
})

describe('prepareEvaluationInput', () => {
  it('returns the full trace (harmonized for lists) or the final message', () => {
    expect(prepareEvaluationInput(MESSAGES, true)).toEqual({ input: messagesToRawTrace(MESSAGES), error: null })
    expect(prepareEvaluationInput('raw', true)).toEqual({ input: 'raw', error: null })
    expect(prepareEvaluationInput(MESSAGES, false)).toEqual({ input: 'The answer is 42.', error: null })
  })

  it('falls back to the full trace with the reason', () => {
    const raw = '--- Tool Message (call_id: 1) ---\nout'
    expect(prepareEvaluationInput(raw, false)).toEqual({
      input: raw,
      error: 'Failed to extract final AI message: Last message in trace is not an AI message',
    })
  })
})
