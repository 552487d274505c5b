import { describe, expect, it } from 'vitest'
import { ConfigError } from '../errors/config-error.js'
import { modelDisplayString } from './model-identity.js'
import { modelIdentityOf, parseModelConfig, serializeModelConfig } from './model-config.js'
import { formatModelId, parseModelId } from './model-id.js'

describe('parseModelId', () => {
  it.each([
    ['openai:gpt-4.1-mini', { interface: 'langchain', model_provider: 'openai', model_name: 'gpt-4.1-mini', id: 'gpt-4.1-mini' }],
    ['anthropic:claude-haiku-4-5', { interface: 'langchain', model_provider: 'anthropic', model_name: 'claude-haiku-4-5' }],
    ['openrouter:meta-llama/llama-3.3-70b:free', { interface: 'openrouter', model_provider: null, model_name: 'meta-llama/llama-3.3-70b:free' }],
    ['claude_tool:claude-sonnet-4-5', { interface: 'claude_tool', model_name: 'claude-sonnet-4-5' }],
    ['langchain:anthropic:claude-x', { interface: 'langchain', model_provider: 'anthropic', model_name: 'claude-x' }],
    ['openai_endpoint:qwen2.5@http://localhost:11434/v1', { interface: 'openai_endpoint', model_name: 'qwen2.5', endpoint_base_url: 'http://localhost:11434/v1' }],
    ['  openai:gpt-4o  ', { model_name: 'gpt-4o' }],
  ])('%s', (id, expected) => {
    expect(parseModelId(id)).toMatchObject(expected)
  })

  it('fills Karenina defaults', () => {
    const config = parseModelId('openai:gpt-4.1-mini')
    expect(config).toMatchObject({ temperature: 0.1, max_tokens: 16384, max_retries: 2, retry_policy: null, system_prompt: null })
  })

  it('round-trips through formatModelId', () => {
    for (const id of ['openai:gpt-4o', 'openrouter:a/b:free', 'claude_tool:c', 'openai_endpoint:m@https://h/v1', 'langchain_deep_agents:anthropic:m']) {
      expect(formatModelId(parseModelId(id))).toBe(id)
    }
  })

  it('manual needs traces', () => {
    expect(() => parseModelId('manual')).toThrow(/manual_traces: the manual interface needs pre-recorded traces/)
    const config = parseModelId('manual', { manual_traces: { q1: 'answer' } })
    expect(config).toMatchObject({ interface: 'manual', id: 'manual', model_name: 'manual' })
    expect(modelDisplayString(modelIdentityOf(config))).toBe('manual:manual')
  })

  it.each([
    ['gpt-4o', /missing provider or model/],
    ['openai:', /missing provider or model/],
    ['openai_endpoint:qwen', /model@http/],
    ['langchain:gpt-4o', /langchain:provider:model/],
    ['manual:x', /manual takes no model name/],
  ])('rejects %s', (id, message) => {
    const error = (() => {
      try {
        parseModelId(id)
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as ConfigError).message).toMatch(message)
  })
})

describe('ModelConfig', () => {
  it('rejects extra keys and unknown interfaces, naming the key', () => {
    expect(() => parseModelConfig({ model_name: 'x', model_provider: 'openai', colour: 'red' } as never)).toThrow(ConfigError)
    expect(() => parseModelConfig({ model_name: 'x', interface: 'bogus' })).toThrow(/model_config\.interface: .*unknown interface "bogus"/)
  })

  it('requires a provider for langchain and validates anthropic fields', () => {
    expect(() => parseModelConfig({ model_name: 'x' })).toThrow(/model_provider: required for interface langchain/)
    expect(() => parseModelConfig({ model_name: 'x', interface: 'openrouter', anthropic_api_key: 'k' })).toThrow(/anthropic_api_key: not allowed/)
    expect(() => parseModelConfig({ model_name: 'x', model_provider: 'openai', anthropic_base_url: 'u' })).toThrow(/needs model_provider "anthropic"/)
    expect(() =>
      parseModelConfig({ model_name: 'x', interface: 'claude_tool', anthropic_api_key: 'k', extra_kwargs: { api_key: 'k2' } }),
    ).toThrow(/duplicates extra_kwargs.api_key/)
  })

  it('masks secrets and drops manual traces when serialized', () => {
    const config = parseModelConfig({ interface: 'openai_endpoint', model_name: 'm', endpoint_api_key: 'sk-secret', endpoint_base_url: 'http://h' })
    expect(serializeModelConfig(config)).toMatchObject({ endpoint_api_key: '**********', anthropic_api_key: null })
    expect(serializeModelConfig(config)).not.toHaveProperty('manual_traces')
  })

  it('identity: config id only when it differs, MCP tools sorted for the answering role', () => {
    const config = parseModelConfig({ id: 'judge-a', model_name: 'gpt-4o', model_provider: 'openai', mcp_urls_dict: { fs: 'u', brave: 'v' } })
    expect(modelDisplayString(modelIdentityOf(config, 'answering'))).toBe('langchain:gpt-4o (judge-a) +[brave, fs]')
    expect(modelDisplayString(modelIdentityOf(config, 'parsing'))).toBe('langchain:gpt-4o (judge-a)')
  })

  it('defaults the nested retry policy and middleware', () => {
    const config = parseModelConfig({ model_name: 'x', model_provider: 'openai', retry_policy: { rate_limit: { max_attempts: 1 } }, agent_middleware: {} })
    expect(config.retry_policy?.rate_limit).toEqual({ max_attempts: 1, backoff_min: 5, backoff_max: 30, backoff_multiplier: 2 })
    expect(config.retry_policy?.server_error.max_attempts).toBe(2)
    expect(config.agent_middleware?.limits.model_call_limit).toBe(25)
  })
})
