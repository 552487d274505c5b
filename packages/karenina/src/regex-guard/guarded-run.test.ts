import { startLlmServer, reply, type LlmServer } from '@karenina/testing'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { Target, batchConfig, questionNumber } from '../../test/fixtures/batch/batch-fixtures.js'
import { runVerification } from '../batch/run-verification.js'
import { Benchmark } from '../benchmark/benchmark.js'
import { exactMatch } from '../primitives/exact-match.js'
import { traceRegex } from '../primitives/trace-regex.js'
import { defineRubric } from '../rubric/rubric.js'
import { regexTrait } from '../rubric/traits/regex-trait.js'
import { defineTemplate } from '../template/define-template.js'
import { field } from '../template/field.js'
import { maskToolMessages } from '../trace/mask-trace.js'
import { guardedPyRegex, setRegexTimeout, sharedRegexWorker } from './guarded-regex.js'

// `(a+)+$` against "a"*30 + "!" backtracks about 2^30 times per start: hours unguarded. A 1 s budget.
const EVIL = '(a+)+$'
const TAIL = `${'a'.repeat(30)}!`

const TraceTemplate = defineTemplate({
  target: field(z.string(), { description: 'The protein target', groundTruth: 'BCL2', check: exactMatch() }),
  ends_with_as: field(z.boolean(), { description: 'Whether the answer ends with a run of a', groundTruth: true, check: traceRegex({ pattern: EVIL }) }),
})

const ClassicTemplate = defineTemplate(
  { target: z.string().describe('The protein target') },
  {
    groundTruth: () => ({ correct: { target: 'BCL2' }, regex: { trailing_as: { pattern: EVIL, expected: 1, matchType: 'count' } } }),
    verify: (a) => a.values.target === a.groundTruths?.target,
  },
)

function benchmark(): Benchmark {
  const b = Benchmark.create({ name: 'regex budget' })
  const ask = (i: number) => `Question ${i}: what is the putative target of venetoclax?`
  b.addQuestion({ id: 'q0', question: ask(0), rawAnswer: 'BCL2', template: Target })
  b.addQuestion({ id: 'q1', question: ask(1), rawAnswer: 'BCL2', template: TraceTemplate })
  b.addQuestion({ id: 'q2', question: ask(2), rawAnswer: 'BCL2', template: ClassicTemplate })
  b.addQuestion({ id: 'q3', question: ask(3), rawAnswer: 'BCL2', template: Target, rubric: defineRubric({ regexTraits: [regexTrait({ name: 'trailing as', pattern: EVIL })] }) })
  b.addQuestion({ id: 'q4', question: ask(4), rawAnswer: 'BCL2', template: Target })
  return b
}

let server: LlmServer
beforeAll(() => setRegexTimeout(1000))
afterAll(async () => {
  setRegexTimeout(undefined)
  await sharedRegexWorker().close()
})
beforeEach(async () => {
  server = await startLlmServer()
  // Every answer ends with the attack string; the judge extracts BCL2.
  server.on({ model: /answerer/ }, (request) => `The target is BCL2 [q${questionNumber(request.lastUserText)}] ${TAIL}`)
  server.on({ model: /judge/ }, reply.json({ target: 'BCL2', ends_with_as: true }))
})
afterEach(async () => {
  await server.close()
})

describe('a catastrophic user pattern fails its check with a named error, and the run goes on', () => {
  it('TraceRegex and classic verifyRegex give error results, a regex rubric trait a failed evaluation; the other questions pass', async () => {
    const results = await runVerification(benchmark(), batchConfig(server, { evaluation_mode: 'template_and_rubric', async_max_workers: 2 }), { env: {} })
    const byId = new Map(results.results.map((r) => [r.metadata.question_id, r]))
    expect([...byId.keys()].sort()).toEqual(['q0', 'q1', 'q2', 'q3', 'q4'])
    for (const id of ['q0', 'q4']) expect(byId.get(id)!.template?.verify_result, id).toBe(true)

    // A field check or a classic regex check that ran out of its budget decided nothing: an error result (a
    // failure that is not a verdict), never a wrong answer.
    for (const [id, what] of [
      ['q1', "field 'ends_with_as'"],
      ['q2', "regex check 'trailing_as'"],
    ] as const) {
      const r = byId.get(id)!
      expect(r.template?.verify_result ?? null, id).toBeNull()
      expect(r.metadata.failure?.reason, JSON.stringify(r.metadata.failure)).toMatch(new RegExp(`^Verification could not run: ${what.replace(/[()]/g, '\\$&')}: regex timeout: regular expression '\\(a\\+\\)\\+\\$' did not finish within 1000 ms`))
      expect(r.metadata.failure, id).toMatchObject({ category: 'unexpected_error', stage: 'VerifyTemplate' })
    }

    const q3 = byId.get('q3')!
    expect(q3.template?.verify_result).toBe(true)
    // Karenina nulls a trait that raises (here every regex trait, so the map is null); karenina-ts keeps the
    // null and records a failed trait evaluation naming why, and the warning says it too.
    expect(q3.rubric?.regex_trait_scores?.['trailing as'] ?? null).toBeNull()
    expect(q3.metadata.warnings).toEqual(expect.arrayContaining([expect.stringMatching(/^Regex trait 'trailing as' scores null: regex timeout: regular expression '\(a\+\)\+\$'/)]))
    expect(q3.metadata.failure).toMatchObject({ category: 'unexpected_error', stage: 'rubric_evaluation' })
    expect(q3.metadata.failure?.details?.['failed_traits']).toEqual({
      'trailing as': expect.stringMatching(/^Failed to evaluate regex trait 'trailing as': regex timeout: regular expression '\(a\+\)\+\$'/),
    })
  })
})

// Trace masking runs no user pattern of its own (Karenina's marker and GraphQL patterns are fixed); a caller's
// predicate that searches a user pattern goes through guardedPyRegex like every check.
describe('trace masking', () => {
  it('a masking predicate searching a user pattern fails with a named error instead of hanging', () => {
    const trace = `--- AI Message ---\nlooking\n--- Tool Message (call_id: c1) ---\n${TAIL}\n`
    expect(() => maskToolMessages(trace, (body) => guardedPyRegex(EVIL).search(body), () => '[masked]')).toThrow(/^regex timeout: regular expression '\(a\+\)\+\$'/)
  })
})
