// A test worker hands its results to the reporter through the run directory (see ../result-records.ts).
import { pyJsonDumps } from '../../compat/py-json.js'
import { dumpResultLine } from '../../results/export.js'
import type { VerificationResult } from '../../results/verification-result.js'
import { recordLine, RUN_DIR_ENV, workerRecordFile, type ResultAnnotations, type ResultRecordHeader } from '../result-records.js'

const USAGE_KEYS = new Set(['model', 'input_tokens', 'output_tokens', 'total_tokens'])

/** Of a stage's token usage, what the summary's token counts read (not the per-kind token details). */
function usageTotals(usage: Record<string, unknown> | null | undefined): Record<string, unknown> | null | undefined {
  if (!usage) return usage
  const stages = Object.entries(usage).filter((stage): stage is [string, object] => typeof stage[1] === 'object' && stage[1] !== null)
  return Object.fromEntries(stages.map(([stage, entry]) => [stage, Object.fromEntries(Object.entries(entry).filter(([key]) => USAGE_KEYS.has(key)))]))
}

/**
 * What the run summary and the export header read of a result: its ids, models, failure, verdict, token counts
 * and traits. A test worker hands it over beside the result's export line (below), so the reporter keeps
 * only this and never parses the line again.
 */
export function resultSummaryView(result: VerificationResult): VerificationResult {
  const m = result.metadata
  const metadata = { question_id: m.question_id, replicate: m.replicate, answering: m.answering, parsing: m.parsing, failure: m.failure }
  const usage = result.template?.usage_metadata as Record<string, unknown> | null | undefined
  const template = result.template && { verify_result: result.template.verify_result, usage_metadata: usageTotals(usage) }
  return { metadata, template, rubric: result.rubric } as VerificationResult
}

// The next slot of each test in its current attempt. On globalThis: a runner may load this module more than once in
// one worker (vitest per test file; jest's setup file and test file as CommonJS and ES modules), and all must count alike.
const SLOTS = Symbol.for('karenina.handOffSlots')
const slots: Map<string, number> = ((globalThis as Record<symbol, unknown>)[SLOTS] as Map<string, number> | undefined) ??
  ((globalThis as Record<symbol, unknown>)[SLOTS] = new Map<string, number>())

/** Starts a test's results over (a retry replaces its earlier attempt); without `test`, every test's. */
export function startTestResults(test?: string): void {
  if (test === undefined) slots.clear()
  else slots.delete(test)
}

function append(test: string, line: (slot: number) => string, env: Readonly<Record<string, string | undefined>>): void {
  const runDir = env[RUN_DIR_ENV]
  // Without a karenina reporter there is no run directory, and no one to hand results to.
  if (runDir === undefined || runDir === '') return
  const slot = slots.get(test) ?? 0
  slots.set(test, slot + 1)
  // One write per record, synchronous: the reporter hears of the test's end only after it.
  process.getBuiltinModule('node:fs').appendFileSync(workerRecordFile(runDir), line(slot))
}

/** Hands a result and its test verdict to the reporter, under the running test's name for the reporter. */
export function handOffResult(test: string, result: VerificationResult, pass: boolean, annotations: ResultAnnotations = {}, env: Readonly<Record<string, string | undefined>> = process.env): void {
  const header: ResultRecordHeader = { ...annotations, test, slot: 0, pass, view: resultSummaryView(result) }
  append(test, (slot) => recordLine({ ...header, slot }, dumpResultLine(result)), env)
}

/** Hands a scenario run's record (the export's `scenario_results` entry) to the reporter. */
export function handOffScenario(test: string, record: unknown, env: Readonly<Record<string, string | undefined>> = process.env): void {
  append(test, (slot) => recordLine({ test, slot, scenario: true }, pyJsonDumps(record, { ensureAscii: false })), env)
}
