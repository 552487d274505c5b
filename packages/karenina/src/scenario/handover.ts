import { mkdir, mkdtemp, tmpdir, writeFile } from '../utils/lazy-node.js'
import { join } from 'node:path'
import { pyRepr } from '../compat/py-str.js'
import type { ChatMessage } from '../llm/ports.js'
import type { HandoverKind } from './scenario-definition.js'

/** A message of the scenario conversation with who produced it (`__user__` for the scenario's prompts). */
export interface TaggedMessage {
  message: ChatMessage
  agentId: string
}

/** Between the transcript and the question (Karenina `TRANSCRIPT_SEPARATOR`). */
export const TRANSCRIPT_SEPARATOR = '\n\n---\n\n'

/**
 * The labelled transcript of the conversation (Karenina `format_transcript`): one line per content block,
 * `[__user__] text` for scenario prompts, `[agent:role:text|tool_use|tool_result] …` otherwise; thinking
 * blocks are left out.
 */
export function formatTranscript(messages: readonly TaggedMessage[]): string {
  const lines: string[] = []
  for (const { message, agentId } of messages) {
    const label = (type: string) => (agentId === '__user__' ? '[__user__]' : `[${agentId}:${message.role}:${type}]`)
    if (message.role === 'tool') {
      lines.push(`${label('tool_result')} ${message.content}`)
      continue
    }
    if (message.content !== '') lines.push(`${label('text')} ${message.content}`)
    for (const call of message.tool_calls ?? []) {
      const args = Object.entries(call.input ?? {}).map(([k, v]) => `${k}=${pyRepr(v)}`).join(', ')
      lines.push(`${label('tool_use')} ${call.name}(${args})`)
    }
  }
  return lines.join('\n')
}

/** Where a materialized transcript is written. */
export interface MaterializeOptions {
  /** `<root>/.karenina/traces/`; @default a new temporary directory */
  workspaceRoot?: string | null
  nodeId: string
  turn: number
}

/** The instructions appended to the question of a `transcript_materialize` handover (Karenina's exact text). */
export function materializeReference(tracePath: string): string {
  return (
    '\n\nThe full conversation trace from prior turns has been saved as a plain-text file at:\n' +
    `  ${tracePath}\n\n` +
    'The file starts with a header line reading `# KARENINA CONVERSATION TRACE`. It contains the prior ' +
    'conversation structured as XML turns with <turn>, <system_prompt>, <user>, and <assistant> elements.\n\n' +
    'Recommended workflow:\n' +
    '1. Read the entire file for full context. If Read truncates, keep calling Read with increasing offset until you reach the end.\n' +
    '2. Use Grep with targeted patterns to pinpoint salient passages.\n' +
    '3. Base your judgment on the evidence in the file.\n\n' +
    'Note: large content blocks may have been offloaded to separate files in the artifacts/ subdirectory. ' +
    'When you see an XML element with offloaded="true", the element body contains the file path.'
  )
}

const TRACE_HEADER =
  '# =============================================================\n' +
  '# KARENINA CONVERSATION TRACE\n' +
  '# -------------------------------------------------------------\n' +
  '# This file contains the prior conversation from a multi-turn\n' +
  '# scenario, structured for file-tool access.\n' +
  '# =============================================================\n\n'

async function materialize(transcript: string, question: string, options: MaterializeOptions): Promise<string> {
  const dir = options.workspaceRoot ? join(options.workspaceRoot, '.karenina', 'traces') : await mkdtemp(join(tmpdir(), 'karenina_traces_'))
  await mkdir(dir, { recursive: true })
  const safeId = `${options.nodeId}_handover`.replace(/[^a-zA-Z0-9_-]/g, '_')
  const path = join(dir, `${safeId}_turn${options.turn}_trace.txt`)
  // The transcript is written in its labelled form, not re-shaped into XML turns (docs/divergences.md).
  await writeFile(path, `${TRACE_HEADER}# QUESTION CONTEXT\n# =================\n${transcript}${TRANSCRIPT_SEPARATOR}${question}\n\n`, 'utf8')
  return path
}

/**
 * The question text of the next turn after a handover edge (Karenina `apply_handover`): prepend/append the
 * transcript with {@link TRANSCRIPT_SEPARATOR}, or write it to a file and append instructions to read it.
 * A handover replaces the conversation history: the next turn starts a fresh conversation.
 */
export async function applyHandover(kind: HandoverKind, messages: readonly TaggedMessage[], question: string, options: MaterializeOptions): Promise<string> {
  const transcript = formatTranscript(messages)
  if (kind === 'transcript_prepend') return transcript + TRANSCRIPT_SEPARATOR + question
  if (kind === 'transcript_append') return question + TRANSCRIPT_SEPARATOR + transcript
  const path = await materialize(transcript, question, options)
  return question + materializeReference(path)
}
