import { describe, expect, it } from 'vitest'
import { MINIMUM_NODE, unsupportedNodeMessage } from './node-version.js'

describe('unsupportedNodeMessage', () => {
  it('names the minimum and the version found below it', () => {
    expect(MINIMUM_NODE).toBe('22.12.0')
    expect(unsupportedNodeMessage('20.20.2')).toBe('karenina-ts needs Node ≥ 22.12 (found 20.20.2)')
    expect(unsupportedNodeMessage('v22.11.0')).toBe('karenina-ts needs Node ≥ 22.12 (found 22.11.0)')
    expect(unsupportedNodeMessage('garbage')).toBe('karenina-ts needs Node ≥ 22.12 (found garbage)')
  })

  it('accepts the minimum and anything newer', () => {
    expect(unsupportedNodeMessage('22.12.0')).toBeNull()
    expect(unsupportedNodeMessage('v22.23.3')).toBeNull()
    expect(unsupportedNodeMessage('23.0.0')).toBeNull()
    expect(unsupportedNodeMessage('v24.0.0')).toBeNull()
    expect(unsupportedNodeMessage('v25.1.0')).toBeNull()
  })
})
