import { makeResult } from '../../results/__fixtures__/make-result.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PyFloat } from '../../compat/py-float-value.js'
import { makeFailure } from '../../results/failure.js'
import { VerificationResultSchema } from '../../results/verification-result.js'
import { arbitraryFor, expectSameOutput } from '../../utils/__fixtures__/zod-arbitrary.js'
import { offlineTask } from '../__fixtures__/pipeline-fixtures.js'
import { ArtifactKeys } from '../artifact-keys.js'
import { createTaskContext } from '../run-task.js'
import { FinalizeResultStage } from './finalize-result.js'
import { fastParseResult, resultParseStats } from './result-fast-parse.js'

function agrees(value: unknown) {
  const fast = fastParseResult(value)
  const zod = VerificationResultSchema.safeParse(value)
  expect(fast === null).toBe(!zod.success)
  if (zod.success) expectSameOutput(fast, zod.data)
  return zod.success
}

describe('fastParseResult', () => {
  it('gives VerificationResultSchema.safeParse outcome and output on generated results, valid or not', () => {
    let valid = 0
    fc.assert(fc.property(arbitraryFor(VerificationResultSchema, 400), (value) => void (agrees(value) && valid++)), { numRuns: 400 })
    // Both outcomes were exercised.
    expect(valid).toBeGreaterThan(20)
    expect(valid).toBeLessThan(400)
  })

  it('unboxes Python floats and recomputes a failure the way zod does', () => {
    const base = makeResult()
    agrees({ ...base, metadata: { ...base.metadata, execution_time: new PyFloat(2), few_shot_example_count: new PyFloat(3) } })
    agrees({ ...base, metadata: { ...base.metadata, failure: { ...makeFailure('content', 'VerifyTemplate', 'wrong'), group: 'x' } } })
    agrees({ ...base, deep_judgment: { deep_judgment_performed: true, extracted_excerpts: { target: [{ text: 'BCL2', similarity_score: new PyFloat(1) }] } } })
  })

  it('a result FinalizeResult builds needs no zod call, and the parser is compiled once', () => {
    const stage = new FinalizeResultStage()
    const finalize = () => {
      const ctx = createTaskContext(offlineTask(), { now: () => new Date(2026, 3, 21, 12, 0, 0) })
      ctx.setResultField(ArtifactKeys.EXECUTION_TIME, 0.25)
      ctx.beginStage(stage.name)
      stage.execute(ctx)
      return ctx.getArtifact(ArtifactKeys.FINAL_RESULT)
    }
    finalize()
    const before = { ...resultParseStats }
    const result = finalize()
    expect(resultParseStats.parses).toBe(before.parses + 1)
    expect(resultParseStats.zodCalls).toBe(before.zodCalls)
    expect(resultParseStats.compilations).toBe(1)
    expectSameOutput(result, VerificationResultSchema.parse(result))
  })
})
