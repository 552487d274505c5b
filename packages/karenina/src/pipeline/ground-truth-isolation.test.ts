import { reply, startLlmServer, type LlmServer, type NormalizedRequest } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { booleanMatch } from '../primitives/boolean-match.js'
import { exactMatch } from '../primitives/exact-match.js'
import { PRIMITIVES } from '../primitives/registry.js'
import { defineRubric } from '../rubric/rubric.js'
import { llmTrait } from '../rubric/traits/llm-trait.js'
import { defineTemplate } from '../template/define-template.js'
import { field } from '../template/field.js'
import { judgeRequests, loopbackOptions, loopbackTask } from '../../test/fixtures/pipeline/pipeline-fixtures.js'
import { runTask } from './run-task.js'

// The judge sees the question, the answer and the schema: never ground truths nor verification parameters.

const ANSWER = 'Venetoclax targets BCL2 (B-cell lymphoma 2), a key anti-apoptotic protein.'

/** A template using each of the 26 primitives (Karenina's 23 and the 3 trajectory extensions), every ground truth and parameter a distinct secret. */
function everyPrimitive() {
  return defineTemplate({
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
    ttools: field(z.boolean(), { description: 'Tool calls', groundTruth: true, check: PRIMITIVES.TraceToolCalls({ expected: ['GTtoolTakahe', { name: 'GTtoolKakapo', args: { q: 'GTargKiwi' } }] }) }),
    ttool: field(z.boolean(), { description: 'Tool called', groundTruth: false, check: PRIMITIVES.TraceToolCalled({ pattern: 'GTtoolPatternWeka', args: { id: 'GTargTui' } }) }),
    tsteps: field(z.boolean(), { description: 'Step count', groundTruth: true, check: PRIMITIVES.TraceStepCount({ min: 73519, max: 86420 }) }),
  })
}

/** Every ground truth and parameter of `everyPrimitive()`, and the keys that would carry them. */
const SECRETS = [
    'GTexactQuokka', 'GTanyWombat', 'GTparamNumbat', 'GTallBilby', 'GTparamDingo', 'GTreKoala', 'GTpatternEmu',
    '918273', '7331.25', '0.0123', '818.5', '717.25', '929.75', '606.125', '505.375', '404.875', '0.3141', '0.0271',
    '303.5', '292.25', '313.75', '9.125', '202.625', '0.4242', 'GTsetPlatypus', 'GTsetEchidna', 'GTorderedCassowary',
    '1987-06-05', '1986-05-04', '1985-04-03', '1984-03-02', '1989-09-09', 'GTsemanticLyrebird', 'GTtracePatternGalah',
    'GTtraceSubstringKea', '4321', '98765', 'GTtoolTakahe', 'GTtoolKakapo', 'GTargKiwi', 'GTtoolPatternWeka', 'GTargTui', '73519', '86420', 'ground_truth', 'groundTruth', '__verification__', 'correct',
  ]

let server: LlmServer
beforeEach(async () => {
  server = await startLlmServer()
})
afterEach(async () => {
  await server.close()
})

describe('runTask — the judge never sees ground truth', () => {
  it('for a template using each primitive type', async () => {
    const template = everyPrimitive()
    expect(new Set(Object.values(template.fields).map((f) => f.verification?.primitive.type)).size).toBe(Object.keys(PRIMITIVES).length)
    server.on({ model: 'gpt-answerer' }, 'I do not know.')
    server.on({ model: 'gpt-judge' }, reply.json({ exact: 'none' }))
    await runTask(loopbackTask(server, { template, options: { includeExtractionHints: true } }))
    const judged = judgeRequests(server)
    expect(judged.length).toBeGreaterThan(0)
    for (const request of judged) {
      const wire = JSON.stringify(request.body)
      for (const secret of SECRETS) expect(wire, `judge request leaks ${secret}`).not.toContain(secret)
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

describe.each([
  { provider: 'openai' as const, judge: 'gpt-judge' },
  { provider: 'anthropic' as const, judge: 'claude-judge' },
])('runTask — no judge-facing stage sees ground truth ($provider judge)', ({ provider, judge }) => {
  // What marks each stage's request (in its user or system prompt), and the reply that lets the next stage run.
  // What the predicates read: shared by rule matchers (requests) and server.requests (recorded ones).
  type Seen = Pick<NormalizedRequest, 'system' | 'lastUserText'> & { body: unknown }
  const user = (text: string) => (r: Seen) => (r.lastUserText ?? '').includes(text)
  const system = (text: string) => (r: Seen) => (r.system ?? '').includes(text)
  const STAGES = {
    abstention: { marker: user('abstain from answering'), reply: reply.json({ reasoning: 'A committed answer.', abstention_detected: false }) },
    sufficiency: { marker: user('enough information to fill every required field'), reply: reply.json({ reasoning: 'Names the drug.', sufficient: true }) },
    'template deep judgment, excerpts': { marker: system('## Excerpt extraction'), reply: reply.json({ exact: [{ text: 'Venetoclax targets BCL2', confidence: 'high' }] }) },
    'template deep judgment, reasoning': { marker: system('## Reasoning'), reply: reply.json({ exact: 'The answer names venetoclax.' }) },
    'rubric deep judgment, excerpts': { marker: system('You extract verbatim quotes'), reply: reply.json({ excerpts: [{ text: 'a key anti-apoptotic protein', confidence: 'high' }] }) },
    'rubric deep judgment, reasoning': { marker: system('You are a careful rubric evaluator'), reply: reply.text('Conclusion: concise.') },
    'rubric deep judgment, score': { marker: system('You translate a reasoning analysis'), reply: reply.json({ score: 4 }) },
    // Literal traits are never deep-judged: they keep the standard rubric call.
    'rubric literal trait': { marker: system('You classify an answer'), reply: reply.json({ classifications: [{ trait_name: 'tone', class_name: 'neutral' }] }) },
    // Parsing (and the deep-judgment parameter step) asks for the template's schema.
    parsing: { marker: (r: Seen) => JSON.stringify(r.body).includes('"nexact"'), reply: reply.json({ exact: 'venetoclax' }) },
  } as const

  it('abstention, sufficiency, parsing, template and rubric deep judgment and LLM rubric traits', async () => {
    server.on({ model: 'gpt-answerer' }, ANSWER)
    for (const { marker, reply: answer } of Object.values(STAGES)) server.on({ model: judge, match: marker }, answer)
    const rubric = defineRubric({
      llmTraits: [
        llmTrait({ name: 'concise', kind: 'boolean', description: 'Is the answer concise?' }),
        llmTrait({ name: 'cites', kind: 'score', description: 'How well does it cite sources?', minScore: 1, maxScore: 5 }),
        llmTrait({ name: 'tone', kind: 'literal', description: 'The tone of the answer', classes: { neutral: 'Plain statement', hedging: 'Qualified' } }),
      ],
    })
    const parsing = provider === 'anthropic' ? loopbackOptions(server, { baseURL: server.anthropicBaseURL }) : loopbackOptions(server)
    const result = await runTask(
      loopbackTask(server, {
        template: everyPrimitive(),
        rubric,
        parsingModel: `${provider}:${judge}`,
        modelOptions: { answering: loopbackOptions(server), parsing },
        options: {
          evaluationMode: 'template_and_rubric',
          abstentionEnabled: true,
          sufficiencyEnabled: true,
          deepJudgmentMode: 'full',
          deepJudgmentRubricMode: 'enable_all',
          includeExtractionHints: true,
        },
      }),
    )
    expect(result.metadata.failure?.category).not.toBe('unexpected_error')

    const judged = server.requests.filter((r) => r.model === judge)
    const wires = judged.map((r) => JSON.stringify(r.body))
    // Every stage really asked the judge (so the assertion below cannot pass on an empty log).
    for (const [stage, { marker }] of Object.entries(STAGES)) {
      expect(judged.some((r) => marker(r)), `no ${stage} request was made`).toBe(true)
    }
    for (const [i, wire] of wires.entries()) {
      for (const secret of SECRETS) expect(wire, `judge request ${i} leaks ${secret}`).not.toContain(secret)
    }
    expect(judged.every((r) => r.provider === provider)).toBe(true)
  })
})

describe('agentic parsing — neither the investigation, the extraction nor the dynamic decision sees ground truth', () => {
  it.each([
    { trigger: 'always' as const, exposed: false },
    { trigger: 'dynamic' as const, exposed: false },
    // Only classical parsing honours the opt-in: the agentic prompts carry the judge schema alone.
    { trigger: 'dynamic' as const, exposed: true },
  ])('trigger $trigger, KARENINA_EXPOSE_GROUND_TRUTH set: $exposed', async ({ trigger, exposed }) => {
    const { mkdtempSync, rmSync } = await import('node:fs')
    const { tmpdir } = await import('node:os')
    const path = await import('node:path')
    const root = mkdtempSync(path.join(tmpdir(), 'karenina-gt-agentic-'))
    try {
      server.on({ model: 'gpt-answerer' }, ANSWER)
      server.on({ model: 'gpt-judge', match: (r) => (r.system ?? '').startsWith('<role>') }, JSON.stringify({ reasoning: 'needs files', sufficient: false }))
      server.on({ model: 'gpt-judge', match: (r) => r.tools.length > 0 }, '{"exact": "none"}')
      server.on({ model: 'gpt-judge' }, reply.json({ exact: 'none' }))
      const result = await runTask(
        loopbackTask(server, {
          template: everyPrimitive(),
          options: { agenticParsing: true, agenticToolLoopJudges: true, agenticParsingTrigger: trigger, agenticJudgeContext: 'trace_and_workspace', workspaceRoot: root },
          ...(exposed ? { env: { KARENINA_EXPOSE_GROUND_TRUTH: '1' } } : {}),
        }),
      )
      expect(result.template?.agentic_parsing_performed).toBe(true)
      const judged = judgeRequests(server)
      expect(judged.length).toBeGreaterThanOrEqual(trigger === 'dynamic' ? 3 : 2)
      for (const request of judged) {
        const wire = JSON.stringify(request.body)
        // The spec's investigation prompt says "correctly completed": look for the `correct` key instead of the word.
        for (const secret of [...SECRETS.filter((s) => s !== 'correct'), '\\"correct\\"']) expect(wire, `agentic judge request leaks ${secret}`).not.toContain(secret)
      }
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
