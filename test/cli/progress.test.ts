// The progress display of `karenina verify`: a live cli-progress bar on a terminal, one plain line per
// result otherwise (CI logs, pipes). Driven by real results of a run against the loopback server.
import { PassThrough } from 'node:stream'
import type { VerificationResult } from 'karenina'
import { beforeAll, describe, expect, it } from 'vitest'
import { createProgressReporter } from '../../packages/karenina/src/cli/progress-reporter.js'
import { isInteractive } from '../../packages/karenina/src/cli/cli-io.js'
import { runSample } from '../report/fixtures/sample-run.js'

let results: VerificationResult[]
beforeAll(async () => {
  results = (await runSample()).results
})

function capture(tty: boolean): { stream: PassThrough; text: () => string } {
  const stream = new PassThrough()
  Object.assign(stream, { isTTY: tty, columns: 100 })
  let out = ''
  stream.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')))
  return { stream, text: () => out }
}

function feed(reporter: ReturnType<typeof createProgressReporter>): void {
  reporter.onEvent({ type: 'run-started', total: results.length + 1, resumed: 1, toRun: results.length })
  results.forEach((result, i) => {
    const task = { questionId: result.metadata.question_id, answeringKey: '', parsingKey: '', replicate: null }
    reporter.onEvent({ type: 'task-finished', task, result, total: results.length + 1, completed: i + 2, running: 0 })
  })
  reporter.stop()
}

describe('progress display', () => {
  it('draws a bar with counts on a terminal', () => {
    const { stream, text } = capture(true)
    feed(createProgressReporter('bar', stream))
    const out = text()
    // The last frame: all done, with the verdict counts of the sample (4 pass, 1 fail, 1 error).
    expect(out).toContain('7/7 | 4 pass · 1 fail · 1 error')
    expect(out).toContain('█')
  })

  it('writes one line per result otherwise, with the failure reason', () => {
    const { stream, text } = capture(false)
    feed(createProgressReporter('plain', stream))
    const lines = text().trimEnd().split('\n')
    expect(lines[0]).toBe(`verifying ${results.length} of ${results.length + 1} tasks (1 already done in the resumed file)`)
    expect(lines).toHaveLength(results.length + 1)
    expect(lines.filter((l) => /^\[\d\/7\] error q-mrna\s+openai_endpoint:gpt-sloppy → openai_endpoint:gpt-judge\s+\(parsing: /.test(l))).toHaveLength(1)
    expect(lines.filter((l) => /^\[\d\/7\] fail  q-chromosomes /.test(l))).toHaveLength(1)
  })

  it('uses the bar only on an interactive terminal outside CI', () => {
    expect(isInteractive(capture(true).stream, {})).toBe(true)
    expect(isInteractive(capture(true).stream, { CI: 'true' })).toBe(false)
    expect(isInteractive(capture(false).stream, {})).toBe(false)
  })
})
