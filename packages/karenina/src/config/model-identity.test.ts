import { describe, expect, it } from 'vitest'
import { modelCanonicalKey, modelDisplayString } from './model-identity.js'

describe('modelCanonicalKey', () => {
  it('joins interface, model, optional config id and sorted tools', () => {
    expect(modelCanonicalKey({ interface: 'langchain', model_name: 'gpt-4o' })).toBe('langchain:gpt-4o:')
    expect(modelCanonicalKey({ interface: 'langchain', model_name: 'gpt-4o', tools: ['fs', 'brave'], config_id: 'my-id' })).toBe(
      'langchain:gpt-4o:my-id:brave|fs',
    )
    expect(modelCanonicalKey({ interface: 'x', model_name: 'm', tools: [], config_id: null })).toBe('x:m:')
    expect(modelCanonicalKey({ interface: 'x', model_name: 'm', config_id: '' })).toBe('x:m:')
  })

  it('does not reorder the caller’s tools array', () => {
    const tools = ['b', 'a']
    modelCanonicalKey({ interface: 'x', model_name: 'm', tools })
    expect(tools).toEqual(['b', 'a'])
  })
})

describe('modelDisplayString', () => {
  it('adds the config id and the tools in stored order', () => {
    expect(modelDisplayString({ interface: 'langchain', model_name: 'gpt-4o' })).toBe('langchain:gpt-4o')
    expect(modelDisplayString({ interface: 'langchain', model_name: 'gpt-4o', config_id: 'cfg', tools: ['fs', 'brave'] })).toBe(
      'langchain:gpt-4o (cfg) +[fs, brave]',
    )
  })
})
