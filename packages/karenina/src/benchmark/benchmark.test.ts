import { describe, expect, it } from 'vitest'
import { ValidationError } from '../errors/validation-error.js'
import { Target } from '../../test/fixtures/batch/batch-fixtures.js'
import { defineRubric } from '../rubric/rubric.js'
import { Benchmark } from './benchmark.js'

const clock = () => new Date(2026, 0, 2, 3, 4, 5, 678)

describe('Benchmark', () => {
  it('stamps questions with Python isoformat local times, one per instant', () => {
    let t = new Date(2026, 0, 2, 3, 4, 5, 678)
    const b = Benchmark.create({ name: 'b', now: () => t })
    const q1 = b.getQuestion(b.addQuestion({ question: 'one?', rawAnswer: '1' }))
    const q2 = b.getQuestion(b.addQuestion({ question: 'two?', rawAnswer: '2' }))
    t = new Date(2026, 0, 2, 3, 4, 6, 0)
    const q3 = b.getQuestion(b.addQuestion({ question: 'three?', rawAnswer: '3' }))
    expect([q1.dateCreated, q2.dateCreated, q3.dateCreated]).toEqual(['2026-01-02T03:04:05.678000', '2026-01-02T03:04:05.678000', '2026-01-02T03:04:06'])
    expect(q3.dateModified).toBe('2026-01-02T03:04:06')
  })

  it('is created with Karenina defaults and a checkpoint id', () => {
    const b = Benchmark.create({ name: 'oncology', now: clock })
    expect(b).toMatchObject({ name: 'oncology', description: '', version: '0.1.0', creator: 'Karenina Benchmarking System', workspaceRoot: null })
    expect(b.id).toBe(`urn:uuid:karenina-checkpoint-${clock().getTime() / 1000}`)
    expect(b.createdAt).toBe('2026-01-02T03:04:05.678000')
    expect(b.isEmpty).toBe(true)
    expect(b.isComplete).toBe(false)
    expect(() => Benchmark.create({ name: '' })).toThrow(ValidationError)
  })

  it('adds questions with generated ids (collisions numbered) and explicit ids (duplicates rejected)', () => {
    const b = Benchmark.create({ name: 'b', now: clock })
    const id = b.addQuestion({ question: 'What is 2+2?', rawAnswer: '4' })
    expect(id).toBe('urn:uuid:question-what-is-2+2-936dbc87')
    expect(b.addQuestion({ question: 'What is 2+2?', rawAnswer: 'four' })).toBe(`${id}-1`)
    expect(b.addQuestion({ question: 'What is 2+2?', rawAnswer: 'IV' })).toBe(`${id}-2`)
    expect(b.addQuestion({ id: 'custom', question: 'Other?', rawAnswer: 'x' })).toBe('custom')
    expect(() => b.addQuestion({ id: 'custom', question: 'Again?', rawAnswer: 'y' })).toThrow(/custom.*already/)
    expect(b.getQuestionIds()).toEqual([id, `${id}-1`, `${id}-2`, 'custom'])
    expect(b.getQuestion(id)).toMatchObject({ question: 'What is 2+2?', rawAnswer: '4', finished: true, template: null, keywords: null, rubric: null })
    expect(() => b.getQuestion('missing')).toThrow(/no question "missing"/)
  })

  it('tracks templates, finished state and rubrics', () => {
    const b = Benchmark.create({ name: 'b', now: clock })
    const a = b.addQuestion({ question: 'A?', rawAnswer: 'a', template: Target, keywords: ['k'] })
    const c = b.addQuestion({ question: 'C?', rawAnswer: 'c', finished: false })
    expect(b.hasTemplate(a)).toBe(true)
    expect(b.hasTemplate(c)).toBe(false)
    expect(b.getTemplate(a)).toBe(Target)
    expect(() => b.getTemplate(c)).toThrow(/no answer template/)
    expect(b.getMissingTemplates()).toEqual([c])
    expect(b.getFinishedQuestions().map((q) => q.id)).toEqual([a])
    expect(b.isComplete).toBe(false)
    b.setTemplate(c, Target)
    b.markFinished(c)
    expect(b.isComplete).toBe(true)
    expect(b.finishedCount).toBe(2)

    const rubric = defineRubric()
    b.setGlobalRubric(rubric)
    b.setQuestionRubric(a, rubric)
    expect(b.getGlobalRubric()).toBe(rubric)
    expect(b.getQuestionRubric(a)).toBe(rubric)
    b.clearAllRubrics()
    expect(b.getGlobalRubric()).toBeNull()
    expect(b.getQuestionRubric(a)).toBeNull()

    b.updateQuestion(a, { rawAnswer: 'A!', keywords: null })
    expect(b.getQuestion(a)).toMatchObject({ rawAnswer: 'A!', keywords: null, template: Target })
    expect(b.removeQuestion(a)).toBe(true)
    expect(b.removeQuestion(a)).toBe(false)
    expect(b.questionCount).toBe(1)
  })

  it('holds plain data: questions and custom properties serialize', () => {
    const b = Benchmark.create({ name: 'b', now: clock, customProperties: { domain: 'oncology' } })
    b.addQuestion({ id: 'q', question: 'Q?', rawAnswer: 'r', author: { name: 'Ada' }, customMetadata: { level: 2 } })
    expect(b.customProperties).toEqual({ domain: 'oncology' })
    expect(JSON.parse(JSON.stringify(b.getAllQuestions()))).toEqual([
      expect.objectContaining({ id: 'q', question: 'Q?', rawAnswer: 'r', author: { name: 'Ada' }, customMetadata: { level: 2 }, finished: true }),
    ])
  })
})
