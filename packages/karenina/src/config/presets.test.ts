import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ConfigError } from '../errors/config-error.js'
import { loadPreset, resolvePresetPath, sanitizePresetModel, sanitizePresetName, savePreset, validatePresetMetadata } from './presets.js'
import { DEFAULT_ANSWERING_SYSTEM_PROMPT, resolveVerificationConfig } from './verification-config.js'

// Karenina's own preset files live outside the repository (../shared from the repo root).
const FIXTURES = fileURLToPath(new URL('../../../../../shared/karenina-fixtures/', import.meta.url))
const fixturesPresent = existsSync(join(FIXTURES, 'preset-minimal.json'))
if (!fixturesPresent) console.warn(`skipping Karenina preset fixtures: ${FIXTURES} is absent (it ships with CI's ../shared checkout)`)

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'karenina-presets-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('preset names', () => {
  it('sanitizes filenames like Karenina', () => {
    expect(sanitizePresetName('My Test Config!')).toBe('my-test-config.json')
    expect(sanitizePresetName('  --Quick   Test--  ')).toBe('quick-test.json')
    expect(sanitizePresetName('!!!')).toBe('preset.json')
    expect(sanitizePresetName('Ünïcode_name 2')).toBe('ncodename-2.json')
    expect(sanitizePresetName('a'.repeat(120))).toBe(`${'a'.repeat(96)}.json`)
  })

  it('limits name and description lengths', () => {
    expect(() => validatePresetMetadata('  ')).toThrow(ConfigError)
    expect(() => validatePresetMetadata('x'.repeat(101))).toThrow(/at most 100/)
    expect(() => validatePresetMetadata('ok', 'd'.repeat(501))).toThrow(/at most 500/)
    expect(() => validatePresetMetadata('x'.repeat(100), 'd'.repeat(500))).not.toThrow()
  })
})

describe('sanitizePresetModel', () => {
  const model = {
    id: 'm',
    model_provider: 'openai',
    model_name: 'gpt',
    temperature: 0.1,
    interface: 'langchain',
    system_prompt: null,
    max_tokens: 16384,
    max_retries: 2,
    endpoint_base_url: 'http://x',
    anthropic_base_url: 'http://y',
    mcp_urls_dict: {},
    extra_kwargs: { a: 1 },
    manual_traces: { q: 'a' },
    agent_timeout: null,
    max_context_tokens: 1000,
  }

  it('keeps the core fields, set optionals and non-empty extras; drops manual traces and other interfaces’ fields', () => {
    expect(sanitizePresetModel(model)).toEqual({
      id: 'm',
      model_provider: 'openai',
      model_name: 'gpt',
      temperature: 0.1,
      interface: 'langchain',
      system_prompt: null,
      max_tokens: 16384,
      max_retries: 2,
      extra_kwargs: { a: 1 },
      max_context_tokens: 1000,
    })
  })

  it('keeps endpoint fields only for openai_endpoint and anthropic fields only for claude interfaces', () => {
    expect(sanitizePresetModel({ ...model, interface: 'openai_endpoint' }).endpoint_base_url).toBe('http://x')
    expect(sanitizePresetModel({ ...model, interface: 'claude_tool' }).anthropic_base_url).toBe('http://y')
    expect(sanitizePresetModel({ ...model, interface: 'claude_tool' }).endpoint_base_url).toBeUndefined()
  })
})

describe('savePreset / loadPreset', () => {
  const config = resolveVerificationConfig(
    {
      answering_models: ['anthropic:claude-haiku-4-5'],
      parsing_models: [{ id: 'judge', model_provider: 'openai', model_name: 'gpt-4.1-mini', temperature: 0 }],
      replay_store: {},
    },
    {},
  )

  it('writes Karenina’s file format and reads it back', async () => {
    const meta = await savePreset(config, 'Quick Test', {
      presetsDir: dir,
      description: 'fast',
      now: () => new Date(Date.UTC(2025, 10, 3, 12, 0, 0, 250)),
      newId: () => '00000000-0000-4000-8000-000000000000',
    })
    expect(meta).toEqual({
      id: '00000000-0000-4000-8000-000000000000',
      name: 'Quick Test',
      description: 'fast',
      filepath: join(dir, 'quick-test.json'),
      created_at: '2025-11-03T12:00:00.250000+00:00',
      updated_at: '2025-11-03T12:00:00.250000+00:00',
    })
    const text = await readFile(meta.filepath, 'utf8')
    const file = JSON.parse(text)
    expect(Object.keys(file)).toEqual(['id', 'name', 'description', 'config', 'created_at', 'updated_at'])
    expect(text).toContain('"temperature": 0.0') // Python float formatting
    expect(text).toContain('\n  "config": {\n    "answering_models": [')
    expect(file.config).not.toHaveProperty('replay_store')
    expect(file.config).not.toHaveProperty('skip_triples')
    expect(file.config.rubric_enabled).toBe(false)
    expect(Object.keys(file.config.parsing_models[0]).sort()).toEqual(
      ['id', 'interface', 'max_retries', 'max_tokens', 'model_name', 'model_provider', 'system_prompt', 'temperature'].sort(),
    )
    const loaded = await loadPreset('quick-test', { presetsDir: dir, env: {} })
    expect(loaded.answering_models[0]).toMatchObject({ model_name: 'claude-haiku-4-5', system_prompt: DEFAULT_ANSWERING_SYSTEM_PROMPT })
    expect(loaded.parsing_models[0]!.temperature).toBe(0)
    await expect(savePreset(config, 'quick test!', { presetsDir: dir })).rejects.toThrow(/already exists/)
  })

  it('finds presets by name in KARENINA_PRESETS_DIR, by file name or by path', async () => {
    await savePreset(config, 'env preset', { env: { KARENINA_PRESETS_DIR: dir } })
    const env = { KARENINA_PRESETS_DIR: dir }
    expect(await resolvePresetPath('env-preset', { env })).toBe(join(dir, 'env-preset.json'))
    expect(await resolvePresetPath('env-preset.json', { env })).toBe(join(dir, 'env-preset.json'))
    expect(await resolvePresetPath(join(dir, 'env-preset.json'), { env: {} })).toBe(join(dir, 'env-preset.json'))
    await expect(resolvePresetPath('missing', { env })).rejects.toThrow(/not found/)
    await expect(resolvePresetPath('missing', { presetsDir: join(dir, 'nope') })).rejects.toThrow(/directory not found/)
  })

  it('rejects a preset without config and reports config errors with the key and the file', async () => {
    await writeFile(join(dir, 'empty.json'), '{"name": "x", "config": {}}')
    await expect(loadPreset('empty', { presetsDir: dir })).rejects.toThrow(/no configuration data/)
    await writeFile(join(dir, 'bad.json'), '{"config": {"parsing_models": [], "bogus": 1}}')
    const error = await loadPreset('bad', { presetsDir: dir, env: {} }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as ConfigError).key).toBe('bogus')
    expect((error as ConfigError).message).toContain(join(dir, 'bad.json'))
  })
})

describe.skipIf(!fixturesPresent)(`Karenina preset files (${FIXTURES})`, () => {
  it('loads preset-minimal.json', async () => {
    const c = await loadPreset(join(FIXTURES, 'preset-minimal.json'), { env: {} })
    expect(c.answering_models[0]).toMatchObject({ id: 'answerer', model_provider: 'anthropic', model_name: 'claude-sonnet-4-6' })
    expect(c.answering_models[0]!.system_prompt).toBe(DEFAULT_ANSWERING_SYSTEM_PROMPT)
    expect(c.parsing_models[0]).toMatchObject({ id: 'judge', model_name: 'claude-haiku-4-5', interface: 'langchain' })
    expect(c.evaluation_mode).toBe('template_only')
  })

  it('loads preset-full.json', async () => {
    const c = await loadPreset(join(FIXTURES, 'preset-full.json'), { env: {} })
    expect(c.parsing_models[0]).toMatchObject({ temperature: 0, system_prompt: expect.stringContaining('validation assistant') })
    expect(c).toMatchObject({ deep_judgment_fuzzy_match_threshold: 0.8, request_timeout: 120, scenario_turn_limit: 20, rubric_enabled: false })
  })
})
if (!fixturesPresent) console.warn(`skipping Karenina preset fixture tests: ${FIXTURES}/preset-minimal.json not found`)
