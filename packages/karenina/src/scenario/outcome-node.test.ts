import { describe, expect, it } from 'vitest'
import { CheckError } from '../errors/check-error.js'
import { ValidationError } from '../errors/validation-error.js'
import { outcomeNodeFromJSON } from './outcome-node.js'

describe('outcomeNodeFromJSON', () => {
  it('builds turn checks with scopes and verify_with primitives', () => {
    const node = outcomeNodeFromJSON({
      type: 'turn_check',
      scope: { type: 'any_turn', node_id: ['ask', 'retry'] },
      field: 'verify_result',
      expected: true,
      verify_with: { type: 'BooleanMatch' },
      ignored_extra: 1,
    })
    expect(node).toMatchObject({ type: 'turn_check', scope: { type: 'any_turn', nodeId: ['ask', 'retry'] }, field: 'verify_result', expected: true })
    expect(node.type === 'turn_check' && node.verifyWith.type).toBe('BooleanMatch')
  })

  it('fills defaults and coerces scalars laxly', () => {
    expect(outcomeNodeFromJSON({ type: 'count_turns' })).toEqual({ type: 'count_turns', nodeId: null, verifyResult: null })
    expect(outcomeNodeFromJSON({ type: 'first_match_index', verify_result: 'yes' })).toMatchObject({ verifyResult: true })
    const cross = outcomeNodeFromJSON({
      type: 'cross_turn_check',
      source_turn: { type: 'turn_at', index: '-1' },
      source_field: 'parsed.x',
      target_turn: { type: 'last_turn' },
      target_field: 'parsed.x',
      comparison: 'gte',
    })
    expect(cross).toMatchObject({ sourceTurn: { type: 'turn_at', index: -1 }, normalize: [] })
  })

  it('builds composition children recursively', () => {
    const node = outcomeNodeFromJSON({
      type: 'at_least_n',
      n: 1,
      conditions: [{ type: 'all_of', conditions: [{ type: 'result_check', field: 'status', expected: 'completed', verify_with: { type: 'ExactMatch' } }] }],
    })
    expect(node).toMatchObject({ type: 'at_least_n', n: 1, conditions: [{ type: 'all_of', conditions: [{ type: 'result_check' }] }] })
  })

  it.each([
    [{ type: 'turn_check', scope: { type: 'middle_turn' }, field: 'x', verify_with: { type: 'ExactMatch' } }, 'scope.type'],
    [{ type: 'turn_check', scope: { type: 'turn_at' }, field: 'x', verify_with: { type: 'ExactMatch' } }, 'scope.index'],
    [{ type: 'result_check', field: 'status' }, 'verify_with'],
    [{ type: 'cross_turn_check', source_turn: { type: 'first_turn' }, source_field: 'a', target_turn: { type: 'last_turn' }, target_field: 'a', comparison: 'approx' }, 'comparison'],
    [{ type: 'at_least_n', n: -1 }, 'n'],
    [{ type: 'all_of', conditions: [{ type: 'nope' }] }, 'conditions.0.type'],
    [{ field: 'status' }, 'type'],
  ])('rejects %j with a ValidationError at %s', (raw, path) => {
    try {
      outcomeNodeFromJSON(raw)
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError)
      expect((error as ValidationError).path.join('.')).toBe(path)
    }
  })

  it('reports an unknown primitive type as a value error, like the registry', () => {
    expect(() => outcomeNodeFromJSON({ type: 'result_check', field: 'status', verify_with: { type: 'Nope' } })).toThrowError(
      expect.objectContaining({ kind: 'value' }),
    )
    expect(() => outcomeNodeFromJSON({ type: 'result_check', field: 'status', verify_with: { type: 'Nope' } })).toThrow(CheckError)
  })
})
