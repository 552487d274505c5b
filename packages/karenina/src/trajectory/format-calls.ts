import { formatTextTable } from '../utils/text-table.js'
import type { TrajectoryToolCall } from './tool-trajectory.js'

const MAX_ARGS = 80

/** `name({"q":"BCL2"})`, the arguments shortened. */
export function formatCall(name: string, args: Readonly<Record<string, unknown>> | undefined): string {
  if (args === undefined) return `${name}(…)`
  let text: string
  try {
    text = JSON.stringify(args) ?? ''
  } catch {
    text = '[arguments not JSON]'
  }
  return `${name}(${text.length > MAX_ARGS ? `${text.slice(0, MAX_ARGS - 1)}…` : text})`
}

/** An actual call with its step, and `[error]` when the tool reported one. */
export function formatActual(call: TrajectoryToolCall): string {
  return `${formatCall(call.name, call.args)}  step ${call.step}${call.isError ? ' [error]' : ''}`
}

/** Rows of expected and actual calls side by side; `mark` says whether the row's two sides match. */
export function sideBySide(rows: readonly { expected?: string; actual?: string; mark: boolean }[]): string {
  if (rows.length === 0) return '  (no tool calls expected, none made)'
  return formatTextTable(['', 'expected', 'actual'], rows.map((row) => [row.mark ? '✓' : '✗', row.expected ?? '—', row.actual ?? '—']), { indent: '  ' })
}

/** The actual sequence alone, `mark` flagging calls (e.g. the ones a name matched). */
export function actualSequence(calls: readonly TrajectoryToolCall[], mark: (call: TrajectoryToolCall) => boolean = () => false): string {
  if (calls.length === 0) return '  (no tool calls)'
  return calls.map((call, i) => `  ${mark(call) ? '→' : ' '} ${i + 1}. ${formatActual(call)}`).join('\n')
}
