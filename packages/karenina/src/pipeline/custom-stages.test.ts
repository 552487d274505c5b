import { reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { StageGraphError } from '../errors/stage-graph-error.js'
import { VerificationResultSchema } from '../results/verification-result.js'
import { judgeRequests, loopbackTask } from './__fixtures__/pipeline-fixtures.js'
import { ArtifactKeys } from './artifact-keys.js'
import type { VerificationContext } from './context.js'
import { buildStages } from './from-config.js'
import { StageOrchestrator } from './orchestrator.js'
import { runTask } from './run-task.js'
import { BaseStage, type Stage } from './stage.js'

// Seed 004 ("Writing Custom Stages"), its two examples written in TypeScript as the page describes them.

/** Fail verification if the response is too short. */
class WordCountCheckStage extends BaseStage {
  readonly name = 'WordCountCheck'
  override readonly requires = [ArtifactKeys.RAW_LLM_RESPONSE]
  override readonly produces = ['word_count', 'word_count_passed']

  constructor(readonly minWords = 10) {
    super()
  }

  override shouldRun(context: VerificationContext): boolean {
    if (!super.shouldRun(context)) return false
    return context.hasArtifact(ArtifactKeys.RAW_LLM_RESPONSE)
  }

  execute(context: VerificationContext): void {
    const response = context.getArtifact<string>(ArtifactKeys.RAW_LLM_RESPONSE)!
    const wordCount = response.split(/\s+/).filter(Boolean).length
    const passed = wordCount >= this.minWords
    context.setArtifact('word_count', wordCount)
    context.setArtifact('word_count_passed', passed)
    context.setResultField('word_count', wordCount)
    context.setResultField('word_count_passed', passed)
  }
}

/** Check response for toxic content and optionally fail verification. */
class ToxicityCheckStage extends BaseStage {
  readonly name = 'ToxicityCheck'
  override readonly requires = [ArtifactKeys.RAW_LLM_RESPONSE]
  override readonly produces = ['toxicity_score', 'toxicity_passed']

  constructor(
    readonly threshold = 0.8,
    readonly failOnToxic = true,
  ) {
    super()
  }

  override shouldRun(context: VerificationContext): boolean {
    if (!super.shouldRun(context)) return false
    return context.hasArtifact(ArtifactKeys.RAW_LLM_RESPONSE)
  }

  execute(context: VerificationContext): void {
    const response = context.getArtifact<string>(ArtifactKeys.RAW_LLM_RESPONSE)!
    // Call your toxicity classifier
    const score = this.classify(response)
    const passed = score < this.threshold
    // Store artifacts for downstream stages
    context.setArtifact('toxicity_score', score)
    context.setArtifact('toxicity_passed', passed)
    // Store result fields for inclusion in VerificationResult
    context.setResultField('toxicity_score', score)
    context.setResultField('toxicity_passed', passed)
    if (!passed && this.failOnToxic) {
      // Override verify_result to fail
      context.setArtifact(ArtifactKeys.VERIFY_RESULT, false)
      context.setResultField(ArtifactKeys.VERIFY_RESULT, false)
    }
  }

  private classify(text: string): number {
    // Replace with your actual toxicity classifier
    const toxicWords = new Set(['harmful', 'dangerous', 'illegal'])
    const words = new Set(text.toLowerCase().split(/\s+/).filter(Boolean))
    return [...words].filter((w) => toxicWords.has(w)).length / Math.max(words.size, 1)
  }
}

/** Inserts `stage` right after VerifyTemplate (seed: "after stage 8, before EmbeddingCheck"). */
function withStageAfterVerify(stage: Stage): Stage[] {
  const stages: Stage[] = buildStages({ evaluationMode: 'template_only' })
  for (let i = 0; i < stages.length; i++) {
    if (stages[i]!.name === 'VerifyTemplate') {
      stages.splice(i + 1, 0, stage)
      break
    }
  }
  return stages
}

let server: LlmServer
beforeEach(async () => {
  server = await startLlmServer()
})
afterEach(async () => {
  await server.close()
})

describe('seed 004 custom stages', () => {
  it('WordCountCheck runs after VerifyTemplate and its result fields land in extensions', async () => {
    server.on({ model: 'gpt-answerer' }, 'Venetoclax targets BCL2.')
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
    const stages = withStageAfterVerify(new WordCountCheckStage(20))
    expect(stages.map((s) => s.name).slice(-4)).toEqual(['VerifyTemplate', 'WordCountCheck', 'EmbeddingCheck', 'FinalizeResult'])
    const result = await runTask(loopbackTask(server), { stages })
    // Python `split()` of "--- AI Message ---\nVenetoclax targets BCL2.": 4 header tokens + 3 words.
    expect(result.extensions).toEqual({ word_count: 7, word_count_passed: false })
    expect(result.template?.verify_result).toBe(true)
    expect(VerificationResultSchema.parse(result).extensions).toEqual({ word_count: 7, word_count_passed: false })
  })

  it('ToxicityCheck overrides verify_result and keeps its score', async () => {
    server.on({ model: 'gpt-answerer' }, 'BCL2 harmful dangerous illegal')
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
    // 3 toxic words among the 7 distinct lower-cased tokens ("---", "ai", "message", "bcl2", …) → 3/7.
    const result = await runTask(loopbackTask(server), { stages: withStageAfterVerify(new ToxicityCheckStage(0.4)) })
    expect(result.template?.verify_result).toBe(false)
    expect(result.template?.field_results).toEqual({ target: true })
    expect(result.metadata.failure).toMatchObject({ category: 'content', stage: 'verify_template' })
    expect(result.extensions).toEqual({ toxicity_score: 3 / 7, toxicity_passed: false })
  })

  it('a clean answer passes the toxicity check', async () => {
    server.on({ model: 'gpt-answerer' }, 'Venetoclax targets BCL2.')
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
    const result = await runTask(loopbackTask(server), { stages: withStageAfterVerify(new ToxicityCheckStage()) })
    expect(result.metadata.failure).toBeNull()
    expect(result.extensions).toEqual({ toxicity_score: 0, toxicity_passed: true })
  })

  it('a duck-typed stage (plain object) and the context extensions map work too', async () => {
    server.on({ model: 'gpt-answerer' }, 'Venetoclax targets BCL2.')
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
    const plain: Stage = {
      name: 'Echo',
      requires: ['parsed_answer'],
      produces: [],
      shouldRun: (ctx) => ctx.error === null,
      execute: (ctx) => {
        ctx.extensions.set('echo', { judged: judgeRequests(server).length })
      },
    }
    const result = await runTask(loopbackTask(server), { stages: withStageAfterVerify(plain) })
    expect(result.extensions).toEqual({ echo: { judged: 1 } })
  })

  it('declared requires are validated before any work (StageRegistry.validate_dependencies)', async () => {
    const needsWordCount: Stage = {
      name: 'NeedsWordCount',
      requires: ['parsed_answer', 'word_count'],
      produces: [],
      shouldRun: () => true,
      execute: () => {},
    }
    const stages = withStageAfterVerify(needsWordCount)
    expect(new StageOrchestrator(stages).unmetRequirements()).toEqual([{ stage: 'NeedsWordCount', missing: ['word_count'] }])
    await expect(runTask(loopbackTask(server), { stages })).rejects.toThrow(StageGraphError)
    expect(server.requests).toHaveLength(0)
    // With WordCountCheck before it, the graph is valid.
    const fixed = withStageAfterVerify(needsWordCount)
    fixed.splice(fixed.findIndex((s) => s.name === 'NeedsWordCount'), 0, new WordCountCheckStage())
    expect(new StageOrchestrator(fixed).unmetRequirements()).toEqual([])
  })
})
