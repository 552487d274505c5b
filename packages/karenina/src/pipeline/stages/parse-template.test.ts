import { fault, reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { PromptConfigSchema } from '../../config/prompt-config.js'
import { exactMatch } from '../../primitives/exact-match.js'
import { traceContains } from '../../primitives/trace-contains.js'
import { defineTemplate } from '../../template/define-template.js'
import { field } from '../../template/field.js'
import type { TemplateInstance } from '../../template/template.js'
import { judgeRequests, loopbackTask, offlineTask } from '../../../test/fixtures/pipeline/pipeline-fixtures.js'
import { ArtifactKeys } from '../artifact-keys.js'
import { createTaskContext, runTask, type VerificationTask } from '../run-task.js'
import { ParseTemplateStage } from './parse-template.js'
import { ValidateTemplateStage } from './validate-template.js'

let server: LlmServer
beforeEach(async () => {
  server = await startLlmServer()
})
afterEach(async () => {
  await server.close()
})

const stage = new ParseTemplateStage()

/** A context as ParseTemplate finds it after ValidateTemplate and GenerateAnswer. */
function readyContext(task: VerificationTask, raw = '--- AI Message ---\nVenetoclax targets BCL2.') {
  const ctx = createTaskContext(task)
  new ValidateTemplateStage().execute(ctx)
  ctx.setArtifactAndResult(ArtifactKeys.RAW_LLM_RESPONSE, raw)
  ctx.beginStage(stage.name)
  return ctx
}

describe('ParseTemplate — shouldRun', () => {
  it('declares Karenina’s requires/produces', () => {
    expect(stage.requires).toEqual(['RawAnswer', 'Answer', 'raw_llm_response'])
    expect(stage.produces).toContain('parsed_answer')
    expect(stage.produces).toContain('hallucination_risk_assessment')
  })

  it.each([
    ['a ready context', () => {}, true],
    ['an earlier error', (c) => c.markError('boom'), false],
    ['a scorable partial timeout (timeout error, allowed)', (c) => {
      c.setArtifact(ArtifactKeys.RESPONSE_TIMEOUT_PARTIAL, true)
      c.markError('Agent timed out with partial trace', { category: 'timeout' })
    }, true],
    ['a partial timeout with a non-timeout error', (c) => {
      c.setArtifact(ArtifactKeys.RESPONSE_TIMEOUT_PARTIAL, true)
      c.markError('boom', { category: 'connection' })
    }, false],
    ['recursion limit reached', (c) => c.setArtifact(ArtifactKeys.RECURSION_LIMIT_REACHED, true), false],
    ['trace validation failed', (c) => c.setArtifact(ArtifactKeys.TRACE_VALIDATION_FAILED, true), false],
    ['abstention detected', (c) => c.setArtifact(ArtifactKeys.ABSTENTION_DETECTED, true), false],
    ['insufficient response', (c) => c.setArtifact(ArtifactKeys.SUFFICIENCY_DETECTED, false), false],
    ['sufficient response', (c) => c.setArtifact(ArtifactKeys.SUFFICIENCY_DETECTED, true), true],
    ['no answer', (c) => c.setArtifact(ArtifactKeys.RAW_LLM_RESPONSE, null), false],
    ['no Answer class', (c) => c.artifacts.delete(ArtifactKeys.ANSWER), false],
  ] as [string, (ctx: ReturnType<typeof readyContext>) => void, boolean][])('%s → %s', (_name, arrange, expected) => {
    const ctx = readyContext(offlineTask())
    arrange(ctx)
    expect(stage.shouldRun(ctx)).toBe(expected)
  })

  it('a partial timeout is not scored when allow_partial_trace_scoring is off', () => {
    const ctx = readyContext(offlineTask({ options: { allowPartialTraceScoring: false } }))
    ctx.setArtifact(ArtifactKeys.RESPONSE_TIMEOUT_PARTIAL, true)
    expect(stage.shouldRun(ctx)).toBe(false)
  })
})

describe('ParseTemplate — execution', () => {
  it('standard parse: the judge fills the schema; artifacts and result fields as Karenina sets them', async () => {
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2', extra_note: 'kept' }))
    const ctx = readyContext(loopbackTask(server))
    await stage.execute(ctx)
    expect(ctx.error).toBeNull()
    const parsed = ctx.getArtifact<TemplateInstance>(ArtifactKeys.PARSED_ANSWER)!
    expect(parsed.values).toEqual({ target: 'BCL2' })
    expect(parsed.extras).toEqual({ extra_note: 'kept' })
    expect(parsed.id).toBe('q-venetoclax')
    expect(ctx.getArtifact(ArtifactKeys.PARSING_MODEL_STR)).toBe('langchain:gpt-judge')
    expect(ctx.getArtifact(ArtifactKeys.TEMPLATE_EVALUATOR)).toEqual({ parsingModel: 'langchain:gpt-judge', useFullTrace: false })
    expect(ctx.getArtifact(ArtifactKeys.DEEP_JUDGMENT_PERFORMED)).toBe(false)
    expect(ctx.getResultField(ArtifactKeys.DEEP_JUDGMENT_MODE)).toBe('disabled')
    expect(ctx.getResultField(ArtifactKeys.USED_FULL_TRACE)).toBe(false)
    expect(ctx.getResultField(ArtifactKeys.EVALUATION_INPUT)).toBeNull()
    expect(ctx.getResultField(ArtifactKeys.TRACE_EXTRACTION_ERROR)).toBeNull()
    const request = judgeRequests(server)[0]!
    expect(request.lastUserText).toContain('## Original Question\nWhat is the putative target of venetoclax?')
    expect(request.lastUserText).toContain('## Response to Parse\nVenetoclax targets BCL2.')
    expect(request.responseFormat).toMatchObject({ type: 'json_schema', name: 'Answer' })
  })

  it('a final AI message that cannot be extracted is a parse failure without any judge call', async () => {
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
    const ctx = readyContext(loopbackTask(server), '--- AI Message ---\n\nTool Calls:\n  search (call_a)\n   Call ID: a\n\n--- Tool Message (call_id: a) ---\nBCL2')
    await stage.execute(ctx)
    expect(judgeRequests(server)).toHaveLength(0)
    expect(ctx.error).toBe('Failed to extract final AI message: Last message in trace is not an AI message')
    expect(ctx.errorStage).toBe('parse_template')
    expect(ctx.getArtifact(ArtifactKeys.TRACE_EXTRACTION_ERROR)).toBe(ctx.error)
    expect(ctx.getResultField(ArtifactKeys.TRACE_EXTRACTION_ERROR)).toBe(ctx.error)
    expect(ctx.hasArtifact(ArtifactKeys.PARSED_ANSWER)).toBe(false)
  })

  it('extraction hints and prompt_config.parsing go into the system text; hints can be switched off', async () => {
    const Hinted = defineTemplate({
      target: field(z.string(), { description: 'Target', groundTruth: 'BCL2', check: exactMatch(), extractionHint: 'Use the HGNC gene symbol' }),
    })
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
    const promptConfig = PromptConfigSchema.parse({ parsing: 'Be terse.' })
    await stage.execute(readyContext(loopbackTask(server, { template: Hinted, options: { promptConfig } })))
    await stage.execute(readyContext(loopbackTask(server, { template: Hinted, options: { includeExtractionHints: false } })))
    const [withHints, withoutHints] = judgeRequests(server)
    expect(withHints!.system).toContain('## Field Extraction Guidance\n- **target**: Use the HGNC gene symbol')
    expect(withHints!.system!.endsWith('Be terse.')).toBe(true)
    expect(withoutHints!.system).not.toContain('HGNC')
  })

  it('a judge null is a null field (result null, verify false): a content failure, not a parse failure', async () => {
    server.on({ model: 'gpt-answerer' }, 'I am not sure.')
    server.on({ model: 'gpt-judge' }, reply.json({ target: null }))
    const result = await runTask(loopbackTask(server))
    expect(result.template?.field_results).toEqual({ target: null })
    expect(result.template?.parsed_llm_response).toEqual({})
    expect(result.metadata.failure).toMatchObject({ category: 'content' })
  })

  it('a judge model that cannot be created is recorded (Failed to create TemplateEvaluator)', async () => {
    const ctx = readyContext(loopbackTask(server, { modelOptions: { parsing: { baseURL: server.openaiBaseURL, env: {} } } }))
    await stage.execute(ctx)
    expect(ctx.error).toMatch(/^Failed to create TemplateEvaluator: ConfigError: OPENAI_API_KEY: /)
    expect(ctx.errorStage).toBe('ParseTemplate')
  })

  it('a provider error of the judge is a parse failure in the default mode', async () => {
    server.on({ model: 'gpt-answerer' }, 'BCL2')
    server.on({ model: 'gpt-judge' }, fault.status(400))
    const result = await runTask(loopbackTask(server))
    expect(result.metadata.failure).toMatchObject({ category: 'parsing', stage: 'parse_template' })
    expect(result.metadata.failure?.reason).toMatch(/^Parsing failed: openai: /)
  })
})

describe('ParseTemplate — trace fields of a mixed template', () => {
  const Mixed = defineTemplate({
    target: field(z.string(), { description: 'Target', groundTruth: 'BCL2', check: exactMatch() }),
    cites_bcl2: field(z.boolean(), { description: 'Trace mentions BCL2', groundTruth: true, check: traceContains({ substring: 'BCL2' }) }),
  })

  it('default: evaluated from the raw trace, as the seeds document', async () => {
    server.on({ model: 'gpt-answerer' }, 'Venetoclax targets BCL2.')
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
    const result = await runTask(loopbackTask(server, { template: Mixed }))
    expect(judgeRequests(server)[0]!.body).not.toHaveProperty('response_format.json_schema.schema.properties.cites_bcl2')
    expect(result.template?.field_results).toEqual({ target: true, cites_bcl2: true })
    expect(result.template?.verify_result).toBe(true)
  })

  it('compat: null, as Karenina’s strict rebuild leaves them (verify fails)', async () => {
    server.on({ model: 'gpt-answerer' }, 'Venetoclax targets BCL2.')
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
    const result = await runTask(loopbackTask(server, { template: Mixed, options: { compat: 'karenina-python' } }))
    expect(result.template?.field_results).toEqual({ target: true, cites_bcl2: null })
    expect(result.template?.verify_result).toBe(false)
  })
})
