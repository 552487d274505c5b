import { fault, reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { llmTrait } from '../../rubric/traits/llm-trait.js'
import { defineRubric } from '../../rubric/rubric.js'
import { judgeRequests, loopbackTask, offlineTask } from '../../../test/fixtures/pipeline/pipeline-fixtures.js'
import { ArtifactKeys } from '../artifact-keys.js'
import { buildStages } from '../from-config.js'
import { StageOrchestrator } from '../orchestrator.js'
import { createTaskContext, type VerificationTask } from '../run-task.js'
import { stagePlanOptionsOf } from '../from-config.js'
import type { VerificationResult } from '../../results/verification-result.js'
import { AbstentionCheckStage } from './abstention-check.js'

let server: LlmServer
beforeEach(async () => {
  server = await startLlmServer()
})
afterEach(async () => {
  await server.close()
})

const REFUSAL = "I'm sorry, but I cannot answer questions about drug targets."
const ABSTENTION_PROMPT = 'abstain from answering'

/** runTask, keeping the context (to read `completedWithoutErrors`, which the result no longer carries). */
async function runWithContext(task: VerificationTask) {
  const ctx = createTaskContext(task)
  const stages = buildStages(stagePlanOptionsOf(ctx.settings.options, ctx.settings.rubric))
  await new StageOrchestrator(stages).execute(ctx)
  return { ctx, result: ctx.getArtifact<VerificationResult>(ArtifactKeys.FINAL_RESULT)! }
}

describe('AbstentionCheck — through the loopback server', () => {
  it('a refusal is detected: parsing is skipped, verify_result false, no error, failure "abstention"', async () => {
    server.on({ model: 'gpt-answerer' }, REFUSAL)
    server.on({ model: 'gpt-judge', match: ABSTENTION_PROMPT }, reply.json({ reasoning: 'The response says "I cannot answer" and gives no target.', abstention_detected: true }, { usage: { inputTokens: 90, outputTokens: 15 } }))
    const { ctx, result } = await runWithContext(loopbackTask(server, { options: { abstentionEnabled: true } }))

    expect(ctx.completedWithoutErrors).toBe(true)
    expect(ctx.error).toBeNull()
    // One judge call (the check); no parsing call.
    expect(judgeRequests(server)).toHaveLength(1)
    expect((judgeRequests(server)[0]!.body as { temperature?: number }).temperature).toBe(0)
    expect(judgeRequests(server)[0]!.lastUserText).toContain(REFUSAL)
    expect(result.template).toMatchObject({
      verify_result: false,
      template_verification_performed: false,
      parsed_llm_response: null,
      abstention_check_performed: true,
      abstention_detected: true,
      abstention_override_applied: true,
      abstention_reasoning: 'The response says "I cannot answer" and gives no target.',
    })
    expect(result.template?.usage_metadata).toMatchObject({ abstention_check: { input_tokens: 90, output_tokens: 15, model: 'langchain:gpt-judge' } })
    expect(result.metadata.failure).toMatchObject({ category: 'abstention', stage: 'abstention_check', reason: 'The response says "I cannot answer" and gives no target.' })
  })

  it('an answer is not an abstention: the fields are recorded, parsing and verification run', async () => {
    server.on({ model: 'gpt-answerer' }, 'Venetoclax targets BCL2.')
    server.on({ model: 'gpt-judge', match: ABSTENTION_PROMPT }, reply.json({ reasoning: 'A committed answer.', abstention_detected: false }))
    server.on({ model: 'gpt-judge', match: 'Parse the response' }, reply.json({ target: 'BCL2' }))
    const { ctx, result } = await runWithContext(loopbackTask(server, { options: { abstentionEnabled: true } }))
    expect(ctx.completedWithoutErrors).toBe(true)
    expect(judgeRequests(server)).toHaveLength(2)
    expect(result.template).toMatchObject({
      verify_result: true,
      abstention_check_performed: true,
      abstention_detected: false,
      abstention_override_applied: false,
      abstention_reasoning: 'A committed answer.',
    })
    expect(result.metadata.failure).toBeNull()
  })

  it('a failed check call is recorded as not performed (detected false) with a warning; the task goes on', async () => {
    server.on({ model: 'gpt-answerer' }, 'Venetoclax targets BCL2.')
    server.on({ model: 'gpt-judge', match: ABSTENTION_PROMPT }, fault.status(400))
    server.on({ model: 'gpt-judge', match: 'Parse the response' }, reply.json({ target: 'BCL2' }))
    const { ctx, result } = await runWithContext(loopbackTask(server, { options: { abstentionEnabled: true } }))
    expect(ctx.completedWithoutErrors).toBe(true)
    expect(result.template).toMatchObject({ verify_result: true, abstention_check_performed: false, abstention_detected: false, abstention_override_applied: false, abstention_reasoning: null })
    expect(result.metadata.warnings.some((w) => w.startsWith('Abstention check failed: '))).toBe(true)
  })

  it('reads a reply without the reasoning key leniently ("No reasoning provided")', async () => {
    server.on({ model: 'gpt-answerer' }, REFUSAL)
    server.on({ model: 'gpt-judge', match: ABSTENTION_PROMPT }, reply.json({ abstention_detected: 'yes' }))
    const { result } = await runWithContext(loopbackTask(server, { options: { abstentionEnabled: true } }))
    expect(result.template).toMatchObject({ abstention_detected: true, abstention_override_applied: true, abstention_reasoning: 'No reasoning provided' })
  })

  it('in rubric_only mode the abstention is recorded and the rubric still runs', async () => {
    server.on({ model: 'gpt-answerer' }, REFUSAL)
    server.on({ model: 'gpt-judge', match: ABSTENTION_PROMPT }, reply.json({ reasoning: 'Refusal.', abstention_detected: true }))
    server.on({ model: 'gpt-judge', match: 'conciseness' }, reply.json({ scores: { conciseness: true } }))
    const rubric = defineRubric({ llmTraits: [llmTrait({ name: 'conciseness', kind: 'boolean', description: 'Is the response concise?' })] })
    const { result } = await runWithContext(loopbackTask(server, { options: { abstentionEnabled: true, evaluationMode: 'rubric_only' }, rubric, template: null }))
    expect(result.template).toMatchObject({ abstention_detected: true, abstention_override_applied: true, verify_result: false })
    expect(result.rubric?.llm_trait_scores).toEqual({ conciseness: true })
    expect(result.metadata.failure).toMatchObject({ category: 'abstention' })
  })
})

describe('AbstentionCheck — shouldRun', () => {
  it('needs the flag, no error, no recursion limit and no partial timeout', () => {
    const stage = new AbstentionCheckStage()
    expect(stage.produces).toEqual(['abstention_check_performed', 'abstention_detected', 'abstention_override_applied', 'abstention_reasoning'])
    expect(stage.shouldRun(createTaskContext(offlineTask()))).toBe(false)
    const ctx = createTaskContext(offlineTask({ options: { abstentionEnabled: true } }))
    expect(stage.shouldRun(ctx)).toBe(true)
    ctx.setArtifact(ArtifactKeys.RESPONSE_TIMEOUT_PARTIAL, true)
    expect(stage.shouldRun(ctx)).toBe(false)
    ctx.setArtifact(ArtifactKeys.RESPONSE_TIMEOUT_PARTIAL, false)
    ctx.setArtifact(ArtifactKeys.RECURSION_LIMIT_REACHED, true)
    expect(stage.shouldRun(ctx)).toBe(false)
    ctx.setArtifact(ArtifactKeys.RECURSION_LIMIT_REACHED, false)
    ctx.markError('boom')
    expect(stage.shouldRun(ctx)).toBe(false)
  })
})
