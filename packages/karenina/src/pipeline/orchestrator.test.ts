import { describe, expect, it } from 'vitest'
import { StageGraphError } from '../errors/stage-graph-error.js'
import { ArtifactKeys } from './artifact-keys.js'
import { VerificationContext } from './context.js'
import { StageOrchestrator, formatLocalTimestamp } from './orchestrator.js'
import type { Stage } from './stage.js'

const finalize: Stage = {
  name: 'FinalizeResult',
  requires: [],
  produces: ['final_result'],
  shouldRun: () => true,
  execute: (ctx) => ctx.setArtifact(ArtifactKeys.FINAL_RESULT, { error: ctx.error, stage: ctx.errorStage }),
}

function stage(name: string, run: Stage['execute'], requires: string[] = [], produces: string[] = []): Stage {
  return { name, requires, produces, shouldRun: (ctx) => ctx.error === null, execute: run }
}

function context() {
  return new VerificationContext({ questionId: 'q1', templateId: 't', questionText: 'Q?', settings: {}, now: () => new Date(2026, 0, 2, 3, 4, 5) })
}

describe('StageOrchestrator', () => {
  it('rejects duplicate names and a misplaced FinalizeResult', () => {
    expect(() => new StageOrchestrator([stage('A', () => {}), stage('A', () => {}), finalize])).toThrow(/already registered/)
    expect(() => new StageOrchestrator([finalize, stage('A', () => {})])).toThrow(StageGraphError)
  })

  it('checks a stage list once, and again once it has been edited (a batch builds an orchestrator per task)', async () => {
    const a = stage('A', () => {})
    const stages: Stage[] = [a, finalize]
    for (let i = 0; i < 3; i++) await new StageOrchestrator(stages).execute(context())
    stages.splice(1, 0, stage('A', () => {}))
    expect(() => new StageOrchestrator(stages)).toThrow(/already registered/)
    stages.splice(1, 2, finalize, stage('B', () => {}))
    expect(() => new StageOrchestrator(stages)).toThrow(/must be the last/)
    stages.splice(1, 2, finalize)
    expect(new StageOrchestrator(stages).stages).toEqual([a, finalize])
  })

  it('validates requires/produces before running any stage', async () => {
    const ran: string[] = []
    const orchestrator = new StageOrchestrator([
      stage('Producer', () => void ran.push('Producer'), [], ['x']),
      stage('Consumer', () => void ran.push('Consumer'), ['x', 'y']),
      finalize,
    ])
    await expect(orchestrator.execute(context())).rejects.toThrow(
      "Stage dependency validation failed:\nStage 'Consumer' requires artifacts {'y'} which are not produced by any earlier stage",
    )
    expect(ran).toEqual([])
  })

  it('contains a throwing stage: error marked, later stages skipped, finalize still runs', async () => {
    const ran: string[] = []
    const ctx = context()
    await new StageOrchestrator([
      stage('Boom', () => {
        throw new TypeError('bad value')
      }),
      stage('Later', () => void ran.push('Later')),
      finalize,
    ]).execute(ctx)
    expect(ran).toEqual([])
    expect(ctx.getArtifact(ArtifactKeys.FINAL_RESULT)).toEqual({ error: 'Stage Boom raised exception: TypeError: bad value', stage: 'Boom' })
    expect(ctx.getResultField(ArtifactKeys.TIMESTAMP)).toBe('2026-01-02 03:04:05')
    expect(ctx.getResultField(ArtifactKeys.EXECUTION_TIME)).toBe(0)
  })

  it('formats timestamps as local YYYY-MM-DD HH:MM:SS', () => {
    expect(formatLocalTimestamp(new Date(2024, 10, 9, 8, 7, 6))).toBe('2024-11-09 08:07:06')
  })
})
