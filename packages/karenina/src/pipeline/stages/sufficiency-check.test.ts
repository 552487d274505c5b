import { reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineTemplate } from '../../template/define-template.js'
import { field } from '../../template/field.js'
import { traceContains } from '../../primitives/trace-contains.js'
import { exactMatch } from '../../primitives/exact-match.js'
import type { VerificationResult } from '../../results/verification-result.js'
import { judgeRequests, loopbackTask, offlineTask } from '../../../test/fixtures/pipeline/pipeline-fixtures.js'
import { ArtifactKeys } from '../artifact-keys.js'
import { buildStages } from '../from-config.js'
import { StageOrchestrator } from '../orchestrator.js'
import { createTaskContext, runTask, type VerificationTask } from '../run-task.js'
import { stagePlanOptionsOf } from '../from-config.js'
import { SufficiencyCheckStage } from './sufficiency-check.js'

let server: LlmServer
beforeEach(async () => {
  server = await startLlmServer()
})
afterEach(async () => {
  await server.close()
})

const SUFFICIENCY_PROMPT = 'enough information to fill every required field'
const ABSTENTION_PROMPT = 'abstain from answering'

async function runWithContext(task: VerificationTask) {
  const ctx = createTaskContext(task)
  await new StageOrchestrator(buildStages(stagePlanOptionsOf(ctx.settings.options, ctx.settings.rubric))).execute(ctx)
  return { ctx, result: ctx.getArtifact<VerificationResult>(ArtifactKeys.FINAL_RESULT)! }
}

describe('SufficiencyCheck — through the loopback server', () => {
  it('an insufficient answer skips parsing: verify_result false, no error, failure "sufficiency"', async () => {
    server.on({ model: 'gpt-answerer' }, 'Venetoclax is a drug used in leukemia.')
    server.on({ model: 'gpt-judge', match: SUFFICIENCY_PROMPT }, reply.json({ reasoning: 'Field "target": nothing in the response names a protein.', sufficient: false }, { usage: { inputTokens: 120, outputTokens: 12 } }))
    const { ctx, result } = await runWithContext(loopbackTask(server, { options: { sufficiencyEnabled: true } }))

    expect(ctx.completedWithoutErrors).toBe(true)
    expect(judgeRequests(server)).toHaveLength(1)
    const request = judgeRequests(server)[0]!
    expect((request.body as { temperature?: number }).temperature).toBe(0)
    // The template schema is shown, pretty-printed.
    expect(request.lastUserText).toContain('"target": {')
    expect(result.template).toMatchObject({
      verify_result: false,
      template_verification_performed: false,
      sufficiency_check_performed: true,
      sufficiency_detected: false,
      sufficiency_override_applied: true,
      sufficiency_reasoning: 'Field "target": nothing in the response names a protein.',
    })
    expect(result.template?.usage_metadata).toMatchObject({ sufficiency_check: { input_tokens: 120, output_tokens: 12 } })
    expect(result.metadata.failure).toMatchObject({ category: 'sufficiency', stage: 'sufficiency_check' })
  })

  it('a sufficient answer is parsed and verified; detected = true means sufficient', async () => {
    server.on({ model: 'gpt-answerer' }, 'Venetoclax targets BCL2.')
    server.on({ model: 'gpt-judge', match: SUFFICIENCY_PROMPT }, reply.json({ reasoning: 'target → BCL2', sufficient: true }))
    server.on({ model: 'gpt-judge', match: 'Parse the response' }, reply.json({ target: 'BCL2' }))
    const result = await runTask(loopbackTask(server, { options: { sufficiencyEnabled: true } }))
    expect(result.template).toMatchObject({ verify_result: true, sufficiency_check_performed: true, sufficiency_detected: true, sufficiency_override_applied: false })
    expect(result.metadata.failure).toBeNull()
  })

  it('the schema shown includes trace fields (the judge schema does not)', async () => {
    const Mixed = defineTemplate({
      target: field(z.string(), { description: 'The target', groundTruth: 'BCL2', check: exactMatch() }),
      searched: field(z.boolean(), { description: 'Whether the agent searched', groundTruth: true, check: traceContains({ substring: 'search' }) }),
    })
    server.on({ model: 'gpt-answerer' }, 'BCL2')
    server.on({ model: 'gpt-judge', match: SUFFICIENCY_PROMPT }, reply.json({ reasoning: 'no', sufficient: false }))
    await runTask(loopbackTask(server, { template: Mixed, options: { sufficiencyEnabled: true } }))
    expect(judgeRequests(server)[0]!.lastUserText).toContain('"searched"')
  })

  it('abstention takes priority: after a detected abstention the sufficiency check does not run', async () => {
    server.on({ model: 'gpt-answerer' }, 'I cannot answer that.')
    server.on({ model: 'gpt-judge', match: ABSTENTION_PROMPT }, reply.json({ reasoning: 'Refusal.', abstention_detected: true }))
    const result = await runTask(loopbackTask(server, { options: { abstentionEnabled: true, sufficiencyEnabled: true } }))
    expect(judgeRequests(server)).toHaveLength(1)
    expect(result.template).toMatchObject({ abstention_detected: true, sufficiency_check_performed: false, sufficiency_detected: null, sufficiency_override_applied: false })
    expect(result.metadata.failure).toMatchObject({ category: 'abstention' })
  })

  it('a reply that never validates counts as sufficient, not performed', async () => {
    server.on({ model: 'gpt-answerer' }, 'Venetoclax targets BCL2.')
    server.on({ model: 'gpt-judge', match: SUFFICIENCY_PROMPT }, reply.text('not json at all'))
    server.on({ model: 'gpt-judge', match: 'Parse the response' }, reply.json({ target: 'BCL2' }))
    const result = await runTask(loopbackTask(server, { options: { sufficiencyEnabled: true } }))
    expect(result.template).toMatchObject({ verify_result: true, sufficiency_check_performed: false, sufficiency_detected: true, sufficiency_override_applied: false, sufficiency_reasoning: null })
  })
})

describe('SufficiencyCheck — shouldRun', () => {
  it('needs the flag and skips after an abstention or a failed trace validation', () => {
    const stage = new SufficiencyCheckStage()
    expect(stage.requires).toEqual(['raw_llm_response', 'Answer'])
    expect(stage.shouldRun(createTaskContext(offlineTask()))).toBe(false)
    const ctx = createTaskContext(offlineTask({ options: { sufficiencyEnabled: true } }))
    expect(stage.shouldRun(ctx)).toBe(true)
    ctx.setArtifact(ArtifactKeys.ABSTENTION_DETECTED, true)
    expect(stage.shouldRun(ctx)).toBe(false)
    ctx.setArtifact(ArtifactKeys.ABSTENTION_DETECTED, false)
    ctx.setArtifact(ArtifactKeys.TRACE_VALIDATION_FAILED, true)
    expect(stage.shouldRun(ctx)).toBe(false)
  })
})
