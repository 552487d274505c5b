import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { resolveVerificationConfig } from '../config/verification-config.js'
import { ConfigError } from '../errors/config-error.js'
import { ReplayMissError } from '../errors/replay-miss-error.js'
import { taskOptionsFromConfig } from '../pipeline/task-settings.js'
import { ValidationError } from '../errors/validation-error.js'
import { ReplayPersistenceError } from './replay-errors.js'
import { loadReplayStore, saveReplayStore } from './replay-store-file.js'
import { ReplayStore } from './replay-store.js'

const quiet = { onWarning: () => {} }

/** A store whose entries' raw traces name their key, so a lookup says which rung answered. */
function ladderStore(): ReplayStore {
  const store = new ReplayStore({}, quiet)
  for (const model of ['m', null])
    for (const visit of [1, null])
      for (const replicate of [2, null])
        store.register({ question_id: 'q', answering_model_id: model, visit_index: visit, replicate }, { raw_trace: `${model ?? '*'}${visit ?? '*'}${replicate ?? '*'}` })
  return store
}

describe('ReplayStore lookup (spec 05 §4.2)', () => {
  it('walks (M,V,R) … (∗,∗,∗), most specific first', () => {
    const store = ladderStore()
    const hit = (m: string | null, v: number | null, r: number | null) =>
      store.lookup({ questionId: 'q', answeringModelId: m, visitIndex: v, replicate: r })?.raw_trace
    expect(hit('m', 1, 2)).toBe('m12')
    expect(hit('m', 1, 9)).toBe('m1*')
    expect(hit('m', 9, 2)).toBe('m*2')
    expect(hit('m', 9, 9)).toBe('m**')
    expect(hit('x', 1, 2)).toBe('*12')
    expect(hit('x', 1, 9)).toBe('*1*')
    expect(hit('x', 9, 2)).toBe('**2')
    expect(hit('x', 9, 9)).toBe('***')
    // A null request axis only tries the wildcard.
    expect(hit(null, null, null)).toBe('***')
    expect(hit('m', null, 2)).toBe('m*2')
  })

  it('does not match a specific key for a null request axis, nor another question', () => {
    const store = new ReplayStore({ entries: [[{ question_id: 'q', replicate: 1 }, { raw_trace: 'r1' }]] })
    expect(store.lookup({ questionId: 'q' })).toBeNull()
    expect(store.lookup({ questionId: 'other', replicate: 1 })).toBeNull()
    expect(store.lookup({ questionId: 'q', replicate: 1 })?.raw_trace).toBe('r1')
  })

  it('indexes scenario keys by (scenario_id, scenario_node), not question id', () => {
    const store = new ReplayStore({
      entries: [
        [{ question_id: 'ignored', scenario_id: 's', scenario_node: 'n1' }, { raw_trace: 'node1' }],
        [{ question_id: 'q', scenario_id: 's' }, { raw_trace: 'no node' }],
      ],
    })
    expect(store.lookup({ questionId: 'q', scenarioId: 's', scenarioNode: 'n1' })?.raw_trace).toBe('node1')
    expect(store.lookup({ questionId: 'q', scenarioId: 's', scenarioNode: null })?.raw_trace).toBe('no node')
    expect(store.lookup({ questionId: 'q' })).toBeNull()
  })

  it('a strict miss throws a ReplayMissError naming the key', () => {
    const store = new ReplayStore({ miss_policy: 'strict' })
    expect(() => store.lookup({ questionId: 'q9', answeringModelId: 'openai:gpt', replicate: 3 })).toThrow(ReplayMissError)
    expect(() => store.lookup({ questionId: 'q9', answeringModelId: 'openai:gpt', replicate: 3 })).toThrow(/"question_id":"q9".*"answering_model_id":"openai:gpt".*"replicate":3/)
  })

  it('registering an existing key overwrites it, with a warning', () => {
    const warnings: string[] = []
    const store = new ReplayStore({}, { onWarning: (m) => warnings.push(m) })
    store.register({ question_id: 'q' }, { raw_trace: 'old' })
    store.register({ question_id: 'q' }, { raw_trace: 'new' })
    expect(store.entries).toHaveLength(1)
    expect(store.lookup({ questionId: 'q' })?.raw_trace).toBe('new')
    expect(warnings).toEqual([expect.stringContaining('overwriting the entry of {"question_id":"q"')])
  })

  it('refuses extra keys, naming them', () => {
    const store = new ReplayStore()
    expect(() => store.register({ question_id: 'q', model: 'x' } as never, { raw_trace: '' })).toThrow(ValidationError)
    expect(() => store.register({ question_id: 'q' }, { raw_trace: '', verdict: true } as never)).toThrow(/replay entry.*verdict/)
  })
})

describe('ReplayStore files', () => {
  const dir = () => mkdtempSync(join(tmpdir(), 'karenina-replay-store-'))

  it('saves {version, miss_policy, entries:[{key, entry}]} with indent 2 and sorted keys, and loads it back', async () => {
    const path = join(dir(), 'store.json')
    const store = new ReplayStore({ miss_policy: 'strict' })
    store.register({ question_id: 'q', replicate: 1 }, { raw_trace: 'T', parsed_answer_fields: { b: 1, a: 'é' }, verify_result: true })
    await saveReplayStore(store, path)
    const text = readFileSync(path, 'utf8')
    expect(text.startsWith('{\n  "entries": [\n    {\n      "entry": {\n        "agent_metrics": null,')).toBe(true)
    expect(text).toContain('"parsed_answer_fields": {\n          "a": "\\u00e9",\n          "b": 1\n        }')
    expect(text.indexOf('"miss_policy"')).toBeLessThan(text.indexOf('"version": 1'))
    // Written through a temporary file that is gone afterwards.
    expect(readdirSync(join(path, '..'))).toEqual(['store.json'])
    const loaded = await loadReplayStore(path)
    expect(loaded.missPolicy).toBe('strict')
    expect(loaded.entries).toEqual(store.entries)
  })

  it('a wrong version, malformed entries or bad JSON are ReplayPersistenceErrors naming the file', async () => {
    const d = dir()
    const write = (name: string, text: string) => {
      writeFileSync(join(d, name), text)
      return join(d, name)
    }
    const v2 = write('v2.json', JSON.stringify({ version: 2, miss_policy: 'strict', entries: [] }))
    await expect(loadReplayStore(v2)).rejects.toThrow(ReplayPersistenceError)
    await expect(loadReplayStore(v2)).rejects.toThrow(`replay store ${v2}: unsupported version 2`)
    const bad = write('bad.json', JSON.stringify({ version: 1, entries: [{ key: { question_id: 'q' }, entry: {} }] }))
    await expect(loadReplayStore(bad)).rejects.toThrow(`replay store ${bad}: entries[0].entry.raw_trace`)
    const extra = write('extra.json', JSON.stringify({ version: 1, entries: [], extra: 1 }))
    await expect(loadReplayStore(extra)).rejects.toThrow(/extra/)
    const notJson = write('not.json', '{')
    await expect(loadReplayStore(notJson)).rejects.toThrow(`replay store ${notJson}: is not JSON`)
    await expect(loadReplayStore(join(d, 'missing.json'))).rejects.toThrow(ReplayPersistenceError)
  })
})

describe('replay_store in the VerificationConfig', () => {
  const models = { answering_models: ['openai:gpt-4.1-mini'], parsing_models: ['openai:gpt-4.1-mini'] }

  it('takes a ReplayStore, or its data, which becomes one', () => {
    const store = new ReplayStore({ miss_policy: 'strict' })
    expect(resolveVerificationConfig({ ...models, replay_store: store }, {}).replay_store).toBe(store)
    const fromData = resolveVerificationConfig({ ...models, replay_store: { miss_policy: 'strict', entries: [[{ question_id: 'q' }, { raw_trace: 'T' }]] } }, {}).replay_store
    expect(fromData).toBeInstanceOf(ReplayStore)
    expect(fromData?.lookup({ questionId: 'q' })?.raw_trace).toBe('T')
    expect(taskOptionsFromConfig(resolveVerificationConfig({ ...models, replay_store: store, replay_parse_on_hydration_mismatch: 'strict' }, {}))).toMatchObject({
      replayStore: store,
      replayParseOnHydrationMismatch: 'strict',
    })
  })

  it('refuses a malformed store, naming the key', () => {
    expect(() => resolveVerificationConfig({ ...models, replay_store: { entries: [[{ question_id: 'q' }, {}]] } as never }, {})).toThrow(ConfigError)
    expect(() => resolveVerificationConfig({ ...models, replay_store: { entries: [[{ question_id: 'q' }, {}]] } as never }, {})).toThrow(/replay_store/)
  })
})
