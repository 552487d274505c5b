import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createProgressReporter } from './progress-reporter.js'

function capture(): { stream: Writable; text: () => string } {
  let out = ''
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      out += chunk.toString('utf8')
      done()
    },
  })
  return { stream, text: () => out }
}

describe('plain progress in batch mode', () => {
  it('prints a line when a batch is submitted or picked up, when its status changes (not on every poll), and when it ends', () => {
    const { stream, text } = capture()
    const reporter = createProgressReporter('plain', stream, {})
    const ref = { batchId: 'batch_1', provider: 'openai' as const, model: 'gpt-4.1-mini' }
    reporter.onEvent({ type: 'batch-submitted', ...ref, calls: 200, resumed: false })
    reporter.onEvent({ type: 'batch-polled', ...ref, status: 'in_progress', done: 0, total: 200 })
    reporter.onEvent({ type: 'batch-polled', ...ref, status: 'in_progress', done: 0, total: 200 })
    reporter.onEvent({ type: 'batch-polled', ...ref, status: 'in_progress', done: 120, total: 200 })
    reporter.onEvent({ type: 'batch-ended', ...ref, succeeded: 198, errored: 1, unprocessed: 1 })
    reporter.onEvent({ type: 'batch-submitted', ...ref, batchId: 'batch_0', calls: 50, resumed: true })
    reporter.onEvent({ type: 'batch-submitted', ...ref, batchId: 'msgbatch_9', calls: 50, resumed: true, unverified: true })
    reporter.onEvent({ type: 'batch-rejected', ...ref, batchId: 'msgbatch_9', calls: 50 })
    expect(text().trim().split('\n')).toEqual([
      'batch batch_1 submitted: 200 calls to openai gpt-4.1-mini',
      'batch batch_1: in_progress 0/200',
      'batch batch_1: in_progress 120/200',
      'batch batch_1 ended: 198 succeeded, 1 errored, 1 unprocessed (sent live)',
      'batch batch_0 picked up from the resumed run: 50 calls to openai gpt-4.1-mini',
      'batch msgbatch_9 found for the resumed run (its requests are checked once it ends): 50 calls to openai gpt-4.1-mini',
      "batch msgbatch_9 holds other requests than the resumed run's: not used, its 50 calls go into a new batch",
    ])
  })
})
