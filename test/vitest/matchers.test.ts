import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fault, reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { loadResults } from 'karenina'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scriptWorkspaceJudge } from '../jest/helpers/scripted-models.js'
import { fixtureProject, type FixtureProject, type VitestMajor } from './support/fixture-project.js'

// Real vitest 4 and 5 processes on a project using every matcher, judged by the loopback server.

let server: LlmServer
beforeAll(async () => {
  server = await startLlmServer()
  scriptWorkspaceJudge(server)
  server.on({ model: 'gpt-answerer' }, 'Done: the report is in out/report.csv.')
  server.on({ model: 'gpt-judge', match: 'Traits to Evaluate' }, reply.json({ scores: { conciseness: 5 } }))
  server.on({ model: 'gpt-judge', match: 'MCL1' }, reply.json({ target: 'MCL1' }))
  // Every attempt of the garbled case (parser feedback retries included) gets an invalid object.
  server.on({ model: 'gpt-judge', match: (r) => JSON.stringify(r.messages).includes('garbled') }, fault.schemaViolation())
  server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
})
afterAll(async () => {
  await server?.close()
})

const env = () => ({
  OPENAI_BASE_URL: server.openaiBaseURL,
  OPENAI_API_KEY: 'sk-e2e',
  KARENINA_JUDGE_MODEL: 'openai:gpt-judge',
  KARENINA_FIXED_TIME: '2026-02-03T04:05:06Z',
})

describe.each([4, 5] as VitestMajor[])('vitest %i', (major) => {
  let project: FixtureProject
  beforeAll(async () => {
    project = await fixtureProject('matchers', major)
  })
  afterAll(async () => {
    await project?.remove()
  })

  it('runs the matchers, fails the right tests with readable messages, and writes the result set', async () => {
    // vitest 4 loads the reporter from the bare name `karenina`; vitest 5 through `vitest-karenina/reporter`
    // with its `outputFile.karenina` option.
    const reporterArgs =
      major === 4 ? ['--reporter', 'default', '--reporter', 'karenina'] : ['--reporter', 'default', '--reporter', 'vitest-karenina/reporter', '--outputFile.karenina=out/results.json']
    const run = await project.vitest(['run', ...reporterArgs], env())
    const output = run.stdout + run.stderr
    expect(run.code, output).toBe(1)
    expect(output).toMatch(/5 failed \| 9 passed|9 passed.*5 failed/s)
    expect(output).toContain('expected the response to verify against the template, but it is a wrong answer:')
    expect(output).toMatch(/✗ target\n\s+extracted: +"MCL1"\n\s+ground truth: +"BCL2"\n\s+primitive: +ExactMatch\(/)
    expect(output).toContain('the judge failed to produce a valid object (langchain:gpt-judge); this is a parsing failure, not a wrong answer.')
    expect(output).toContain('Karenina: 15 results, 8 passed, 5 failed, 2 wrong answers, both asserted with .not')
    expect(output).toMatch(/○ venetoclax: not\.toVerify passes on a wrong answer \(manual:response.*\): wrong answer/)
    // workspace.test.ts: the judge investigated the directory each test wrote.
    expect(output).toMatch(/FAIL +workspace\.test\.ts > workspace: a wrong report fails on its content\n[^⎯]*✗ target\n\s+extracted: +"MCL1"\n\s+ground truth: +"BCL2"/)
    expect(output).toMatch(/FAIL +benchmark-workspace\.test\.ts > workspaces > bench-ws-wrong\n[^⎯]*✗ target\n\s+extracted: +"MCL1"\n\s+ground truth: +"BCL2"/)
    expect(output).toMatch(/expected trait report_names_bcl2 to score true, but scored false\n\s+investigation's conclusion: \{"target":"MCL1"\}/)

    const file = join(project.dir, major === 4 ? 'karenina-results.json' : 'out/results.json')
    const set = loadResults(await readFile(file, 'utf8'), { source: file })
    const byTest = new Map<string, string[]>()
    for (const r of set.results) {
      const verdict = r.metadata.failure === null ? `pass:${r.template?.verify_result ?? r.rubric?.regex_trait_scores?.['citations'] ?? 'ok'}` : r.metadata.failure.category
      byTest.set(r.metadata.question_id, [...(byTest.get(r.metadata.question_id) ?? []), verdict])
    }
    expect(Object.fromEntries(byTest)).toEqual({
      'venetoclax: a right answer verifies': ['pass:true'],
      'venetoclax: a wrong answer fails with the fields': ['content'],
      'venetoclax: a garbled judge is a parsing failure': ['parsing'],
      'venetoclax: not.toVerify passes on a wrong answer': ['content'],
      'an agent trace verifies on its final message': ['pass:true'],
      'rubric traits: citations (regex) and conciseness (judge)': ['pass:true', 'pass:ok'],
      'templates unit-tested without a judge': ['pass:true', 'content'],
      'workspace: the report the agent wrote verifies': ['pass:true'],
      'workspace: a wrong report fails on its content': ['content'],
      'workspace: an agentic trait checks the report': ['pass:ok'],
      'workspace: an agentic trait fails on a wrong report': ['pass:ok'],
      'bench-ws-right': ['pass:true'],
      'bench-ws-wrong': ['content'],
    })
    const traits = set.results.filter((r) => r.rubric?.agentic_trait_scores).map((r) => r.rubric?.agentic_trait_scores)
    expect(traits).toEqual([{ report_names_bcl2: true }, { report_names_bcl2: false }])
    // describeBenchmark's questions (each judge investigated its question's copy), then the matchers' workspaces.
    const investigated = set.results.filter((r) => r.template?.agentic_parsing_performed)
    expect(investigated.map((r) => [r.metadata.question_id, r.template?.verify_result])).toEqual([
      ['bench-ws-right', true],
      ['bench-ws-wrong', false],
      ['workspace: the report the agent wrote verifies', true],
      ['workspace: a wrong report fails on its content', false],
    ])
    const scored = set.results.find((r) => r.rubric?.llm_trait_scores?.['conciseness'] !== undefined)
    expect(scored?.rubric?.llm_trait_scores).toEqual({ conciseness: 5 })
  }, 60_000)

  it('type-checks a project that uses every matcher', async () => {
    const result = await project.tsc()
    expect(result.stdout + result.stderr).toBe('')
    expect(result.code).toBe(0)
  }, 60_000)
})

describe('cassettes work like snapshots (vitest 4)', () => {
  let project: FixtureProject
  beforeAll(async () => {
    project = await fixtureProject('matchers', 4)
  })
  afterAll(async () => {
    await project?.remove()
  })

  it('a replay miss fails, `vitest -u` records, and replay needs no server', async () => {
    const replay = { ...env(), KARENINA_REPLAY: 'replay' }
    const missing = await project.vitest(['run', '-t', 'a right answer'], replay)
    expect(missing.stdout + missing.stderr).toContain('re-record it with KARENINA_REPLAY=record')
    expect(missing.code).toBe(1)

    const recorded = await project.vitest(['run', '-u'], replay)
    expect(recorded.stdout).toContain('5 failed | 9 passed')
    const cassette = JSON.parse(await readFile(join(project.dir, '__karenina__', 'matchers.test.ts.json'), 'utf8')) as { entries: object }
    expect(Object.keys(cassette.entries).length).toBeGreaterThan(0)

    // No server at this address: every judge call must come from the cassette, the workspace tests' too
    // (each run writes its report into a new temp dir, whose path the cassette masks as <workspace>).
    const wsCassette = await readFile(join(project.dir, '__karenina__', 'workspace.test.ts.json'), 'utf8')
    expect(wsCassette).toContain('Workspace directory: <workspace>')
    expect(wsCassette).not.toContain('karenina-vitest-ws-')
    const offline = await project.vitest(['run', '--reporter', 'default', '--reporter', 'karenina'], { ...replay, OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' })
    expect(offline.stdout).toContain('5 failed | 9 passed')
    expect(offline.stdout).toContain('Karenina: 15 results, 8 passed, 5 failed, 2 wrong answers, both asserted with .not')
  }, 60_000)

  it('`vitest -u` and KARENINA_REPLAY=record refresh an existing cassette with the current replies', async () => {
    const cassette = join(project.dir, '__karenina__', 'matchers.test.ts.json')
    const first = await readFile(cassette, 'utf8') // recorded by the test above
    const replay = { ...env(), KARENINA_REPLAY: 'replay' }
    const failedCount = (output: string) => Number(/Tests +(\d+) failed/.exec(output)?.[1] ?? 0)

    // The model now answers differently: -u re-asks it for every call and rewrites the cassette.
    await using changed = await startLlmServer()
    changed.on({ model: 'gpt-judge', match: 'Traits to Evaluate' }, reply.json({ scores: { conciseness: 1 } }))
    changed.on({ model: 'gpt-judge' }, reply.json({ target: 'MCL1' }))
    const updated = await project.vitest(['run', '-u'], { ...replay, OPENAI_BASE_URL: changed.openaiBaseURL })
    expect(changed.requests.length, updated.stdout + updated.stderr).toBeGreaterThan(0)
    const refreshed = await readFile(cassette, 'utf8')
    expect(refreshed).not.toBe(first)
    // Offline, the refreshed cassette gives the new replies' verdicts.
    const offline = await project.vitest(['run'], { ...replay, OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' })
    expect(failedCount(offline.stdout)).toBeGreaterThan(5)

    // Recording against the original model gives back the first cassette, byte for byte (diff-friendly, no
    // timestamps), and its verdicts.
    const rerecorded = await project.vitest(['run'], { ...env(), KARENINA_REPLAY: 'record' })
    expect(failedCount(rerecorded.stdout), rerecorded.stdout + rerecorded.stderr).toBe(5)
    expect(await readFile(cassette, 'utf8')).toBe(first)
  }, 60_000)
})
