import { fault, reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineTemplate } from '../../template/define-template.js'
import { loopbackOptions, loopbackTask, offlineTask } from '../../../test/fixtures/pipeline/pipeline-fixtures.js'
import { ArtifactKeys } from '../artifact-keys.js'
import { createTaskContext, runTask, type VerificationTask } from '../run-task.js'
import type { TaskOptions } from '../task-settings.js'
import { EmbeddingCheckStage, embeddingSettings } from './embedding-check.js'

let server: LlmServer
beforeEach(async () => {
  server = await startLlmServer()
})
afterEach(async () => {
  await server.close()
})

const ENABLED: Partial<TaskOptions> = { embeddingCheckEnabled: true, embeddingCheckModel: 'openai:text-embedder', embeddingCheckThreshold: 0.9 }

/** The answer says "B-cell lymphoma 2"; the judge extracts it; ExactMatch against "BCL2" fails. */
function synonymTask(overrides: Partial<VerificationTask> = {}): VerificationTask {
  server.on({ model: 'gpt-answerer' }, 'Venetoclax targets B-cell lymphoma 2.')
  server.on({ model: 'gpt-judge', match: 'Parse the response' }, reply.json({ target: 'B-cell lymphoma 2' }))
  return loopbackTask(server, {
    options: ENABLED,
    modelOptions: { answering: loopbackOptions(server), parsing: loopbackOptions(server), embedding: loopbackOptions(server) },
    ...overrides,
  })
}

const equivalenceRequests = () => server.requests.filter((r) => r.endpoint === 'chat' && r.lastUserText.includes('semantically equivalent'))
const embeddingRequests = () => server.requests.filter((r) => r.endpoint === 'embeddings')

describe('EmbeddingCheck — shouldRun', () => {
  it('runs only when field verification failed and no error is recorded', () => {
    const stage = new EmbeddingCheckStage()
    expect(stage.requires).toEqual(['parsed_answer', 'field_verification_result', 'regex_verification_results'])
    const ctx = createTaskContext(offlineTask())
    expect(stage.shouldRun(ctx)).toBe(false)
    ctx.setArtifact(ArtifactKeys.FIELD_VERIFICATION_RESULT, true)
    expect(stage.shouldRun(ctx)).toBe(false)
    ctx.setArtifact(ArtifactKeys.FIELD_VERIFICATION_RESULT, false)
    expect(stage.shouldRun(ctx)).toBe(true)
    ctx.markError('boom')
    expect(stage.shouldRun(ctx)).toBe(false)
  })
})

describe('EmbeddingCheck — outcomes', () => {
  it('disabled: records that it was not performed, makes no call', async () => {
    const result = await runTask(synonymTask({ options: {} }))
    expect(embeddingRequests()).toHaveLength(0)
    expect(result.template).toMatchObject({ embedding_check_performed: false, embedding_similarity_score: null, embedding_model_used: null, embedding_override_applied: false })
    expect(result.metadata.failure).toMatchObject({ category: 'content' })
  })

  it('similar and confirmed YES by the parsing model: the field verdict is overridden', async () => {
    server.on({ endpoint: 'embeddings' }, reply.embedding([0.6, 0.8]))
    server.on({ model: 'gpt-judge', match: 'semantically equivalent' }, 'YES, they are equivalent.')
    const result = await runTask(synonymTask())
    expect(embeddingRequests()).toHaveLength(1)
    expect(embeddingRequests()[0]!.model).toBe('text-embedder')
    expect(embeddingRequests()[0]!.input).toEqual(['{"target": "BCL2"}', '{"target": "B-cell lymphoma 2"}'])
    expect(equivalenceRequests()).toHaveLength(1)
    expect(result.template).toMatchObject({
      verify_result: true,
      embedding_check_performed: true,
      embedding_similarity_score: 1,
      embedding_model_used: 'openai:text-embedder',
      embedding_override_applied: true,
      field_results: { target: false },
    })
    expect(result.metadata.failure).toBeNull()
    expect(result.metadata.caveats).toEqual(['embedding_override'])
  })

  it('similar but answered NO: no override', async () => {
    server.on({ endpoint: 'embeddings' }, reply.embedding([1, 0]))
    server.on({ model: 'gpt-judge', match: 'semantically equivalent' }, 'NO')
    const result = await runTask(synonymTask())
    expect(result.template).toMatchObject({ verify_result: false, embedding_check_performed: true, embedding_similarity_score: 1, embedding_override_applied: false })
    expect(result.metadata.failure).toMatchObject({ category: 'content' })
  })

  it('below the threshold: no confirmation call, no override (the threshold is inclusive only upwards)', async () => {
    server.on({ endpoint: 'embeddings' }, reply.embedding([[1, 0], [0.8, 0.6]]))
    const result = await runTask(synonymTask({ options: { ...ENABLED, embeddingCheckThreshold: 0.81 } }))
    expect(equivalenceRequests()).toHaveLength(0)
    expect(result.template?.embedding_similarity_score).toBeCloseTo(0.8)
    expect(result.template?.embedding_override_applied).toBe(false)
  })

  it('at exactly the threshold the parsing model is asked (>=)', async () => {
    server.on({ endpoint: 'embeddings' }, reply.embedding([[1, 0], [0.6, 0.8]]))
    server.on({ model: 'gpt-judge', match: 'semantically equivalent' }, 'YES')
    const similarity = 0.6
    const result = await runTask(synonymTask({ options: { ...ENABLED, embeddingCheckThreshold: similarity } }))
    expect(equivalenceRequests()).toHaveLength(1)
    expect(result.template?.embedding_override_applied).toBe(true)
  })

  it('never overrides a regex failure', async () => {
    const WithRegex = defineTemplate(
      { target: z.string().describe('The target') },
      {
        groundTruth: () => ({ correct: { target: 'BCL2' }, regex: { mg: { pattern: 'mg', expected: 1, matchType: 'count' } } }),
        verify: (a) => a.values.target === 'BCL2',
      },
    )
    server.on({ endpoint: 'embeddings' }, reply.embedding([1, 0]))
    server.on({ model: 'gpt-judge', match: 'semantically equivalent' }, 'YES')
    const result = await runTask(synonymTask({ template: WithRegex }))
    expect(result.template).toMatchObject({ embedding_override_applied: true, verify_result: false, regex_overall_success: false })
    expect(result.metadata.failure).toMatchObject({ category: 'content' })
  })

  it('an embedding failure is recorded as performed with no score, and a warning', async () => {
    server.on({ endpoint: 'embeddings' }, fault.status(404))
    const result = await runTask(synonymTask())
    expect(result.template).toMatchObject({ embedding_check_performed: true, embedding_similarity_score: null, embedding_model_used: null, embedding_override_applied: false })
    expect(result.metadata.warnings[0]).toMatch(/^Embedding check failed: openai: /)
    expect(result.metadata.failure).toMatchObject({ category: 'content' })
  })

  it('a bare model name is served like the parsing model', async () => {
    server.on({ endpoint: 'embeddings' }, reply.embedding([1, 0]))
    server.on({ model: 'gpt-judge', match: 'semantically equivalent' }, 'NO')
    const result = await runTask(synonymTask({ options: { ...ENABLED, embeddingCheckModel: 'bare-embedder' }, modelOptions: { answering: loopbackOptions(server), parsing: loopbackOptions(server) } }))
    expect(embeddingRequests()[0]!.model).toBe('bare-embedder')
    expect(result.template?.embedding_model_used).toBe('bare-embedder')
  })

  it('compat: the model used comes from EMBEDDING_CHECK_MODEL (else all-MiniLM-L6-v2); the configured one is only reported', async () => {
    server.on({ endpoint: 'embeddings' }, reply.embedding([1, 0]))
    server.on({ model: 'gpt-judge', match: 'semantically equivalent' }, 'NO')
    const result = await runTask(synonymTask({ options: { ...ENABLED, embeddingCheckModel: 'configured-embedder', compat: 'karenina-python' } }))
    expect(embeddingRequests()[0]!.model).toBe('all-MiniLM-L6-v2')
    expect(result.template?.embedding_model_used).toBe('configured-embedder')
  })
})

describe('EmbeddingCheck — EMBEDDING_CHECK turns the check on unless the task says otherwise', () => {
  const ENV = { EMBEDDING_CHECK: 'yes', EMBEDDING_CHECK_MODEL: 'openai:env-embedder', EMBEDDING_CHECK_THRESHOLD: '0.5' }

  it('env only: enabled, with the env model and threshold', async () => {
    server.on({ endpoint: 'embeddings' }, reply.embedding([[1, 0], [0.6, 0.8]]))
    server.on({ model: 'gpt-judge', match: 'semantically equivalent' }, 'YES')
    const result = await runTask(synonymTask({ options: {}, env: ENV }))
    expect(embeddingRequests()[0]!.model).toBe('env-embedder')
    expect(result.template).toMatchObject({ embedding_check_performed: true, embedding_override_applied: true, embedding_model_used: 'openai:env-embedder', verify_result: true })
  })

  it('an explicit option wins over the environment', async () => {
    const result = await runTask(synonymTask({ options: { embeddingCheckEnabled: false }, env: ENV }))
    expect(embeddingRequests()).toHaveLength(0)
    expect(result.template).toMatchObject({ embedding_check_performed: false, verify_result: false })
  })
})

describe('embeddingSettings — precedence config > env > default', () => {
  const ctxWith = (options: Partial<TaskOptions>, env: Record<string, string>) => createTaskContext(offlineTask({ options, env }))

  it('uses the configured model and threshold', () => {
    expect(embeddingSettings(ctxWith({ embeddingCheckModel: 'a:b', embeddingCheckThreshold: 0.5 }, { EMBEDDING_CHECK_MODEL: 'env-model', EMBEDDING_CHECK_THRESHOLD: '0.1' }))).toEqual({
      used: 'a:b',
      reported: 'a:b',
      threshold: 0.5,
    })
  })

  it('falls back to the environment (threshold clamped to [0, 1]), then to Karenina’s defaults', () => {
    expect(embeddingSettings(ctxWith({}, { EMBEDDING_CHECK_MODEL: 'env-model', EMBEDDING_CHECK_THRESHOLD: '7' }))).toEqual({ used: 'env-model', reported: 'env-model', threshold: 1 })
    expect(embeddingSettings(ctxWith({}, { EMBEDDING_CHECK_THRESHOLD: 'not a number' }))).toEqual({ used: 'all-MiniLM-L6-v2', reported: 'all-MiniLM-L6-v2', threshold: 0.85 })
  })

  it('compat: the environment picks the model even when one is configured', () => {
    expect(embeddingSettings(ctxWith({ embeddingCheckModel: 'cfg', compat: 'karenina-python' }, { EMBEDDING_CHECK_MODEL: 'env-model' }))).toMatchObject({ used: 'env-model', reported: 'cfg' })
  })

  it('the check compares nothing when there is no parsed answer (score 0, no call)', async () => {
    const ctx = createTaskContext(offlineTask({ options: ENABLED }))
    ctx.setArtifact(ArtifactKeys.FIELD_VERIFICATION_RESULT, false)
    await new EmbeddingCheckStage().execute(ctx)
    expect(ctx.getResultField(ArtifactKeys.EMBEDDING_SIMILARITY_SCORE)).toBe(0)
    expect(ctx.getResultField(ArtifactKeys.EMBEDDING_CHECK_PERFORMED)).toBe(true)
    expect(ctx.getResultField(ArtifactKeys.EMBEDDING_OVERRIDE_APPLIED)).toBe(false)
  })
})
