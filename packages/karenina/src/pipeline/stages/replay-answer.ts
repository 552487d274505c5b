import { ReplayMissError } from '../../errors/replay-miss-error.js'
import { ValidationError } from '../../errors/validation-error.js'
import { parseJudgeOutput } from '../../template/judge-output.js'
import type { TemplateInput, TemplateInstance } from '../../template/template.js'
import type { ChatMessage } from '../../llm/ports.js'
import type { ReplayEntry } from '../../replay-store/replay-schema.js'
import type { ReplayStore } from '../../replay-store/replay-store.js'
import { ArtifactKeys } from '../artifact-keys.js'
import type { TaskContext } from '../task-settings.js'
import { UsageTracker } from '../usage-tracker.js'
import { ReplayHydrationError } from '../../replay-store/replay-errors.js'
import { answeringDisplay, errorMessage } from './stage-support.js'
import type { AnswerClass } from './validate-template.js'

/** The replay entry GenerateAnswer hydrated the task from, or `null` (read by the later stages). */
export function replayEntryOf(ctx: TaskContext): ReplayEntry | null {
  return ctx.getArtifact<ReplayEntry>(ArtifactKeys.REPLAY_ENTRY) ?? null
}

/**
 * GenerateAnswer step 1 (spec 02 §4.2): the task's store entry stands in for the answering call, its
 * artifacts set as a live run would. Returns true when the stage is done (a hit, or a strict miss recorded
 * as a permanent error); false on a fall-through miss.
 */
export function replayAnswer(ctx: TaskContext, store: ReplayStore): boolean {
  const { scenario, replicate } = ctx.settings
  const display = answeringDisplay(ctx)
  let entry: ReplayEntry | null
  try {
    entry = store.lookup({
      questionId: ctx.questionId,
      scenarioId: scenario.id,
      scenarioNode: scenario.node,
      answeringModelId: display,
      visitIndex: scenario.nodeVisitIndex,
      replicate,
    })
  } catch (error) {
    if (!(error instanceof ReplayMissError)) throw error
    ctx.markError(`Replay strict miss: ${error.message}`, { category: 'permanent' })
    return true
  }
  if (entry === null) return false
  const recursion = entry.agent_metrics?.limit_reached === true
  ctx.setArtifactAndResult(ArtifactKeys.RAW_LLM_RESPONSE, entry.raw_trace)
  ctx.setArtifact(ArtifactKeys.TRACE_MESSAGES, entry.trace_messages ? entry.trace_messages.map(toChatMessage) : null)
  ctx.setArtifactAndResult(ArtifactKeys.RECURSION_LIMIT_REACHED, recursion)
  ctx.setArtifact(ArtifactKeys.ANSWERING_MODEL_STR, `${display} (replay)`)
  ctx.setArtifact(ArtifactKeys.REPLAY_ENTRY, entry)
  ctx.setArtifact(ArtifactKeys.USAGE_TRACKER, trackerOf(entry))
  return true
}

/** Usage as recorded: every stage summary with token counts (not `total`), plus the agent metrics. */
function trackerOf(entry: ReplayEntry): UsageTracker {
  const tracker = new UsageTracker()
  for (const [stage, summary] of Object.entries(entry.usage_metadata ?? {})) {
    if (stage === 'total' || typeof summary !== 'object' || summary === null) continue
    const counts = summary as Record<string, unknown>
    if (!['input_tokens', 'output_tokens', 'total_tokens'].some((k) => typeof counts[k] === 'number')) continue
    tracker.track(stage, counts, typeof counts.model === 'string' ? counts.model : 'unknown')
  }
  if (entry.agent_metrics) tracker.setAgentMetrics(structuredClone(entry.agent_metrics))
  return tracker
}

/** A message stored in Karenina's dict form (`block_index` dropped), as a ChatMessage. */
export function toChatMessage(dict: Readonly<Record<string, unknown>>): ChatMessage {
  const { block_index: _index, ...rest } = dict
  return structuredClone(rest) as unknown as ChatMessage
}

/**
 * The replay entry's `parsed_answer_fields` as the question's answer, or `null` when it has none. `relaxed` (7c)
 * lets verified fields be null or absent (unanswered); otherwise (7a, Karenina's `Answer` validation) every
 * required judged field must have a value. Fields that do not fit give `null` with a warning ending in
 * `instead` (what the stage does next), or a ReplayHydrationError under `replay_parse_on_hydration_mismatch: "strict"`.
 */
export function replayedAnswer(ctx: TaskContext, answer: AnswerClass, relaxed: boolean, instead: string): TemplateInstance | null {
  const fields = replayEntryOf(ctx)?.parsed_answer_fields
  if (!fields) return null
  const { compat, replayParseOnHydrationMismatch } = ctx.settings.options
  try {
    const missing = answer.template.fields
      .filter((f) => !relaxed && f.verification !== null && !f.verification.isTrace && !f.optional)
      .filter((f) => fields[f.name] === null || fields[f.name] === undefined)
      .map((f) => f.name)
    if (missing.length > 0) throw new ValidationError([], `required field${missing.length === 1 ? '' : 's'} without a value: ${missing.join(', ')}`, `template ${answer.template.name} › parsed_answer_fields`)
    const parsed = parseJudgeOutput(answer.template, fields, { compat })
    return answer.instantiate(parsed.values as TemplateInput, { nullFields: parsed.nullFields, extras: parsed.extras })
  } catch (error) {
    if (replayParseOnHydrationMismatch === 'strict') throw new ReplayHydrationError(ctx.questionId, errorMessage(error), { cause: error })
    ctx.addWarning(`Replay parsed_answer_fields do not fit the template (${errorMessage(error)}); ${instead}`)
    return null
  }
}
