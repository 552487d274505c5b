import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { reply, startLlmServer, type LlmServer, type NormalizedRequest } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { exactMatch } from '../../primitives/exact-match.js'
import { agenticTrait } from '../../rubric/traits/agentic-trait.js'
import { defineTemplate } from '../../template/define-template.js'
import { field } from '../../template/field.js'
import type { MatcherOptions } from './matcher-options.js'
import { scoreTrait, verifyResponse } from './verify-response.js'

const NO_RETRIES = { connection: { max_attempts: 0 }, timeout: { max_attempts: 0 }, rate_limit: { max_attempts: 0 }, server_error: { max_attempts: 0 } }
const Answer = defineTemplate({
  target: field(z.string(), { description: 'The protein target in out/report.csv', groundTruth: 'BCL2', check: exactMatch({ normalize: ['lowercase', 'strip'] }) }),
})

let server: LlmServer
let base: string
let ws: string
let options: MatcherOptions
beforeEach(async () => {
  server = await startLlmServer()
  base = mkdtempSync(path.join(tmpdir(), 'karenina-runner-ws-'))
  ws = path.join(base, 'agent-run')
  mkdirSync(path.join(ws, 'out'), { recursive: true })
  options = {
    question: 'Which protein does venetoclax target? Write it to out/report.csv.',
    judge: 'openai:gpt-judge',
    config: { replay: 'off' },
    modelOptions: { baseURL: server.openaiBaseURL, apiKey: 'sk-test', retryPolicy: NO_RETRIES, env: {} },
    workspace: ws,
  }
})
afterEach(async () => {
  await server.close()
  rmSync(base, { recursive: true, force: true })
})

type Req = Pick<NormalizedRequest, 'tools' | 'messages' | 'lastUserText' | 'system'>
const first = (r: Req) => r.tools.length > 0 && !r.messages.some((m) => m.role === 'tool')
const lastTool = (r: Req) => r.messages.filter((m) => m.role === 'tool').at(-1)!.text

/** The judge agent reads the report the test's agent wrote and reports its second column. */
function scriptJudge(): void {
  server.on({ match: first }, reply.toolCall('read_file', { path: 'out/report.csv' }))
  server.on({ match: (r) => r.tools.length > 0 }, (r) => JSON.stringify({ target: lastTool(r).trim().split('\n')[1]!.split(',')[1] }))
  server.on({ match: (r) => (r.system ?? '').includes('Score range') }, reply.json({ score: 5 }))
  server.on({ match: (r) => r.lastUserText.startsWith('Investigation report:\n\n{') }, (r) => reply.json(JSON.parse(r.lastUserText.replace('Investigation report:\n\n', '')) as never))
  server.on({}, (r) => reply.json({ result: r.lastUserText.includes('venetoclax,BCL2') }))
}

describe('toVerify / toScoreTrait with a workspace the test produced', () => {
  it('toVerify judges what the agent left in its workspace, which is kept as is', async () => {
    writeFileSync(path.join(ws, 'out', 'report.csv'), 'drug,target\nvenetoclax,BCL2\n')
    scriptJudge()
    const outcome = await verifyResponse('Done: the report is in out/report.csv.', Answer, options)
    expect(outcome.pass).toBe(true)
    expect(outcome.result.template?.agentic_parsing_performed).toBe(true)
    expect(server.requests.find(first)!.lastUserText).toBe(`Question: ${options.question}\n\nWorkspace directory: ${realpathSync(ws)}`)
    expect(readdirSync(base)).toEqual(['agent-run'])
    expect(existsSync(path.join(ws, 'out', 'report.csv'))).toBe(true)
  })

  it('a wrong file fails with the extracted value in the message', async () => {
    writeFileSync(path.join(ws, 'out', 'report.csv'), 'drug,target\nvenetoclax,MCL1\n')
    scriptJudge()
    const outcome = await verifyResponse('Done.', Answer, options)
    expect(outcome.pass).toBe(false)
    expect(outcome.message()).toContain('MCL1')
  })

  it('toScoreTrait takes an agentic trait investigated in the workspace', async () => {
    writeFileSync(path.join(ws, 'out', 'report.csv'), 'drug,target\nvenetoclax,BCL2\n')
    scriptJudge()
    const written = agenticTrait({ name: 'report_written', description: 'Does out/report.csv name the target?', kind: 'boolean', contextMode: 'workspace_only' })
    const outcome = await scoreTrait('Done.', written, true, options)
    expect(outcome.result.rubric?.agentic_trait_scores).toEqual({ report_written: true })
    expect(outcome.pass).toBe(true)
    const failed = await scoreTrait('Done.', written, false, options)
    expect(failed.pass).toBe(false)
    expect(failed.message()).toBe(
      // The judge's final report (scriptJudge), not the response 'Done.'.
      'expected trait report_written to score false, but scored true\n  investigation\'s conclusion: {"target":"BCL2"}',
    )
    const graded = agenticTrait({ name: 'report_quality', description: 'Rate the report.', kind: 'score', contextMode: 'workspace_only' })
    expect((await scoreTrait('Done.', graded, { atLeast: 4 }, options)).pass).toBe(true)
  })
})

describe('a workspace judged in place, recorded and replayed', () => {
  /** A fresh temp dir holding `agent-run/out/report.csv` (another path on each call, as in a real test). */
  function freshWorkspace(target: string): string {
    const dir = path.join(mkdtempSync(path.join(base, 'tmp-')), 'agent-run')
    mkdirSync(path.join(dir, 'out'), { recursive: true })
    writeFileSync(path.join(dir, 'out', 'report.csv'), `drug,target\nvenetoclax,${target}\n`)
    return dir
  }

  it('replays toVerify and an agentic toScoreTrait from another temp dir, the path masked as <workspace>', async () => {
    const cassette = path.join(base, 'judge.cassette.json')
    const recorded = freshWorkspace('MCL1')
    scriptJudge()
    const trait = agenticTrait({ name: 'report_written', description: 'Does out/report.csv name the target?', kind: 'boolean', contextMode: 'workspace_only' })
    const record = { ...options, workspace: recorded, cassette: { file: cassette, mode: 'record' as const } }
    const live = await verifyResponse('Done.', Answer, record)
    expect(live.pass).toBe(false)
    expect((await scoreTrait('Done.', trait, false, record)).pass).toBe(true)
    // Another test (question id) with the same prompt on a right report: its own entries, not the MCL1 run's.
    const right = { ...record, workspace: freshWorkspace('BCL2'), questionId: 'right report' }
    expect((await verifyResponse('Done.', Answer, right)).pass).toBe(true)
    const calls = server.requests.length
    const stored = readFileSync(cassette, 'utf8')
    expect(stored).not.toContain(realpathSync(recorded))
    expect(stored).toContain('Workspace directory: <workspace>')

    const other = freshWorkspace('MCL1')
    const replay = { ...options, workspace: other, cassette: { file: cassette, mode: 'replay' as const } }
    const replayed = await verifyResponse('Done.', Answer, replay)
    expect(replayed.pass).toBe(false)
    expect(replayed.message()).toContain('MCL1')
    expect(replayed.result.template?.parsed_llm_response).toEqual(live.result.template?.parsed_llm_response)
    const traitOutcome = await scoreTrait('Done.', trait, false, replay)
    expect(traitOutcome.result.rubric?.agentic_trait_scores).toEqual({ report_written: false })
    expect((await verifyResponse('Done.', Answer, { ...replay, workspace: freshWorkspace('BCL2'), questionId: 'right report' })).pass).toBe(true)
    expect(server.requests.length).toBe(calls)
  })
})
