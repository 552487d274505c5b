import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { parseModelConfig, parseOwnedModelConfig } from '../config/model-config.js'
import { toModelConfig } from '../config/model-id.js'
import { toStrictSchema } from '../llm/openai/strict-schema.js'
import { prettyJson } from '../prompts/task-prompt.js'
import { isShared } from '../utils/shared-value.js'
import { defineTemplate } from './define-template.js'
import { exactMatch } from '../primitives/exact-match.js'
import { field } from './field.js'
import { sharedJudgeSchema, sharedSufficiencySchema } from './shared-schemas.js'

// The per-call hot path reads what a template or a run derives once (issue 18): these pin that it is derived
// once and cannot be changed under the other calls' feet, while users still get fresh copies.
const Target = defineTemplate({ target: field(z.string(), { description: 'The protein target', groundTruth: 'BCL2', check: exactMatch() }) })

describe('data derived once per template or run', () => {
  it('the pipeline reads one frozen judge schema per template; judgeSchema() still gives users a fresh copy', () => {
    const shared = sharedJudgeSchema(Target)
    expect(sharedJudgeSchema(Target)).toBe(shared)
    expect(shared).toEqual(Target.judgeSchema())
    expect(isShared(shared)).toBe(true)
    expect(Object.isFrozen(shared['properties'])).toBe(true)
    expect(() => ((shared['properties'] as Record<string, unknown>)['x'] = 1)).toThrow(TypeError)
    const copy = Target.judgeSchema()
    expect(copy).not.toBe(Target.judgeSchema())
    ;(copy['properties'] as Record<string, unknown>)['x'] = 1
    expect(Target.judgeSchema()['properties']).not.toHaveProperty('x')
    expect(sharedSufficiencySchema(Target)).toEqual(Target.sufficiencySchema())
  })

  it('the strict form and the pretty-printed schema of a shared schema are made once; of other values, each time', () => {
    const shared = sharedJudgeSchema(Target)
    expect(toStrictSchema(shared)).toBe(toStrictSchema(shared))
    expect(toStrictSchema(shared)).toEqual(toStrictSchema(Target.judgeSchema()))
    expect(toStrictSchema(Target.judgeSchema())).not.toBe(toStrictSchema(Target.judgeSchema()))
    expect(prettyJson(shared)).toBe(prettyJson(Target.judgeSchema()))
  })

  it('a template does not keep its shared schema (or what is derived from it) once nothing uses it', async () => {
    // A benchmark keeps every template for the whole run: a template holding its schema, prompt block and strict
    // form made a 5,000-question `karenina verify` keep ~5 KiB per question it had run.
    setFlagsFromString('--expose-gc')
    const gc = runInNewContext('gc') as () => void
    const Dose = defineTemplate({ dose: field(z.string(), { description: 'The dose', groundTruth: '5 mg', check: exactMatch() }) })
    const first = new WeakRef(sharedJudgeSchema(Dose))
    expect(sharedJudgeSchema(Dose)).toBe(first.deref())
    toStrictSchema(sharedJudgeSchema(Dose))
    prettyJson(sharedJudgeSchema(Dose))
    // A WeakRef's target is kept until the current job ends; then a full collection may take it.
    await new Promise((resolve) => setImmediate(resolve))
    gc()
    expect(first.deref()).toBeUndefined()
    expect(sharedJudgeSchema(Dose)).toEqual(Dose.judgeSchema())
  })

  it('templateId is the same string on every read', () => {
    expect(Target.templateId).toMatch(/^[0-9a-f]{32}$/)
    expect(Target.templateId).toBe(Target.templateId)
  })

  it("a run's own validated model config is reused as is; a user's config is validated on every call", () => {
    const owned = parseOwnedModelConfig({ interface: 'openai_endpoint', model_name: 'm', endpoint_base_url: 'http://127.0.0.1:1/v1' })
    expect(parseModelConfig(owned)).toBe(owned)
    expect(toModelConfig(owned)).toBe(owned)
    expect(toModelConfig(owned, { temperature: 0.5 })).toMatchObject({ model_name: 'm', temperature: 0.5 })
    const user = parseModelConfig({ interface: 'openai_endpoint', model_name: 'm', endpoint_base_url: 'http://127.0.0.1:1/v1' })
    expect(parseModelConfig(user)).not.toBe(user)
    expect(parseModelConfig(user)).toEqual(user)
    expect(() => parseModelConfig({ ...user, interface: 'nope' } as never)).toThrow(/interface/)
  })
})
