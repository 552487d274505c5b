// Node's write errors carry no file name; every writer of a run must name its file. The ENOSPC here is real:
// the writers write through a symlink to /dev/full, where every write fails with it.
import { existsSync } from 'node:fs'
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ProgressiveResultWriter } from '../batch/progressive-save.js'
import { writeHtmlReport } from '../report/html-report.js'
import { makeResult } from '../../test/fixtures/results/make-result.js'
import { ScenarioExecutionResult } from '../results/scenario-execution-result.js'
import { ScenarioProgressWriter } from '../scenario/run/scenario-progress-file.js'
import { nameFileInError } from './name-file-in-error.js'
import { writeOutputText } from './output-file.js'

const hasDevFull = existsSync('/dev/full')
if (!hasDevFull) console.warn('name-file-in-error.test: /dev/full is absent on this system; the real-ENOSPC writer tests are skipped')

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'karenina-enospc-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const errorOf = (promise: Promise<unknown>): Promise<NodeJS.ErrnoException> =>
  promise.then(
    () => {
      throw new Error('the write did not fail')
    },
    (error: unknown) => error as NodeJS.ErrnoException,
  )

describe('nameFileInError', () => {
  it.runIf(hasDevFull)('names the file in a real ENOSPC, in `path`, the message and the stack', async () => {
    const error = await errorOf(writeFile('/dev/full', 'x'))
    expect(error.path).toBeUndefined()
    expect(nameFileInError(error, '/out/results.jsonl')).toBe(error)
    expect(error).toMatchObject({ code: 'ENOSPC', path: '/out/results.jsonl', message: "ENOSPC: no space left on device, write '/out/results.jsonl'" })
    expect(error.stack?.split('\n')[0]).toBe("Error: ENOSPC: no space left on device, write '/out/results.jsonl'")
  })

  it('leaves an error that already names its path, and errors without a code, as they are', () => {
    const named = Object.assign(new Error("ENOENT: no such file or directory, open '/a'"), { code: 'ENOENT', path: '/a' })
    nameFileInError(named, '/b')
    expect(named).toMatchObject({ path: '/a', message: "ENOENT: no such file or directory, open '/a'" })
    const plain = new Error('boom')
    nameFileInError(plain, '/b')
    expect(plain.message).toBe('boom')
    expect(nameFileInError('not an error', '/b')).toBe('not an error')
  })
})

describe.runIf(hasDevFull)('writers name their file on a full disk', () => {
  it('progressive save: the failed line names the JSONL file, and the next line is still attempted', async () => {
    const jsonl = join(dir, 'run.results.jsonl')
    await symlink('/dev/full', jsonl)
    const { writer } = await ProgressiveResultWriter.open({ jsonl })
    const first = await errorOf(writer.append(makeResult()))
    expect(first).toMatchObject({ code: 'ENOSPC', path: jsonl, message: `ENOSPC: no space left on device, write '${jsonl}'` })
    const second = await errorOf(writer.append(makeResult()))
    expect(second).toMatchObject({ code: 'ENOSPC', path: jsonl })
    await writer.close()
  })

  it('the output writer (results files, reports) names its file', async () => {
    const results = join(dir, 'results.json')
    await symlink('/dev/full', results)
    const error = await errorOf(writeOutputText(results, '{"results": []}'))
    expect(error).toMatchObject({ code: 'ENOSPC', path: results, message: `ENOSPC: no space left on device, write '${results}'` })
  })

  it('the HTML report names its file', async () => {
    const html = join(dir, 'report.html')
    await symlink('/dev/full', html)
    const error = await errorOf(writeHtmlReport(html, [makeResult()]))
    expect(error).toMatchObject({ code: 'ENOSPC', path: html, message: `ENOSPC: no space left on device, write '${html}'` })
  })

  it('scenario progress: the failed run names the JSONL file, and a later run is still attempted', async () => {
    const jsonl = join(dir, 'scenarios.jsonl')
    await symlink('/dev/full', jsonl)
    const run = ScenarioExecutionResult.fromRecord({
      scenario_id: 's1',
      status: 'completed',
      path: [],
      turn_count: 0,
      history: [],
      final_state: { turn: 0, current_node: 'a', verify_result: null, parsed: {}, node_visits: {}, accumulated: {}, node_results: {} },
      outcome_results: {},
      terminal_failure: null,
      replicate: null,
      answering_model: null,
      parsing_model: null,
    })
    const { writer } = await ScenarioProgressWriter.open({ jsonl })
    expect(await errorOf(writer.append(run))).toMatchObject({ code: 'ENOSPC', path: jsonl, message: `ENOSPC: no space left on device, write '${jsonl}'` })
    // Before, the queue stayed rejected: every later run failed with the first run's error, unwritten.
    const second = errorOf(writer.append(run))
    expect(await second).toMatchObject({ code: 'ENOSPC', path: jsonl })
    await writer.close()
  })
})
