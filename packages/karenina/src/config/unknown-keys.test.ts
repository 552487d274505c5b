// Misspelt keys of the configs users write are named with the close key, in the user's own spelling.
import { describe, expect, it } from 'vitest'
import { parseModelConfig } from './model-config.js'
import { resolveVerificationConfig } from './verification-config.js'

const base = { answering_models: ['openai:gpt-4.1-mini'], parsing_models: ['openai:gpt-4.1-mini'] }

describe('unknown keys in configs', () => {
  it('VerificationConfig: a misspelt top-level key, snake or camel', () => {
    expect(() => resolveVerificationConfig({ ...base, replicate_cont: 2 } as never, {})).toThrow(
      "replicate_cont: unknown key 'replicate_cont' in the verification config (did you mean 'replicate_count'?)",
    )
    expect(() => resolveVerificationConfig({ answeringModels: base.answering_models, parsingModels: base.parsing_models, evaluationMod: 'template_only' } as never, {})).toThrow(
      "did you mean 'evaluationMode'?",
    )
  })

  it('nested: a model config inside the run config, and the retry policy', () => {
    const model = { interface: 'openai_endpoint', model_name: 'm', endpoint_base_ur: 'http://127.0.0.1:1/v1' }
    expect(() => resolveVerificationConfig({ ...base, answering_models: [model] } as never, {})).toThrow(
      "answering_models[0].endpoint_base_ur: unknown key 'endpoint_base_ur' in answering_models[0] (did you mean 'endpoint_base_url'?)",
    )
    expect(() => resolveVerificationConfig({ ...base, retry_policy: { rate_limit: { max_attempt: 2 } } } as never, {})).toThrow(
      "did you mean 'max_attempts'?",
    )
  })

  it('a model config on its own', () => {
    expect(() => parseModelConfig({ model_name: 'm', interface: 'openai', temprature: 0 } as never)).toThrow(
      "model_config.temprature: unknown key 'temprature' in model_config (did you mean 'temperature'?)",
    )
  })
})

describe('unknown keys in run options', () => {
  it('runVerification options and output options', async () => {
    const { Benchmark } = await import('../benchmark/benchmark.js')
    const { runVerification } = await import('../batch/run-verification.js')
    const benchmark = Benchmark.create({ name: 'b' })
    await expect(runVerification(benchmark, base, { questionId: ['q'] } as never)).rejects.toThrow(
      "unknown key 'questionId' in runVerification options (did you mean 'questionIds'?)",
    )
    await expect(runVerification(benchmark, base, { output: { jsonl: 'x.jsonl', resum: true } } as never)).rejects.toThrow("did you mean 'resume'?")
  })

  it('describeBenchmark options (planBenchmarkTests)', async () => {
    const { Benchmark } = await import('../benchmark/benchmark.js')
    const { planBenchmarkTests } = await import('../runner/runtime/plan-benchmark-tests.js')
    expect(() => planBenchmarkTests(Benchmark.create({ name: 'b' }), { judgeModl: 'openai:gpt-4.1-mini' } as never)).toThrow(
      "unknown key 'judgeModl' in describeBenchmark options (did you mean 'judgeModel'?)",
    )
    // agentTools is a documented option: taken, and its tools named in each test's answering model.
    const { defineTool } = await import('../llm/define-tool.js')
    const { z } = await import('zod')
    const add = defineTool({ name: 'add', description: 'Adds', parameters: z.object({ a: z.number() }), execute: ({ a }) => a })
    const bench = Benchmark.create({ name: 'b' })
    bench.addQuestion({ id: 'q1', question: 'Q?', rawAnswer: 'A', template: null })
    const [planned] = planBenchmarkTests(bench, { agentTools: [add], env: {}, verification: { evaluation_mode: 'rubric_only' } })
    expect(planned?.task.agentTools).toEqual([add])
    // The results file is the run's, not a test file's: refused by the adapters, naming where it goes.
    const { assertNoRunWideSettings } = await import('../runner/runtime/plan-benchmark-tests.js')
    expect(() => assertNoRunWideSettings({ resultsFile: 'mine.json' })).toThrow(/^resultsFile: describeBenchmark cannot choose the results file: .*vitest plugin/)
    expect(() => assertNoRunWideSettings({ judgeModel: 'openai:gpt-4.1-mini' })).not.toThrow()
  })
})

describe('unknown keys in a runTask task', () => {
  it('names the close key', async () => {
    const { runTask } = await import('../pipeline/run-task.js')
    await expect(
      runTask({ questionId: 'q', questionText: 'Q?', answeringModel: 'manual', parsingModel: 'manual', rubrics: null } as never),
    ).rejects.toThrow("unknown key 'rubrics' in the verification task (did you mean 'rubric'?)")
  })

  it('a misspelt task option (`abstentionEnabeld: true` would turn nothing on) and a runTask option', async () => {
    const { runTask } = await import('../pipeline/run-task.js')
    const task = { questionId: 'q', questionText: 'Q?', answeringModel: 'manual', parsingModel: 'manual' }
    await expect(runTask({ ...task, options: { abstentionEnabeld: true } } as never)).rejects.toThrow(
      "runTask › options.abstentionEnabeld: unknown key 'abstentionEnabeld' in the task options (TaskOptions) (did you mean 'abstentionEnabled'?)",
    )
    // Karenina's snake_case name is not a TaskOptions key either: named in camelCase.
    await expect(runTask({ ...task, options: { deep_judgment_mode: 'full' } } as never)).rejects.toThrow("did you mean 'deepJudgmentMode'?")
    await expect(runTask(task, { signl: AbortSignal.abort() } as never)).rejects.toThrow("unknown key 'signl' in the runTask options (did you mean 'signal'?)")
    // A right key passes the check (this task then fails on its manual model, which has no traces).
    await expect(runTask({ ...task, options: { abstentionEnabled: false } })).rejects.toThrow(/manual_traces/)
  })
})

describe('unknown keys in matcher options', () => {
  it('verifyResponse and satisfyTemplate name the close key', async () => {
    const { z } = await import('zod')
    const { defineTemplate } = await import('../template/define-template.js')
    const { field } = await import('../template/field.js')
    const { exactMatch } = await import('../primitives/exact-match.js')
    const { verifyResponse } = await import('../runner/runtime/verify-response.js')
    const { satisfyTemplate } = await import('../runner/runtime/satisfy-template.js')
    const T = defineTemplate({ target: field(z.string(), { description: 'The target', groundTruth: 'BCL2', check: exactMatch() }) })
    await expect(verifyResponse('BCL2', T, { questoin: 'Q?' } as never)).rejects.toThrow("unknown key 'questoin' in matcher options (did you mean 'question'?)")
    expect(() => satisfyTemplate({ target: 'BCL2' }, T, { raw_trace: 'x' } as never)).toThrow("did you mean 'rawTrace'?")
    await expect(verifyResponse('BCL2', T, { question: 'Q?', taskOptions: { abstentionEnabeld: true } } as never)).rejects.toThrow(
      "taskOptions.abstentionEnabeld: unknown key 'abstentionEnabeld' in matcher options › taskOptions (did you mean 'abstentionEnabled'?)",
    )
  })
})
