import { describe, expect, it } from 'vitest'
import { Benchmark } from '../benchmark/benchmark.js'
import { resolveVerificationConfig, skipTripleKey } from '../config/verification-config.js'
import { Target } from '../../test/fixtures/batch/batch-fixtures.js'
import { expandTasks } from './expand-tasks.js'
import { answerCacheKey } from './answer-cache.js'
import { defineRubric } from '../rubric/rubric.js'
import { regexTrait } from '../rubric/traits/regex-trait.js'
import { modelCanonicalKey } from '../config/model-identity.js'
import { modelIdentityOf } from '../config/model-config.js'

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

  it('gives each task its question, models, keys, replicate, rubric and cache key (shared parts read through the task)', () => {
    const benchmark = Benchmark.create({ name: 'b' })
    for (let i = 0; i < 3; i++) benchmark.addQuestion({ id: `q${i}`, question: `Q${i}?`, rawAnswer: 'BCL2', template: Target })
    benchmark.setGlobalRubric(defineRubric({ regexTraits: [regexTrait({ name: 'cites', pattern: 'x' })] }))
    benchmark.setQuestionRubric('q1', defineRubric({ regexTraits: [regexTrait({ name: 'gene', pattern: 'BCL2' })] }))
    const answering = [{ ...model('a1'), id: 'same' }, { ...model('a2'), id: 'same' }]
    for (const compat of ['default', 'karenina-python'] as const) {
      for (const mode of ['template_only', 'template_and_rubric'] as const) {
        const config = resolveVerificationConfig({ answering_models: answering, parsing_models: [model('j1'), model('j2')], replicate_count: 2, compat, evaluation_mode: mode }, {})
        const { tasks } = expandTasks(benchmark.getFinishedQuestions(), config, { globalRubric: benchmark.getGlobalRubric() })
        expect(tasks).toHaveLength(3 * 2 * 2 * 2)
        let i = 0
        for (const q of benchmark.getFinishedQuestions()) {
          for (const a of config.answering_models) {
            for (const p of config.parsing_models) {
              for (const rep of [1, 2]) {
                const t = tasks[i]!
                expect(t.index).toBe(i++)
                expect(t.question).toBe(q)
                expect(t.questionId).toBe(q.id)
                expect(t.replicate).toBe(rep)
                expect(t.answeringModel.model_name).toBe(a.model_name)
                expect(t.parsingModel.model_name).toBe(p.model_name)
                expect(t.answeringKey).toBe(modelCanonicalKey(modelIdentityOf(t.answeringModel, 'answering')))
                expect(t.parsingKey).toBe(modelCanonicalKey(modelIdentityOf(t.parsingModel, 'parsing')))
                expect(t.cacheKey).toBe(answerCacheKey(q.id, compat === 'karenina-python' ? 'same' : t.answeringKey, rep))
                expect(t.fewShotExamples).toBeNull()
                if (mode === 'template_only') {
                  expect(t.rubric).toBeNull()
                  expect(t.traitProvenance).toBeNull()
                } else {
                  expect(t.rubric!.regex_traits.map((r) => r.name)).toEqual(q.id === 'q1' ? ['cites', 'gene'] : ['cites'])
                  expect(t.traitProvenance).toEqual(q.id === 'q1' ? { cites: 'global', gene: 'question_specific' } : { cites: 'global' })
                }
              }
            }
          }
        }
        // The tasks of one question share its merged rubric; a model's config is one object for the run.
        expect(tasks[0]!.rubric).toBe(tasks[1]!.rubric)
        expect(tasks[0]!.answeringModel).toBe(tasks[8]!.answeringModel)
      }
    }
  })
})

