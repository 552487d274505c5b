// The bench's checkpoint must be one Karenina would write and we load whole, or its loading figure measures nothing.
import { describe, expect, it } from 'vitest'
import { parseCheckpoint } from '../../packages/karenina/src/benchmark/checkpoint/load-checkpoint.js'
import { CHECKPOINT_CONTEXT } from '../../packages/karenina/src/benchmark/checkpoint/save-checkpoint.js'
import { benchCheckpoint } from './checkpoint-file.js'

describe('benchCheckpoint', () => {
  it('writes the @context Karenina writes and loads every question with its template', () => {
    const document = benchCheckpoint(20)
    expect(document['@context']).toEqual(CHECKPOINT_CONTEXT)
    const benchmark = parseCheckpoint(JSON.parse(JSON.stringify(document)), {}, 'bench checkpoint')
    expect(benchmark.questionCount).toBe(20)
    expect(benchmark.getMissingTemplates()).toEqual([])
  })
})
