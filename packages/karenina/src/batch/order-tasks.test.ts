import { describe, expect, it } from 'vitest'
import { orderTasks, resolveTaskOrdering, type OrderableTask } from './order-tasks.js'

function task(q: string, answering: string, parsing: string, replicate: number | null = null): OrderableTask & { label: string } {
  return {
    label: `${answering}/${q}/${parsing}${replicate === null ? '' : `#${replicate}`}`,
    questionId: q,
    answeringModel: { id: answering, model_name: answering },
    parsingModel: { id: parsing, model_name: parsing },
    answeringKey: `langchain:${answering}:`,
    replicate,
  }
}

// Generation order: question × answering × parsing × replicate.
const queue = ['q2', 'q1'].flatMap((q) => ['beta', 'alpha'].flatMap((a) => ['judge-b', 'judge-a'].flatMap((p) => [1, 2].map((r) => task(q, a, p, r)))))
const labels = (tasks: readonly { label: string }[]) => tasks.map((t) => t.label)

describe('orderTasks (spec 02 §8.2)', () => {
  it('auto: distribute_answerers with several answering identities, else prefix_cache', () => {
    expect(resolveTaskOrdering('auto', ['a', 'b', 'a'])).toBe('distribute_answerers')
    expect(resolveTaskOrdering('auto', ['a', 'a'])).toBe('prefix_cache')
    expect(resolveTaskOrdering('random', ['a', 'b'])).toBe('random')
  })

  it('prefix_cache sorts by (answering id, question id, parsing id, replicate)', () => {
    expect(labels(orderTasks(queue, 'prefix_cache')).slice(0, 9)).toEqual([
      'alpha/q1/judge-a#1',
      'alpha/q1/judge-a#2',
      'alpha/q1/judge-b#1',
      'alpha/q1/judge-b#2',
      'alpha/q2/judge-a#1',
      'alpha/q2/judge-a#2',
      'alpha/q2/judge-b#1',
      'alpha/q2/judge-b#2',
      'beta/q1/judge-a#1',
    ])
  })

  it('sorts ids by code point (Python), uses model_name when the id is empty, and null replicates as 0', () => {
    const tasks = [task('qé', 'm', 'p'), task('qz', 'm', 'p'), task('qZ', 'm', 'p'), { ...task('q', 'x', 'p'), answeringModel: { id: '', model_name: 'a' } }]
    expect(labels(orderTasks(tasks, 'prefix_cache'))).toEqual(['x/q/p', 'm/qZ/p', 'm/qz/p', 'm/qé/p'])
  })

  it('distribute_answerers deals the answerers round-robin in first-appearance order', () => {
    const ordered = labels(orderTasks(queue, 'distribute_answerers'))
    expect(ordered.slice(0, 6)).toEqual(['beta/q1/judge-a#1', 'alpha/q1/judge-a#1', 'beta/q1/judge-a#2', 'alpha/q1/judge-a#2', 'beta/q1/judge-b#1', 'alpha/q1/judge-b#1'])
    // Uneven groups: the longer one finishes alone.
    const uneven = [task('q1', 'a', 'p'), task('q2', 'a', 'p'), task('q3', 'a', 'p'), task('q1', 'b', 'p')]
    expect(labels(orderTasks(uneven, 'distribute_answerers'))).toEqual(['a/q1/p', 'b/q1/p', 'a/q2/p', 'a/q3/p'])
  })

  it('generation_order keeps the queue; random shuffles with the given source; the input is not mutated', () => {
    const before = labels(queue)
    expect(labels(orderTasks(queue, 'generation_order'))).toEqual(before)
    const shuffled = orderTasks(queue, 'random', () => 0)
    expect(labels(shuffled).sort()).toEqual([...before].sort())
    expect(labels(shuffled)).not.toEqual(before)
    orderTasks(queue, 'prefix_cache')
    expect(labels(queue)).toEqual(before)
  })
})
