import { describe, expect, it } from 'vitest'
import { ConfigError } from '../errors/config-error.js'
import { resolveModel } from './resolve-model.js'

describe('resolveModel', () => {
  it('maps each interface to its adapter', async () => {
    const env = { OPENAI_API_KEY: 'k1', ANTHROPIC_API_KEY: 'k2', OPENROUTER_API_KEY: 'k3' }
    const openai = await resolveModel('openai:gpt-4.1-mini', { env })
    expect(openai.llm.identity).toMatchObject({ interface: 'langchain', model_name: 'gpt-4.1-mini' })
    expect(openai.embeddings).toBeDefined()
    const anthropic = await resolveModel({ interface: 'claude_agent_sdk', model_name: 'claude-sonnet-4-5' }, { env })
    expect(anthropic.agent).toBeDefined()
    expect(anthropic.embeddings).toBeUndefined()
    expect((await resolveModel('openrouter:meta/llama', { env })).llm.identity.interface).toBe('openrouter')
    const deep = await resolveModel('langchain_deep_agents:anthropic:claude-sonnet-4-5', { env })
    expect(deep.agent?.identity).toMatchObject({ interface: 'langchain_deep_agents', model_name: 'claude-sonnet-4-5' })
    expect(deep.embeddings).toBeUndefined()
    expect((await resolveModel('openai_endpoint:m@http://127.0.0.1:9/v1', { env: {}, apiKey: 'none' })).parser).toBeDefined()
  })

  it('names unsupported interfaces and providers', async () => {
    const deepAgent = await resolveModel('langchain_deep_agents:google_genai:gemini-2.5', { env: {} }).catch((e: unknown) => e)
    expect(deepAgent).toBeInstanceOf(ConfigError)
    expect((deepAgent as ConfigError).key).toBe('model_provider')
    expect((deepAgent as Error).message).toBe('model_provider: provider "google_genai" is not supported for interface langchain_deep_agents (supported: openai, anthropic)')
    await expect(resolveModel('google_genai:gemini-2.5', { env: {} })).rejects.toThrow(/provider "google_genai" is not supported/)
    const error = await resolveModel({ interface: 'taskeval', model_name: 'x' }, { env: {} }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as ConfigError).key).toBe('interface')
  })

  it('applies overrides', async () => {
    const { llm } = await resolveModel('openai:gpt-4o', { env: { OPENAI_API_KEY: 'k' }, overrides: { id: 'judge-1' } })
    expect(llm.identity.config_id).toBe('judge-1')
  })
})
