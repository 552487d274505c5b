import { reply, startLlmServer, type LlmServer, type NormalizedRequest as FullRequest } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { startTavilyServer, type TavilyServer } from '../../../test/fixtures/llm/search/tavily-server.js'
import { exactMatch } from '../../primitives/exact-match.js'
import { defineTemplate } from '../../template/define-template.js'
import { field } from '../../template/field.js'
import { judgeRequests, loopbackTask } from '../../../test/fixtures/pipeline/pipeline-fixtures.js'
import { exportResults } from '../../results/export.js'
import { runTask, type VerificationTask } from '../run-task.js'
import type { TaskOptions } from '../task-settings.js'


// What the predicates read: shared by rule matchers (requests) and server.requests (recorded ones).
type NormalizedRequest = Pick<FullRequest, 'system' | 'lastUserText'>
let server: LlmServer
let tavily: TavilyServer | undefined
beforeEach(async () => {
  server = await startLlmServer()
})
afterEach(async () => {
  await server.close()
  await tavily?.close()
  tavily = undefined
})

const ANSWER = 'Venetoclax targets BCL2 (B-cell lymphoma 2), a key anti-apoptotic protein. It restores apoptosis in leukemia cells.'

const normalize = exactMatch({ normalize: ['lowercase', 'strip', 'remove_punctuation'] })
const TargetAndMechanism = defineTemplate({
  target: field(z.string(), { description: 'The protein target', groundTruth: 'BCL2', check: normalize }),
  mechanism: field(z.string(), { description: 'The cellular process the drug restores', groundTruth: 'apoptosis', check: normalize }),
})

// Which deep-judgment stage a judge request belongs to (by the stage section the prompts add).
const systemHas = (text: string) => (r: NormalizedRequest) => (r.system ?? '').includes(text)
const isExcerpts = systemHas('## Excerpt extraction')
const isReasoning = systemHas('## Reasoning')
const isHallucination = systemHas('## Hallucination assessment')
const isParameters = (r: NormalizedRequest) => r.lastUserText.includes('Reasoning Traces (explaining how excerpts inform each attribute value)')

function djTask(options: Partial<TaskOptions> = {}, overrides: Partial<VerificationTask> = {}): VerificationTask {
  server.on({ model: 'gpt-answerer' }, ANSWER)
  return loopbackTask(server, { template: TargetAndMechanism, options: { deepJudgmentMode: 'full', ...options }, ...overrides })
}

const REASONING = { target: 'The response names BCL2 explicitly.', mechanism: 'It says the drug restores apoptosis.' }

describe('template deep judgment — full mode through the loopback server', () => {
  it('extracts and validates excerpts, reasons, fills the parameters; three judge calls instead of one', async () => {
    server.on(
      { model: 'gpt-judge', match: isExcerpts },
      reply.text('```json\n' + JSON.stringify({ target: [{ text: 'Venetoclax targets BCL2', confidence: 'high' }], mechanism: [{ text: 'It restores  apoptosis', confidence: 'weird' }] }) + '\n```', { usage: { inputTokens: 400, outputTokens: 40 } }),
    )
    server.on({ model: 'gpt-judge', match: isReasoning }, reply.json(REASONING, { usage: { inputTokens: 300, outputTokens: 30 } }))
    server.on({ model: 'gpt-judge', match: isParameters }, reply.json({ target: 'BCL2', mechanism: 'apoptosis' }, { usage: { inputTokens: 200, outputTokens: 10 } }))
    const result = await runTask(djTask())

    expect(judgeRequests(server)).toHaveLength(3)
    expect(result.metadata.failure).toBeNull()
    expect(result.template?.verify_result).toBe(true)
    expect(result.deep_judgment).toEqual({
      deep_judgment_mode: 'full',
      deep_judgment_performed: true,
      extracted_excerpts: {
        target: [{ text: 'Venetoclax targets BCL2', confidence: 'high', similarity_score: 1 }],
        // Whitespace is normalized before matching; an unknown confidence becomes "medium".
        mechanism: [{ text: 'It restores  apoptosis', confidence: 'medium', similarity_score: 1 }],
      },
      attribute_reasoning: REASONING,
      deep_judgment_stages_completed: ['excerpts', 'reasoning', 'parameters'],
      deep_judgment_model_calls: 3,
      deep_judgment_excerpt_retry_count: 0,
      attributes_without_excerpts: [],
      deep_judgment_search_enabled: false,
      hallucination_risk_assessment: null,
    })
    expect(result.template?.usage_metadata).toMatchObject({
      deep_judgment_excerpts: { input_tokens: 400, output_tokens: 40 },
      deep_judgment_reasoning: { input_tokens: 300, output_tokens: 30 },
      parsing: { input_tokens: 200, output_tokens: 10 },
    })
    // The parameter stage sees the reasoning traces, not the response.
    const parameters = judgeRequests(server).find(isParameters)!
    expect(parameters.lastUserText).toContain('target:\n  The response names BCL2 explicitly.')
    expect(parameters.lastUserText).not.toContain(ANSWER)
  })

  it('an attribute without a valid excerpt auto-fails the task and is listed (DeepJudgmentAutoFail)', async () => {
    server.on(
      { model: 'gpt-judge', match: isExcerpts },
      reply.json({ target: [{ text: 'Venetoclax targets BCL2', confidence: 'high' }], mechanism: [{ text: '', confidence: 'none', explanation: 'The mechanism is not stated.' }] }),
    )
    server.on({ model: 'gpt-judge', match: isReasoning }, reply.json(REASONING))
    server.on({ model: 'gpt-judge', match: isParameters }, reply.json({ target: 'BCL2', mechanism: 'apoptosis' }))
    const result = await runTask(djTask())

    expect(result.template?.verify_result).toBe(false)
    expect(result.template?.field_results).toEqual({ target: true, mechanism: true })
    expect(result.metadata.failure).toMatchObject({ category: 'deep_judgment', stage: 'DeepJudgmentAutoFail' })
    expect(result.deep_judgment?.attributes_without_excerpts).toEqual(['mechanism'])
    expect(result.deep_judgment?.extracted_excerpts?.mechanism).toEqual([{ text: '', confidence: 'none', similarity_score: 0, explanation: 'The mechanism is not stated.' }])
  })

  it('retries when a quote is not in the response, with a note; the retry is counted', async () => {
    let call = 0
    server.on({ model: 'gpt-judge', match: isExcerpts }, () => {
      call += 1
      const target = call === 1 ? 'Venetoclax inhibits MCL1 strongly' : 'Venetoclax targets BCL2'
      return reply.json({ target: [{ text: target, confidence: 'high' }], mechanism: [{ text: 'restores apoptosis', confidence: 'high' }] })
    })
    server.on({ model: 'gpt-judge', match: isReasoning }, reply.json(REASONING))
    server.on({ model: 'gpt-judge', match: isParameters }, reply.json({ target: 'BCL2', mechanism: 'apoptosis' }))
    const result = await runTask(djTask())

    const excerptCalls = judgeRequests(server).filter(isExcerpts)
    expect(excerptCalls).toHaveLength(2)
    expect(excerptCalls[1]!.lastUserText).toContain('The excerpt "Venetoclax inhibits MCL1 strongly" was not found in the response')
    expect(result.deep_judgment).toMatchObject({ deep_judgment_excerpt_retry_count: 1, deep_judgment_model_calls: 4, attributes_without_excerpts: [] })
    expect(result.metadata.failure).toBeNull()
  })

  it('on the last attempt an unmatched quote is dropped, and its attribute listed', async () => {
    server.on({ model: 'gpt-judge', match: isExcerpts }, reply.json({ target: [{ text: 'Venetoclax targets BCL2', confidence: 'high' }], mechanism: [{ text: 'blocks kinase signalling', confidence: 'low' }] }))
    server.on({ model: 'gpt-judge', match: isReasoning }, reply.json(REASONING))
    server.on({ model: 'gpt-judge', match: isParameters }, reply.json({ target: 'BCL2', mechanism: 'apoptosis' }))
    const result = await runTask(djTask({ deepJudgmentExcerptRetryAttempts: 0 }))
    expect(judgeRequests(server).filter(isExcerpts)).toHaveLength(1)
    expect(result.deep_judgment).toMatchObject({ extracted_excerpts: { mechanism: [] }, attributes_without_excerpts: ['mechanism'] })
    expect(result.metadata.failure).toMatchObject({ category: 'deep_judgment' })
  })

  it('stale entries of an aborted attempt: fixed by default, kept in compat mode (Karenina never resets the list)', async () => {
    const script = () => {
      let call = 0
      return () => {
        call += 1
        // Attempt 1: mechanism empty (listed), target not verbatim (attempt aborted). Attempt 2: both fine.
        return call === 1
          ? reply.json({ mechanism: [], target: [{ text: 'totally invented quote', confidence: 'high' }] })
          : reply.json({ mechanism: [{ text: 'restores apoptosis', confidence: 'high' }], target: [{ text: 'targets BCL2', confidence: 'high' }] })
      }
    }
    const Reordered = defineTemplate({
      mechanism: field(z.string(), { description: 'The process', groundTruth: 'apoptosis', check: normalize }),
      target: field(z.string(), { description: 'The target', groundTruth: 'BCL2', check: normalize }),
    })
    const common = () => {
      server.on({ model: 'gpt-judge', match: isReasoning }, reply.json(REASONING))
      server.on({ model: 'gpt-judge', match: isParameters }, reply.json({ target: 'BCL2', mechanism: 'apoptosis' }))
    }
    const excerpts = server.on({ model: 'gpt-judge', match: isExcerpts }, script())
    common()
    const fixed = await runTask(djTask({}, { template: Reordered }))
    expect(fixed.deep_judgment).toMatchObject({ attributes_without_excerpts: [], deep_judgment_excerpt_retry_count: 1 })
    expect(fixed.metadata.failure).toBeNull()

    excerpts.remove()
    server.on({ model: 'gpt-judge', match: isExcerpts }, script())
    const compat = await runTask(djTask({ compat: 'karenina-python' }, { template: Reordered }))
    expect(compat.deep_judgment?.attributes_without_excerpts).toEqual(['mechanism'])
    expect(compat.metadata.failure).toMatchObject({ category: 'deep_judgment' })
  })

  it('excerpt replies that never parse are a parse failure', async () => {
    server.on({ model: 'gpt-judge', match: isExcerpts }, reply.text('I would rather not.'))
    const result = await runTask(djTask())
    expect(judgeRequests(server)).toHaveLength(3)
    expect(result.metadata.failure).toMatchObject({ category: 'parsing' })
    expect(result.metadata.failure?.reason).toBe('Deep judgment parsing failed: Failed to parse excerpt JSON after 3 attempts')
    expect(result.template?.verify_result).toBeNull()
  })

  it('a verbatim quote from a 200-character answer: accepted by default, rejected by difflib autojunk in compat mode', async () => {
    const TRACE = 'all but essential organelles found in most cells. Every eukaryotic cell relies on these organelles, and the enzymes of the electron transport chain are embedded in the inner membrane of the organelle.'
    const Location = defineTemplate({ location: field(z.string(), { description: 'Where the enzymes sit', groundTruth: 'inner membrane', check: normalize }) })
    const scripted = () => {
      server.on({ model: 'gpt-judge', match: isExcerpts }, reply.json({ location: [{ text: 'the inner membrane of the organelle', confidence: 'high' }] }))
      server.on({ model: 'gpt-judge', match: isReasoning }, reply.json({ location: 'Stated.' }))
      server.on({ model: 'gpt-judge', match: isParameters }, reply.json({ location: 'inner membrane' }))
    }
    server.on({ model: 'gpt-answerer' }, TRACE)
    scripted()
    const task = (compat: TaskOptions['compat']) =>
      loopbackTask(server, { template: Location, options: { deepJudgmentMode: 'full', deepJudgmentExcerptRetryAttempts: 0, compat } })
    const fixed = await runTask(task('default'))
    expect(fixed.deep_judgment?.extracted_excerpts?.location).toEqual([{ text: 'the inner membrane of the organelle', confidence: 'high', similarity_score: 1 }])
    expect(fixed.metadata.failure).toBeNull()
    const compat = await runTask(task('karenina-python'))
    expect(compat.deep_judgment?.extracted_excerpts?.location).toEqual([])
    expect(compat.deep_judgment?.attributes_without_excerpts).toEqual(['location'])
    expect(compat.metadata.failure).toMatchObject({ category: 'deep_judgment' })
  })
})

describe('template deep judgment — reasoning-only mode', () => {
  it('two judge calls, no excerpts, never auto-fails', async () => {
    server.on({ model: 'gpt-judge', match: isReasoning }, reply.json({ target: 'Names BCL2.', mechanism: { reasoning: 'Restores apoptosis.', hallucination_risk: 'low' } }))
    server.on({ model: 'gpt-judge', match: isParameters }, reply.json({ target: 'BCL2', mechanism: 'apoptosis' }))
    const result = await runTask(djTask({ deepJudgmentMode: 'reasoning_only' }))
    expect(judgeRequests(server)).toHaveLength(2)
    // The reasoning-only prompt reads the response directly.
    expect(judgeRequests(server)[0]!.lastUserText).toContain(ANSWER)
    expect(result.deep_judgment).toMatchObject({
      deep_judgment_mode: 'reasoning_only',
      deep_judgment_performed: true,
      extracted_excerpts: {},
      attribute_reasoning: { target: 'Names BCL2.', mechanism: 'Restores apoptosis.' },
      deep_judgment_stages_completed: ['reasoning', 'parameters'],
      deep_judgment_model_calls: 2,
      attributes_without_excerpts: [],
    })
    expect(result.metadata.failure).toBeNull()
  })
})

describe('template deep judgment — search-enhanced hallucination assessment', () => {
  it('searches kept excerpts (Tavily-compatible server), assesses them in one call, and rates each attribute by its worst excerpt', async () => {
    tavily = await startTavilyServer(({ body }) => [{ title: 'Venetoclax', url: 'https://example.org/venetoclax', content: `Evidence about ${String(body.query)}.` }])
    server.on(
      { model: 'gpt-judge', match: isExcerpts },
      reply.json({
        target: [{ text: 'Venetoclax targets BCL2', confidence: 'high' }, { text: 'a key anti-apoptotic protein', confidence: 'medium' }],
        mechanism: [{ text: 'restores apoptosis', confidence: 'high' }],
      }),
    )
    server.on(
      { model: 'gpt-judge', match: isHallucination },
      reply.json({
        excerpt_assessments: [
          { excerpt_id: '0', attribute: 'target', hallucination_risk: 'none', justification: 'Confirmed by sources.' },
          { excerpt_id: '1', attribute: 'target', hallucination_risk: 'low', justification: 'Partly supported.' },
          { excerpt_id: '2', attribute: 'mechanism', hallucination_risk: 'bogus' },
        ],
      }),
    )
    server.on({ model: 'gpt-judge', match: isReasoning }, reply.json({ target: { reasoning: 'BCL2.', hallucination_risk: 'none' }, mechanism: { reasoning: 'Apoptosis.', hallucination_risk: 'none' } }))
    server.on({ model: 'gpt-judge', match: isParameters }, reply.json({ target: 'BCL2', mechanism: 'apoptosis' }))
    const result = await runTask(djTask({ deepJudgmentSearchEnabled: true }, { env: { TAVILY_API_KEY: 'tvly-test', TAVILY_BASE_URL: tavily.baseURL } }))

    expect(tavily.requests.map((r) => r.body.query)).toEqual(['Venetoclax targets BCL2', 'a key anti-apoptotic protein', 'restores apoptosis'])
    expect(judgeRequests(server)).toHaveLength(4)
    const hallucinationPrompt = judgeRequests(server).find(isHallucination)!.lastUserText
    expect(hallucinationPrompt).toContain('<excerpt id="2" attribute="mechanism">')
    expect(hallucinationPrompt).toContain('Evidence about restores apoptosis.')
    expect(result.deep_judgment).toMatchObject({
      deep_judgment_search_enabled: true,
      deep_judgment_stages_completed: ['excerpts', 'excerpt_hallucination_assessment', 'reasoning', 'parameters'],
      deep_judgment_model_calls: 4,
      // The worst excerpt risk; an unknown level counts as high (the model's own attribute risk is ignored).
      hallucination_risk_assessment: { target: 'low', mechanism: 'high' },
    })
    expect(result.deep_judgment?.extracted_excerpts?.target?.[0]).toEqual({
      text: 'Venetoclax targets BCL2',
      confidence: 'high',
      similarity_score: 1,
      search_results: [{ title: 'Venetoclax', content: 'Evidence about Venetoclax targets BCL2.', url: 'https://example.org/venetoclax' }],
      hallucination_risk: 'none',
      hallucination_justification: 'Confirmed by sources.',
    })
    expect(result.template?.usage_metadata).toHaveProperty('deep_judgment_hallucination_assessment')

    // The same fields in Karenina's v2.2 export.
    const line = (JSON.parse(exportResults([result])) as { results: { deep_judgment: Record<string, unknown> }[] }).results[0]!
    expect(line.deep_judgment).toMatchObject({
      deep_judgment_search_enabled: true,
      hallucination_risk_assessment: { target: 'low', mechanism: 'high' },
      extracted_excerpts: {
        target: [
          {
            text: 'Venetoclax targets BCL2',
            search_results: [{ title: 'Venetoclax', content: 'Evidence about Venetoclax targets BCL2.', url: 'https://example.org/venetoclax' }],
            hallucination_risk: 'none',
            hallucination_justification: 'Confirmed by sources.',
          },
          { text: 'a key anti-apoptotic protein', hallucination_risk: 'low' },
        ],
      },
    })
    expect(exportResults([result])).toContain('"similarity_score": 1.0, "search_results": [{"title": "Venetoclax"')
  })

  it('a search failure is a warning: no assessment, the run goes on', async () => {
    server.on({ model: 'gpt-judge', match: isExcerpts }, reply.json({ target: [{ text: 'targets BCL2', confidence: 'high' }], mechanism: [{ text: 'restores apoptosis', confidence: 'high' }] }))
    server.on({ model: 'gpt-judge', match: isReasoning }, reply.json(REASONING))
    server.on({ model: 'gpt-judge', match: isParameters }, reply.json({ target: 'BCL2', mechanism: 'apoptosis' }))
    const result = await runTask(djTask({ deepJudgmentSearchEnabled: true }, { env: {} }))
    expect(result.metadata.warnings).toContain('Deep judgment search failed: deep_judgment_search_tool: the "tavily" search tool needs the TAVILY_API_KEY environment variable')
    expect(result.deep_judgment).toMatchObject({ deep_judgment_stages_completed: ['excerpts', 'reasoning', 'parameters'], hallucination_risk_assessment: null, deep_judgment_model_calls: 3 })
    expect(result.metadata.failure).toBeNull()
  })
})
