import { describe, expect, it } from 'vitest'
import { agentEnv, NO_TRAFFIC_ENV } from './agent.js'

describe('agentEnv', () => {
  it('builds the environment from scratch: PATH only from the parent, private home, key and base URL', () => {
    const env = agentEnv({
      apiKey: 'sk-ant-x',
      baseURL: 'http://127.0.0.1:4000',
      home: '/tmp/h',
      parentEnv: { PATH: '/usr/bin', ANTHROPIC_BASE_URL: 'https://elsewhere.invalid', AWS_SECRET_ACCESS_KEY: 's' },
    })
    expect(env).toEqual({
      HOME: '/tmp/h',
      CLAUDE_CONFIG_DIR: '/tmp/h/.claude',
      ANTHROPIC_API_KEY: 'sk-ant-x',
      ANTHROPIC_BASE_URL: 'http://127.0.0.1:4000',
      PATH: '/usr/bin',
      ...NO_TRAFFIC_ENV,
    })
  })

  it('always sets the no-traffic variables, whatever the extra variables say', () => {
    const env = agentEnv({ apiKey: 'k', baseURL: undefined, home: '/h', parentEnv: {}, extra: { DISABLE_TELEMETRY: '0', HTTPS_PROXY: 'http://127.0.0.1:1' } })
    expect(env).toMatchObject({ DISABLE_TELEMETRY: '1', CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', DISABLE_AUTOUPDATER: '1', DISABLE_ERROR_REPORTING: '1', HTTPS_PROXY: 'http://127.0.0.1:1' })
    expect(env).not.toHaveProperty('ANTHROPIC_BASE_URL')
  })
})
