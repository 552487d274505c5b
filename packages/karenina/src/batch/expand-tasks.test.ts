import { describe, expect, it } from 'vitest'
import { Benchmark } from '../benchmark/benchmark.js'
import { resolveVerificationConfig, skipTripleKey } from '../config/verification-config.js'
import { Target } from './__fixtures__/batch-fixtures.js'
import { expandTasks } from './expand-tasks.js'

const model = (name: string) => ({ interface: 'openai_endpoint', model_name: name, endpoint_base_url: 'http://127.0.0.1:1/v1', endpoint_api_key: 'k' })

function questions(n: number) {
  const benchmark = Benchmark.create({ name: 'b' })
  for (let i = 0; i < n; i++) benchmark.addQuestion({ id: `q${i}`, question: `Q${i}?`, rawAnswer: 'BCL2', template: Target })
  return benchmark.getFinishedQuestions()
}

describe('expandTasks', () => {
  it('gives each task its resume key, and leaves out the tasks of skip_triples and of skip', () => {
    const config = resolveVerificationConfig({ answering_models: [model('a')], parsing_models: [model('j1'), model('j2')] }, {})
    const all = expandTasks(questions(3), config).tasks
    expect(all.map((t) => t.taskKey)).toEqual(all.map((t) => skipTripleKey(t.questionId, t.answeringKey, t.parsingKey, t.replicate)))
    expect(new Set(all.map((t) => t.taskKey)).size).toBe(6)

    const skipTriples = new Set([all[1]!.taskKey])
    const skip = new Set([all[4]!.taskKey])
    const { tasks, skipped } = expandTasks(questions(3), resolveVerificationConfig({ ...config, skip_triples: skipTriples }, {}), { skip })
    expect(skipped.map((t) => t.taskKey)).toEqual([all[1]!.taskKey, all[4]!.taskKey])
    expect(tasks.map((t) => t.index)).toEqual([0, 2, 3, 5])
  })
})
