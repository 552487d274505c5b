import { describe, expect, it } from 'vitest'
import { AnswerCache } from './answer-cache.js'
import { BatchScheduler } from './batch-scheduler.js'
import type { BatchTask } from './expand-tasks.js'

/** A task as the scheduler reads it (keys and the answerer id). */
function task(questionId: string, judge: string): BatchTask {
  return { questionId, cacheKey: `${questionId}_answerer`, answeringModel: { id: 'answerer' }, taskKey: `${questionId}/${judge}` } as unknown as BatchTask
}

describe('BatchScheduler', () => {
  it('lets each task go from its queue once handed out, so finished tasks are not kept for the rest of the run', () => {
    const queue = [task('q1', 'j1'), task('q2', 'j1'), task('q3', 'j1')]
    const scheduler = new BatchScheduler(queue, new AnswerCache(), null)
    const first = scheduler.next()!
    expect(first.task.questionId).toBe('q1')
    expect(queue[0]).toBeUndefined()
    expect(queue[1]?.questionId).toBe('q2')
    expect(scheduler.undispatched).toBe(2)
    scheduler.finished(first.task)
    expect(scheduler.next()!.task.questionId).toBe('q2')
    expect(scheduler.next()!.task.questionId).toBe('q3')
    expect(queue.every((t) => t === undefined)).toBe(true)
    expect(scheduler.next()).toBeNull()
    expect(scheduler.undispatched).toBe(0)
  })

  it('still holds a judge back until its shared answer is done, then hands it out', () => {
    const judges = [task('q1', 'j1'), task('q1', 'j2')]
    const cache = new AnswerCache()
    const scheduler = new BatchScheduler(judges, cache, null)
    const generating = scheduler.next()!
    expect(generating.lookup.status).toBe('miss')
    expect(scheduler.next()).toBeNull()
    expect(scheduler.undispatched).toBe(1)
    cache.complete(generating.task.cacheKey, { raw_llm_response: 'BCL2', usage_metadata: null, agent_metrics: null, recursion_limit_reached: null, answering_mcp_servers: null, trace_messages: null, conversation_context: null })
    scheduler.finished(generating.task)
    const judged = scheduler.next()!
    expect(judged.task.taskKey).toBe('q1/j2')
    expect(judged.lookup.status).toBe('hit')
    scheduler.finished(judged.task)
    // The last judge is done: the answer is dropped.
    expect(cache.size).toBe(0)
  })
})
