import { reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { booleanMatch } from '../primitives/boolean-match.js'
import { exactMatch } from '../primitives/exact-match.js'
import { PRIMITIVES } from '../primitives/registry.js'
import { defineTemplate } from '../template/define-template.js'
import { field } from '../template/field.js'
import { judgeRequests, loopbackTask } from './__fixtures__/pipeline-fixtures.js'
import { runTask } from './run-task.js'

// The judge sees the question, the answer and the schema: never ground truths nor verification parameters.

const ANSWER = 'Venetoclax targets BCL2 (B-cell lymphoma 2), a key anti-apoptotic protein.'

let server: LlmServer
beforeEach(async () => {
  server = await startLlmServer()
})
afterEach(async () => {
  await server.close()
})

describe('runTask — the judge never sees ground truth', () => {
  it('for a template using each primitive type', async () => {
    const template = defineTemplate({
      exact: field(z.string(), { description: 'The drug name', groundTruth: 'GTexactQuokka', check: PRIMITIVES.ExactMatch() }),
      flag: field(z.boolean(), { description: 'Whether it is approved', groundTruth: true, check: booleanMatch() }),
      any: field(z.string(), { description: 'A mechanism', groundTruth: 'GTanyWombat', check: PRIMITIVES.ContainsAny({ substrings: ['GTparamNumbat'] }) }),
      all: field(z.string(), { description: 'Targets', groundTruth: 'GTallBilby', check: PRIMITIVES.ContainsAll({ substrings: ['GTparamDingo'] }) }),
      re: field(z.string(), { description: 'A code', groundTruth: 'GTreKoala', check: PRIMITIVES.RegexMatch({ pattern: 'GTpatternEmu\\d+' }) }),
      lit: field(z.enum(['low', 'GTliteralHigh']), { description: 'A level', groundTruth: 'GTliteralHigh', check: PRIMITIVES.LiteralMatch() }),
      nexact: field(z.int(), { description: 'A count', groundTruth: 918273, check: PRIMITIVES.NumericExact() }),
      ntol: field(z.number(), { description: 'A dose', groundTruth: 7331.25, check: PRIMITIVES.NumericTolerance({ tolerance: 0.0123 }) }),
      nrange: field(z.number(), { description: 'A level', groundTruth: 818.5, check: PRIMITIVES.NumericRange({ min: 717.25, max: 929.75 }) }),
      nmin: field(z.number(), { description: 'A minimum', groundTruth: 606.125, check: PRIMITIVES.NumericMinimum() }),
      nmax: field(z.number(), { description: 'A maximum', groundTruth: 505.375, check: PRIMITIVES.NumericMaximum() }),
      ngraded: field(z.number(), { description: 'A score', groundTruth: 404.875, check: PRIMITIVES.NumericGraded({ cutoff: 0.3141, fullCredit: 0.0271 }) }),
      nrgraded: field(z.number(), { description: 'A range score', groundTruth: 303.5, check: PRIMITIVES.NumericRangeGraded({ min: 292.25, max: 313.75, margin: 9.125 }) }),
      ntgraded: field(z.number(), { description: 'A threshold', groundTruth: 202.625, check: PRIMITIVES.NumericThresholdGraded({ direction: 'max', margin: 0.4242 }) }),
      set: field(z.array(z.string()), { description: 'Genes', groundTruth: ['GTsetPlatypus', 'GTsetEchidna'], check: PRIMITIVES.SetContainment() }),
      ordered: field(z.array(z.string()), { description: 'Steps', groundTruth: ['GTorderedCassowary'], check: PRIMITIVES.OrderedMatch() }),
      date: field(z.string(), { description: 'A date', groundTruth: '1987-06-05', check: PRIMITIVES.DateMatch(), type: 'date' }),
      dtol: field(z.string(), { description: 'A date', groundTruth: '1986-05-04', check: PRIMITIVES.DateTolerance({ tolerance: 37 }), type: 'date' }),
      drange: field(z.string(), { description: 'A date', groundTruth: '1985-04-03', check: PRIMITIVES.DateRange({ min: '1984-03-02', max: '1989-09-09' }), type: 'date' }),
      semantic: field(z.string(), { description: 'A summary', groundTruth: 'GTsemanticLyrebird', check: PRIMITIVES.SemanticMatch() }),
      tregex: field(z.boolean(), { description: 'Trace cites', groundTruth: true, check: PRIMITIVES.TraceRegex({ pattern: 'GTtracePatternGalah' }) }),
      tcontains: field(z.boolean(), { description: 'Trace says', groundTruth: false, check: PRIMITIVES.TraceContains({ substring: 'GTtraceSubstringKea' }) }),
      tlength: field(z.boolean(), { description: 'Trace length', groundTruth: true, check: PRIMITIVES.TraceLength({ min: 4321, max: 98765 }) }),
    })
    expect(new Set(Object.values(template.fields).map((f) => f.verification?.primitive.type)).size).toBe(Object.keys(PRIMITIVES).length)
    server.on({ model: 'gpt-answerer' }, 'I do not know.')
    server.on({ model: 'gpt-judge' }, reply.json({ exact: 'none' }))
    await runTask(loopbackTask(server, { template, options: { includeExtractionHints: true } }))
    const judged = judgeRequests(server)
    expect(judged.length).toBeGreaterThan(0)
    const secrets = [
      'GTexactQuokka', 'GTanyWombat', 'GTparamNumbat', 'GTallBilby', 'GTparamDingo', 'GTreKoala', 'GTpatternEmu',
      '918273', '7331.25', '0.0123', '818.5', '717.25', '929.75', '606.125', '505.375', '404.875', '0.3141', '0.0271',
      '303.5', '292.25', '313.75', '9.125', '202.625', '0.4242', 'GTsetPlatypus', 'GTsetEchidna', 'GTorderedCassowary',
      '1987-06-05', '1986-05-04', '1985-04-03', '1984-03-02', '1989-09-09', 'GTsemanticLyrebird', 'GTtracePatternGalah',
      'GTtraceSubstringKea', '4321', '98765', 'ground_truth', 'groundTruth', '__verification__', 'correct',
    ]
    for (const request of judged) {
      const wire = JSON.stringify(request.body)
      for (const secret of secrets) expect(wire, `judge request leaks ${secret}`).not.toContain(secret)
    }
    // The literal's allowed values are the schema (not ground truth): the judge must see them.
    expect(JSON.stringify(judged[0]!.body)).toContain('GTliteralHigh')
  })

  it('for a classic template (groundTruth hook with correct, regex and extra attributes)', async () => {
    const Classic = defineTemplate(
      { target: z.string().describe('The target protein'), dose: z.number().describe('The dose in mg') },
      {
        groundTruth: () => ({
          correct: { target: 'GTclassicTarget', dose: 4242.5 },
          regex: { dose: { pattern: 'GTclassicPattern', expected: 'GTclassicExpected', matchType: 'exact' } },
          tolerance: 0.0777,
        }),
        verify: (a) => a.values.target === a.groundTruths?.target,
      },
    )
    server.on({ model: 'gpt-answerer' }, 'I do not know.')
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'unknown', dose: 0 }))
    const result = await runTask(loopbackTask(server, { template: Classic }))
    expect(result.template?.verify_result).toBe(false)
    const wire = judgeRequests(server).map((r) => JSON.stringify(r.body)).join('\n')
    expect(wire).toContain('The dose in mg')
    for (const secret of ['GTclassicTarget', '4242.5', 'GTclassicPattern', 'GTclassicExpected', '0.0777', 'tolerance']) expect(wire).not.toContain(secret)
  })

  it('KARENINA_EXPOSE_GROUND_TRUTH=1 (explicitly opted in) is the only way ground truth reaches the judge', async () => {
    server.on({ model: 'gpt-answerer' }, ANSWER)
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
    await runTask(loopbackTask(server, { template: defineTemplate({ target: field(z.string(), { description: 'Target', groundTruth: 'GTexposedTarget', check: exactMatch() }) }), env: { KARENINA_EXPOSE_GROUND_TRUTH: '1' } }))
    expect(judgeRequests(server)[0]!.system).toContain('GTexposedTarget')
  })
})
