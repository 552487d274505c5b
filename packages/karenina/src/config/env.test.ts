import { describe, expect, it } from 'vitest'
import { applyEnvDefaults, isGroundTruthExposed, parseEnvBoolean, parseEnvFloat, parseEnvInt, presetsDirFromEnv } from './env.js'

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
    const bindings = { a: { variable: 'A', parse: parseEnvInt }, b: { variable: 'B', parse: parseEnvInt }, c: { variable: 'C', parse: parseEnvInt } }
    expect(applyEnvDefaults({ a: 1, c: undefined }, bindings, { A: '5', B: 'x', C: '3' })).toEqual({ a: 1, c: 3 })
  })

  it('reads KARENINA_EXPOSE_GROUND_TRUTH and KARENINA_PRESETS_DIR', () => {
    expect(isGroundTruthExposed({})).toBe(false)
    expect(['true', 'ON', '1', 'yes'].every((v) => isGroundTruthExposed({ KARENINA_EXPOSE_GROUND_TRUTH: v }))).toBe(true)
    expect(isGroundTruthExposed({ KARENINA_EXPOSE_GROUND_TRUTH: 'no' })).toBe(false)
    expect(presetsDirFromEnv({})).toBe('presets')
    expect(presetsDirFromEnv({ KARENINA_PRESETS_DIR: '/x' })).toBe('/x')
  })
})
