import { describe, expect, it } from 'vitest'
import { resolveVerificationConfig } from './verification-config.js'
import { isGroundTruthExposed, parseEnvBoolean, parseEnvFloat, parseEnvInt, presetsDirFromEnv } from './env.js'

describe('env helpers', () => {
  it('parse like Python bool flags, float() and int()', () => {
    expect(['TRUE', '1', 'Yes'].map(parseEnvBoolean)).toEqual([true, true, true])
    expect(['on', '0', ' true'].map(parseEnvBoolean)).toEqual([false, false, false])
    expect(parseEnvFloat(' 0.5 ')).toBe(0.5)
    expect(parseEnvFloat('1e-1')).toBe(0.1)
    expect(parseEnvFloat('abc')).toBeUndefined()
    expect(parseEnvInt(' 1_000 ')).toBe(1000)
    expect(parseEnvInt('+7')).toBe(7)
    expect(parseEnvInt('2.5')).toBeUndefined()
  })

  it('fills only keys that were not passed, and only from parseable values', () => {
    const env = { KARENINA_ASYNC_MAX_WORKERS: '5', EMBEDDING_CHECK_THRESHOLD: 'x', KARENINA_MAX_CONCURRENT_LLM_REQUESTS: '3' }
    const config = resolveVerificationConfig({ parsing_models: ['openai:gpt-4.1-mini'], parsing_only: true, async_max_workers: 1, max_concurrent_requests: undefined }, env)
    expect([config.async_max_workers, config.embedding_check_threshold, config.max_concurrent_requests]).toEqual([1, 0.85, 3])
  })

  it('reads KARENINA_EXPOSE_GROUND_TRUTH and KARENINA_PRESETS_DIR', () => {
    expect(isGroundTruthExposed({})).toBe(false)
    expect(['true', 'ON', '1', 'yes'].every((v) => isGroundTruthExposed({ KARENINA_EXPOSE_GROUND_TRUTH: v }))).toBe(true)
    expect(isGroundTruthExposed({ KARENINA_EXPOSE_GROUND_TRUTH: 'no' })).toBe(false)
    expect(presetsDirFromEnv({})).toBe('presets')
    expect(presetsDirFromEnv({ KARENINA_PRESETS_DIR: '/x' })).toBe('/x')
  })
})
