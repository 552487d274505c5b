import { describe, expect, it } from 'vitest'
import { MINIMUM_NODE_MAJOR, unsupportedNodeMessage } from './node-version.js'

describe('unsupportedNodeMessage', () => {
  it('names the minimum and the version found for an older Node', () => {
    expect(unsupportedNodeMessage('20.20.2')).toBe(`karenina-ts needs Node ≥ ${MINIMUM_NODE_MAJOR} (found 20.20.2)`)
    expect(unsupportedNodeMessage('v22.12.0')).toBe(`karenina-ts needs Node ≥ ${MINIMUM_NODE_MAJOR} (found 22.12.0)`)
  })

  it('accepts the minimum and newer', () => {
    expect(unsupportedNodeMessage(`${MINIMUM_NODE_MAJOR}.0.0`)).toBeNull()
    expect(unsupportedNodeMessage('v25.1.0')).toBeNull()
  })
})

