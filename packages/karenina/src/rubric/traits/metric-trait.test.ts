import { describe, expect, it } from 'vitest'
import { ValidationError } from '../../errors/validation-error.js'
import { metricTrait, metricTraitFromJSON, requiredBuckets } from './metric-trait.js'

describe('MetricRubricTrait', () => {
  it('fills Karenina’s defaults', () => {
    const trait = metricTrait({ name: 'coverage', metrics: ['f1'], tpInstructions: ['mentions asthma'] })
    expect(trait).toEqual({
      name: 'coverage',
      description: null,
      summary: null,
      evaluation_mode: 'tp_only',
      metrics: ['f1'],
      tp_instructions: ['mentions asthma'],
      tn_instructions: [],
      repeated_extraction: true,
      higher_is_better: null,
    })
    expect(requiredBuckets(trait)).toEqual(['fn', 'fp', 'tp'])
  })

  it('allows all five metrics in full_matrix mode with TN instructions', () => {
    const trait = metricTraitFromJSON({
      name: 'm',
      evaluation_mode: 'full_matrix',
      metrics: ['precision', 'recall', 'specificity', 'accuracy', 'f1'],
      tp_instructions: ['x'],
      tn_instructions: ['y'],
    })
    expect(requiredBuckets(trait)).toEqual(['fn', 'fp', 'tn', 'tp'])
  })

  it.each([
    [{ name: 'm', metrics: ['accuracy'], tp_instructions: ['x'] }, 'metrics'],
    [{ name: 'm', metrics: ['specificity'], evaluation_mode: 'full_matrix', tp_instructions: ['x'] }, 'tn_instructions'],
    [{ name: 'm', metrics: ['auc'], tp_instructions: ['x'] }, 'metrics'],
    [{ name: 'm', metrics: [], tp_instructions: ['x'] }, 'metrics'],
    [{ name: 'm', metrics: ['f1'] }, 'tp_instructions'],
    [{ name: '', metrics: ['f1'], tp_instructions: ['x'] }, 'name'],
    [{ name: 'm', metrics: ['f1'], tp_instructions: ['x'], evaluation_mode: 'partial' }, 'evaluation_mode'],
    [{ name: 'm', metrics: ['f1'], tp_instructions: ['x'], bogus: 1 }, 'bogus'],
    [{ name: 'm', metrics: 'f1', tp_instructions: ['x'] }, 'metrics'],
  ])('rejects %j with a ValidationError at %s', (raw, path) => {
    try {
      metricTraitFromJSON(raw)
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError)
      expect((error as ValidationError).path.join('.')).toBe(path)
    }
  })
})
