import type { Writable } from 'node:stream'

/** Where a command reads its environment and writes its output (injectable, so tests run it in-process). */
export interface CliIo {
  /** Results and summaries. */
  stdout: Writable
  /** Progress, warnings and errors. */
  stderr: Writable
  env: Record<string, string | undefined>
  /** Base of relative paths. */
  cwd: string
}

/** Writes a line. */
export function writeLine(stream: Writable, text = ''): void {
  stream.write(`${text}\n`)
}

/** True when the stream is an interactive terminal (and not a CI log, which renders bars poorly). */
export function isInteractive(stream: Writable, env: CliIo['env']): boolean {
  return (stream as Writable & { isTTY?: boolean }).isTTY === true && !env['CI']
}

/** Colours on a terminal unless NO_COLOR is set (or FORCE_COLOR asks for them anyway). */
export function useColor(stream: Writable, env: CliIo['env']): boolean {
  if (env['NO_COLOR']) return false
  if (env['FORCE_COLOR'] && env['FORCE_COLOR'] !== '0') return true
  return (stream as Writable & { isTTY?: boolean }).isTTY === true
}
