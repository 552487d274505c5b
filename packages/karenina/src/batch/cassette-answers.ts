import type { Benchmark } from '../benchmark/benchmark.js'
import { ValidationError } from '../errors/validation-error.js'
import type { CassetteEntry } from '../llm/replay/cassette.js'
import { UsageTracker } from '../pipeline/usage-tracker.js'
import { ReplayStore } from '../replay-store/replay-store.js'
import type { ReplayEntryInput } from '../replay-store/replay-schema.js'
import { AI_MESSAGE_HEADER } from '../trace/messages-to-raw-trace.js'
import { identityOfDisplay } from './regrade.js'
import { isRecord } from '../utils/is-record.js'

/** Where an answering prompt ends and GenerateAnswer's workspace paragraph begins. */
const WORKSPACE_PARAGRAPH = '\n\nYour working directory is '
/** The tail of Karenina's few-shot answering prompt (`formatFewShotPrompt`). */
const FEW_SHOT_TAIL = '\nAnswer:'

/** An answering reply matched to a question: the entry of cassette entry `key`. */
type Matched = { key: string; entry: ReplayEntryInput; question: string; model: string; replicate: number | null }

/**
 * The answering replies of a cassette (`--replay record --cassette`, or a test file's `__karenina__/<file>.json`)
 * as a strict replay store for a re-grade. A cassette is keyed by request hashes, so an answering reply is told
 * apart from a judge call by its request: a `chat` or `agent` call whose messages are system messages and then
 * one user message that is a question of `benchmark` as GenerateAnswer words it (the question, its few-shot form,
 * or either with the workspace paragraph). Judge calls (`parse`, and chat calls whose prompt carries an answer)
 * are skipped. Only answers are taken from the file: its model strings name who answered, nothing is called.
 *
 * Refused, naming the file and the accepted inputs: a cassette with no answering reply for a question of the
 * benchmark, and one holding two different answers of one model to one question (re-recorded with another
 * system prompt or temperature), since it cannot say which to re-grade.
 */
export function cassetteAnswers(entries: ReadonlyMap<string, CassetteEntry>, benchmark: Benchmark, source: string, accepted: string): ReplayStore {
  const byText = new Map<string, string[]>()
  for (const question of benchmark.getAllQuestions()) byText.set(question.question, [...(byText.get(question.question) ?? []), question.id])
  const known = new Set(benchmark.getAllQuestions().map((q) => q.id))
  const matched = new Map<string, Matched>()
  const kinds = new Map<string, number>()
  for (const [hash, entry] of entries) {
    if (!isRecord(entry) || typeof entry.kind !== 'string' || !isRecord(entry.request) || !isRecord(entry.response)) {
      throw new ValidationError(['entries', hash], `expected a cassette entry {kind, model, request, response}; karenina regrade reads ${accepted}`, source)
    }
    kinds.set(entry.kind, (kinds.get(entry.kind) ?? 0) + 1)
    if (entry.kind !== 'chat' && entry.kind !== 'agent') continue
    const request = entry.request
    // An agent run on a workspace judged in place is keyed by its question; otherwise the prompt names it.
    const keyed = typeof request['question_id'] === 'string' && known.has(request['question_id']) ? [request['question_id']] : null
    const questionIds = keyed ?? questionsOfPrompt(request['messages'], byText)
    if (questionIds.length === 0) continue
    const stored = answerOf(entry)
    // A recorded answering failure (an app that threw) has no answer: that task is re-graded as a strict miss.
    if (stored === null) continue
    const where = ['entries', hash, 'model']
    const display = typeof entry.model === 'string' ? entry.model : ''
    identityOfDisplay(display, where, source)
    const replicate = typeof request['replicate'] === 'number' ? request['replicate'] : null
    for (const questionId of questionIds) {
      const id = JSON.stringify([questionId, display, replicate])
      const earlier = matched.get(id)
      if (earlier && earlier.entry.raw_trace !== stored.raw_trace) {
        throw new ValidationError(
          ['entries', hash],
          `holds two different answers of ${display} to question ${questionId} (entries ${earlier.key} and ${hash}: recorded with different prompts or settings), so it cannot say which to re-grade. Record the run into a fresh cassette, or re-grade its results file instead: karenina regrade reads ${accepted}`,
          source,
        )
      }
      if (!earlier) matched.set(id, { key: hash, entry: stored, question: questionId, model: display, replicate })
    }
  }
  if (matched.size === 0) {
    const held = [...kinds].map(([kind, n]) => `${n} ${kind}`).join(', ') || 'no entries'
    throw new ValidationError(
      [],
      `is a cassette without an answering reply to a question of benchmark ${JSON.stringify(benchmark.name)} (it holds ${held}), so it cannot say which answer belongs to which question and model. karenina regrade reads ${accepted}`,
      source,
    )
  }
  const store = new ReplayStore({ miss_policy: 'strict' })
  for (const { question, model, replicate, entry } of matched.values()) store.register({ question_id: question, answering_model_id: model, replicate }, entry)
  return store
}

/** The questions whose answering prompt `messages` are: system messages, then the question as its only user message. */
function questionsOfPrompt(messages: unknown, byText: ReadonlyMap<string, string[]>): string[] {
  if (!Array.isArray(messages) || messages.length === 0) return []
  if (!messages.every(isRecord)) return []
  const last = messages.at(-1)!
  if (last['role'] !== 'user' || typeof last['content'] !== 'string') return []
  if (!messages.slice(0, -1).every((m) => m['role'] === 'system')) return []
  let text = last['content']
  const paragraph = text.lastIndexOf(WORKSPACE_PARAGRAPH)
  const candidates = [text]
  if (paragraph >= 0) candidates.push((text = text.slice(0, paragraph)))
  for (const candidate of candidates) {
    const plain = byText.get(candidate)
    if (plain) return plain
    if (!candidate.startsWith('Question: ') || !candidate.endsWith(FEW_SHOT_TAIL)) continue
    // Few-shot form: examples, then `Question: <question>\nAnswer:`; the question text may itself hold "Question: ".
    for (let at = candidate.indexOf('Question: '); at >= 0; at = candidate.indexOf('Question: ', at + 1)) {
      const ids = byText.get(candidate.slice(at + 'Question: '.length, -FEW_SHOT_TAIL.length))
      if (ids && (at === 0 || candidate[at - 1] === '\n')) return ids
    }
  }
  return []
}

/** The replay entry of a recorded answering reply, as GenerateAnswer would have stored it; null for a recorded failure. */
function answerOf(entry: CassetteEntry): ReplayEntryInput | null {
  const response = entry.response
  const tracker = new UsageTracker()
  if (response['usage_unavailable'] !== true) tracker.track('answer_generation', response['usage'], entry.model)
  const usage = tracker.totalSummary()
  const usage_metadata = Object.keys(usage).length > 0 ? (usage as Record<string, unknown>) : null
  if (entry.kind === 'chat') {
    if (typeof response['content'] !== 'string') return null
    return {
      raw_trace: `${AI_MESSAGE_HEADER}\n${response['content']}`,
      trace_messages: [{ role: 'assistant', content: response['content'] }],
      agent_metrics: { iterations: 1, limit_reached: false },
      usage_metadata,
      captured_model_id: entry.model,
    }
  }
  if (typeof response['raw_trace'] !== 'string') return null
  const metrics = response['agent_metrics']
  return {
    raw_trace: response['raw_trace'],
    trace_messages: Array.isArray(response['trace_messages']) ? (structuredClone(response['trace_messages']) as Record<string, unknown>[]) : null,
    agent_metrics:
      typeof metrics === 'object' && metrics !== null
        ? (structuredClone(metrics) as Record<string, unknown>)
        : { iterations: typeof response['turns'] === 'number' ? response['turns'] : 0, limit_reached: response['recursion_limit_reached'] === true },
    usage_metadata,
    captured_model_id: entry.model,
  }
}
