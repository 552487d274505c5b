import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { loadResults } from 'karenina'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { assertBuilt, copyFixture, runJest, type ProcessRun } from './helpers/jest-project.js'
import { fixtureEnv, judgeSees, scriptWorkspaceJudge } from './helpers/scripted-models.js'

/** The block jest prints for one failed test (from its `●` header to the next). */
function failureOf(run: ProcessRun, title: string): string {
  const start = run.output.indexOf(`● ${title}`)
  if (start < 0) throw new Error(`no failure reported for "${title}" in:\n${run.output}`)
  const next = run.output.indexOf('●', start + 1)
  return run.output.slice(start, next < 0 ? undefined : next)
}

// The matchers end to end: jest-karenina/setup in a fixture project, the loopback server as the judge.
describe('jest-karenina: toVerify, toScoreTrait, toSatisfyTemplate', () => {
  let server: LlmServer
  let project: ReturnType<typeof copyFixture>
  let run: ProcessRun

  beforeAll(async () => {
    assertBuilt()
    server = await startLlmServer()
    scriptWorkspaceJudge(server)
    judgeSees(server, 'targets BCL2', { target: 'BCL2' })
    judgeSees(server, 'inhibits MCL1', { target: 'MCL1' })
    // A judge that never returns JSON (the parser retries, then gives up).
    server.on({ model: 'gpt-judge', match: (r) => r.messages.some((m) => m.text.includes('unclear to me')) }, reply.text('I cannot tell.'))
    judgeSees(server, 'Answer to Evaluate\nBCL2.', { scores: { conciseness: 4 } })
    judgeSees(server, 'where to begin', { scores: { conciseness: 2 } })
    project = copyFixture('matchers')
    run = await runJest(project.dir, ['--verbose'], fixtureEnv(server))
  }, 60_000)
  afterAll(async () => {
    await server?.close()
    project?.cleanup()
  })

  test('passing and failing matchers give the test verdicts and jest fails the run', () => {
    expect(run.code).toBe(1)
    for (const passing of [
      'venetoclax: right answer verifies',
      'venetoclax: wrong answer does not verify (negated)',
      'citations: regex trait holds',
      'conciseness: the judge scores it at least 3',
      'chromosomes: values satisfy the template',
      'setup: the default test timeout is raised to 60 s',
      'workspace: the report the agent wrote verifies',
      'workspace: an agentic trait checks the report',
    ]) {
      expect(run.output).toContain(`✓ ${passing}`)
    }
    expect(run.output).toContain('✓ venetoclax: passes on retry')
    expect(run.output).toMatch(/Tests: +7 failed, 9 passed, 16 total/)
  })

  test('a wrong answer shows per field what the judge extracted, the ground truth and the primitive', () => {
    const message = failureOf(run, 'venetoclax: wrong answer fails')
    expect(message).toContain('expected the response to verify against the template, but it is a wrong answer')
    expect(message).toMatch(/✗ target\s+extracted: +"MCL1"\s+ground truth: +"BCL2"\s+primitive: +ExactMatch\(normalize=\["lowercase", "strip", "remove_punctuation"\]\)/)
  })

  test('a judge that never produced a valid object is reported as a parsing failure, not a wrong answer', () => {
    const message = failureOf(run, 'venetoclax: judge without a valid object fails as a parsing failure')
    expect(message).toContain('the judge failed to produce a valid object (langchain:gpt-judge); this is a parsing failure, not a wrong answer')
    expect(message).not.toContain('wrong answer:')
  })

  test('toScoreTrait reports the score against the expectation; toSatisfyTemplate reports the fields', () => {
    expect(failureOf(run, 'citations: regex trait fails')).toContain('expected trait citations to score true, but scored false')
    expect(failureOf(run, 'conciseness: a rambling answer scores below 3')).toMatch(/expected trait conciseness to score ≥ 3, but .*2/)
    expect(failureOf(run, 'chromosomes: values do not satisfy the template')).toMatch(/✗ pairs\s+extracted: +24(\.0)?\s+ground truth: +23/)
  })

  test('every matcher attaches its VerificationResult; the reporter writes them all, in test order', () => {
    const set = loadResults(readFileSync(join(project.dir, 'karenina-results.json'), 'utf8'), { source: 'karenina-results.json' })
    expect(set.results).toHaveLength(15)
    // retry.test.js comes first; its first attempt's wrong answer was replaced by the retry's result.
    const retried = set.results.shift()!
    expect(retried.template?.parsed_llm_response).toEqual({ target: 'BCL2' })
    expect(retried.template?.verify_result).toBe(true)
    const judged = set.results.slice(0, 4)
    expect(judged.map((r) => r.template?.verify_result ?? null)).toEqual([true, false, null, false])
    expect(judged[2]!.metadata.failure?.category).toBe('parsing')
    expect(judged.every((r) => r.metadata.parsing.model_name === 'gpt-judge')).toBe(true)
    expect(set.results.slice(4, 6).map((r) => r.rubric?.regex_trait_scores?.citations)).toEqual([true, false])
    expect(set.results.slice(6, 8).map((r) => r.rubric?.llm_trait_scores?.conciseness)).toEqual([4, 2])
    expect(set.results.slice(8, 10).map((r) => r.template?.verify_result)).toEqual([true, false])
    // workspace.test.js: the judge investigated each test's own workspace.
    const investigated = set.results.slice(10)
    expect(investigated.slice(0, 2).map((r) => [r.template?.agentic_parsing_performed, r.template?.verify_result])).toEqual([[true, true], [true, false]])
    expect(investigated.slice(2).map((r) => r.rubric?.agentic_trait_scores)).toEqual([{ report_names_bcl2: true }, { report_names_bcl2: false }])
    // A matcher's question id is its test's name (as in vitest-karenina), not the question text's URN.
    expect(judged.map((r) => r.metadata.question_id)).toEqual([
      'venetoclax: right answer verifies',
      'venetoclax: wrong answer fails',
      'venetoclax: judge without a valid object fails as a parsing failure',
      'venetoclax: wrong answer does not verify (negated)',
    ])
  })

  test('{ workspace }: a wrong file fails per field; an agentic trait shows the investigation\'s conclusion', () => {
    expect(failureOf(run, 'workspace: a wrong report fails on its content')).toMatch(/✗ target\s+extracted: +"MCL1"\s+ground truth: +"BCL2"/)
    const trait = failureOf(run, 'workspace: an agentic trait fails on a wrong report')
    expect(trait).toContain('expected trait report_names_bcl2 to score true, but scored false')
    expect(trait).toContain(`investigation's conclusion: {"target":"MCL1"}`)
    expect(trait).not.toContain('response: Done.')
  })

  test("the karenina summary names results by test title and tells .not's expected failures apart", () => {
    expect(run.stderr).toContain('1 wrong answer, asserted with .not')
    expect(run.stderr).toMatch(/○ venetoclax: wrong answer does not verify \(negated\) \(manual:response.*\): wrong answer/)
    expect(run.stderr).toMatch(/✗ venetoclax: wrong answer fails \(manual:response.*\): wrong answer/)
  })
})
