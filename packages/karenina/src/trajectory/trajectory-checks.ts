import { ValidationError } from '../errors/validation-error.js'
import { unknownKeyMessage, unknownKeys } from '../utils/did-you-mean.js'
import { argsMatch, type ArgsMatch } from './args-match.js'
import { toolTrajectoryOf } from './read-trajectory.js'
import type { ToolTrajectory, TrajectoryToolCall } from './tool-trajectory.js'
import { formatTextTable } from '../utils/text-table.js'

/** A tool call the agent should make: its name, or its name and (some of) its arguments. */
export type ExpectedToolCall = string | { readonly name: string; readonly args?: Readonly<Record<string, unknown>> }

/**
 * How the calls made are compared with the expected ones (LangChain agentevals' trajectory match modes):
 * `'strict'` the same calls in the same order; `'unordered'` the same calls in any order; `'subset'` every call
 * made is one of the expected (nothing else was called); `'superset'` every expected call was made (others too).
 * Calls are counted: two expected `search` calls need two `search` calls.
 */
export type TrajectoryOrder = 'strict' | 'unordered' | 'subset' | 'superset'

/** Options of {@link calledTools}. */
export interface CalledToolsOptions {
  /** @default 'strict' */
  order?: TrajectoryOrder
  /** How an expected call's `args` are compared (an expected call without `args` matches any). @default 'exact' */
  args?: ArgsMatch
}

/** Every {@link TrajectoryOrder}, as `calledTools` and the TraceToolCalls primitive accept them. */
export const TRAJECTORY_ORDERS: readonly TrajectoryOrder[] = ['strict', 'unordered', 'subset', 'superset']
const CALLED_TOOLS = 'calledTools'

/** Checks the expected calls, the options, and returns them resolved. */
function resolveExpected(expected: unknown): { name: string; args: Readonly<Record<string, unknown>> | undefined }[] {
  if (!Array.isArray(expected)) throw new ValidationError(['expected'], `expected an array of tool names or { name, args? }, received ${typeof expected}`, CALLED_TOOLS)
  return expected.map((item: unknown, index) => {
    if (typeof item === 'string' && item !== '') return { name: item, args: undefined }
    if (typeof item === 'object' && item !== null && !Array.isArray(item)) {
      const [key] = unknownKeys(item, ['name', 'args'])
      if (key !== undefined) throw new ValidationError(['expected', index, key], unknownKeyMessage(key, 'an expected tool call', ['name', 'args']), CALLED_TOOLS)
      const { name, args } = item as { name?: unknown; args?: unknown }
      if (typeof name !== 'string' || name === '') throw new ValidationError(['expected', index, 'name'], 'expected a tool name (a non-empty string)', CALLED_TOOLS)
      if (args !== undefined && (typeof args !== 'object' || args === null || Array.isArray(args))) {
        throw new ValidationError(['expected', index, 'args'], 'expected an object of arguments', CALLED_TOOLS)
      }
      return { name, args: args as Readonly<Record<string, unknown>> | undefined }
    }
    throw new ValidationError(['expected', index], 'expected a tool name (a non-empty string) or { name, args? }', CALLED_TOOLS)
  })
}

function resolveOptions(options: CalledToolsOptions | undefined): { order: TrajectoryOrder; args: ArgsMatch } {
  const [key] = unknownKeys(options, ['order', 'args'])
  if (key !== undefined) throw new ValidationError([key], unknownKeyMessage(key, 'calledTools options', ['order', 'args']), CALLED_TOOLS)
  const order = options?.order ?? 'strict'
  if (!TRAJECTORY_ORDERS.includes(order)) throw new ValidationError(['order'], `expected one of ${TRAJECTORY_ORDERS.map((o) => `'${o}'`).join(', ')}, received ${JSON.stringify(order)}`, CALLED_TOOLS)
  const args = options?.args ?? 'exact'
  if (args !== 'exact' && args !== 'subset' && typeof args !== 'function') {
    throw new ValidationError(['args'], `expected 'exact', 'subset' or a function (actual, expected, call) => boolean, received ${JSON.stringify(args)}`, CALLED_TOOLS)
  }
  return { order, args }
}

/**
 * Whether the trace's tool calls match `expected` under `order` and `args`. The verdict's message shows the
 * expected and actual sequences side by side. Bad expectations or options throw a `ValidationError`; a trace
 * karenina does not read throws one naming the accepted shapes.
 * @example
 * calledTools(result, ['search', { name: 'fetch', args: { id: 7 } }], { order: 'strict', args: 'subset' }).pass
 */
export function calledTools(trace: unknown, expected: readonly ExpectedToolCall[], options?: CalledToolsOptions): TrajectoryVerdict {
  const wanted = resolveExpected(expected)
  const { order, args } = resolveOptions(options)
  const trajectory = toolTrajectoryOf(trace, CALLED_TOOLS)
  const actual = trajectory.toolCalls
  const matches = (e: number, a: number) => {
    const want = wanted[e]!
    const call = actual[a]!
    return call.name === want.name && (want.args === undefined || argsMatch(args, call.args, want.args, call))
  }
  const expectedText = wanted.map((w) => formatCall(w.name, w.args))
  const how = `order '${order}', args ${typeof args === 'function' ? 'by your function' : `'${args}'`}`

  if (order === 'strict') {
    const length = Math.max(wanted.length, actual.length)
    const rows = Array.from({ length }, (_, i) => {
      const mark = i < wanted.length && i < actual.length && matches(i, i)
      return { ...(i < wanted.length ? { expected: expectedText[i]! } : {}), ...(i < actual.length ? { actual: formatActual(actual[i]!) } : {}), mark }
    })
    const first = rows.findIndex((row) => !row.mark)
    const reason =
      first === -1 ? 'every call matches, in order'
      : wanted.length !== actual.length && first >= Math.min(wanted.length, actual.length) ? `expected ${wanted.length} call${wanted.length === 1 ? '' : 's'}, the agent made ${actual.length}`
      : `call ${first + 1} differs`
    return callsVerdict(first === -1, trajectory, how, reason, sideBySide(rows))
  }

  const pairs = maximumMatching(wanted.length, actual.length, matches)
  const matchedActual = new Set(pairs.map(([, a]) => a))
  const matchedExpected = new Set(pairs.map(([e]) => e))
  const missing = wanted.map((_, e) => e).filter((e) => !matchedExpected.has(e))
  const extra = actual.map((_, a) => a).filter((a) => !matchedActual.has(a))
  const rows = [
    ...pairs.sort((x, y) => x[1] - y[1]).map(([e, a]) => ({ expected: expectedText[e]!, actual: formatActual(actual[a]!), mark: true })),
    ...missing.map((e) => ({ expected: expectedText[e]!, mark: false })),
    ...extra.map((a) => ({ actual: formatActual(actual[a]!), mark: order === 'superset' })),
  ]
  const pass = order === 'unordered' ? missing.length === 0 && extra.length === 0 : order === 'subset' ? extra.length === 0 : missing.length === 0
  const parts: string[] = []
  if (order !== 'subset' && missing.length > 0) parts.push(`not called: ${missing.map((e) => expectedText[e]).join(', ')}`)
  if (order !== 'superset' && extra.length > 0) parts.push(`not expected: ${extra.map((a) => formatCall(actual[a]!.name, actual[a]!.args)).join(', ')}`)
  return callsVerdict(pass, trajectory, how, pass ? 'the calls match' : parts.join('; '), sideBySide(rows))
}

/** Kuhn's augmenting paths: the largest set of (expected, actual) pairs that match, each side used once. */
function maximumMatching(expectedCount: number, actualCount: number, matches: (e: number, a: number) => boolean): [number, number][] {
  const edges = Array.from({ length: expectedCount }, (_, e) => Array.from({ length: actualCount }, (_, a) => a).filter((a) => matches(e, a)))
  const owner = new Array<number>(actualCount).fill(-1)
  const augment = (e: number, seen: boolean[]): boolean => {
    for (const a of edges[e]!) {
      if (seen[a]) continue
      seen[a] = true
      if (owner[a] === -1 || augment(owner[a]!, seen)) {
        owner[a] = e
        return true
      }
    }
    return false
  }
  for (let e = 0; e < expectedCount; e++) augment(e, new Array<boolean>(actualCount).fill(false))
  return owner.flatMap((e, a) => (e === -1 ? [] : [[e, a] as [number, number]]))
}

/** A verdict whose message says why it failed or, with `isNot`, why it passed. */
function verdict(pass: boolean, trajectory: ToolTrajectory, message: (isNot: boolean) => string): TrajectoryVerdict {
  return { pass, trajectory, message: ({ isNot = false } = {}) => message(isNot) }
}

function callsVerdict(pass: boolean, trajectory: ToolTrajectory, how: string, reason: string, table: string): TrajectoryVerdict {
  return verdict(pass, trajectory, (isNot) =>
    isNot
      ? `expected the agent's tool calls not to match (${how}), but they do\n\n${table}`
      : `expected the agent's tool calls to match (${how}): ${reason}\n\n${table}`,
  )
}

/** The outcome of a trajectory check: the verdict, the trajectory read, and a message for a test runner. */
export interface TrajectoryVerdict {
  readonly pass: boolean
  readonly trajectory: ToolTrajectory
  /** Why it failed or, with `isNot` (a negated assertion), why it passed; shows the tool sequence. */
  message(options?: { isNot?: boolean }): string
}

const MAX_ARGS = 80

/** `name({"q":"BCL2"})`, the arguments shortened. */
export function formatCall(name: string, args: Readonly<Record<string, unknown>> | undefined): string {
  if (args === undefined) return `${name}(…)`
  let text: string
  try {
    text = JSON.stringify(args) ?? ''
  } catch {
    text = '[arguments not JSON]'
  }
  return `${name}(${text.length > MAX_ARGS ? `${text.slice(0, MAX_ARGS - 1)}…` : text})`
}

/** An actual call with its step, and `[error]` when the tool reported one. */
export function formatActual(call: TrajectoryToolCall): string {
  return `${formatCall(call.name, call.args)}  step ${call.step}${call.isError ? ' [error]' : ''}`
}

/** Rows of expected and actual calls side by side; `mark` says whether the row's two sides match. */
export function sideBySide(rows: readonly { expected?: string; actual?: string; mark: boolean }[]): string {
  if (rows.length === 0) return '  (no tool calls expected, none made)'
  return formatTextTable(['', 'expected', 'actual'], rows.map((row) => [row.mark ? '✓' : '✗', row.expected ?? '—', row.actual ?? '—']), { indent: '  ' })
}

/** The actual sequence alone, `mark` flagging calls (e.g. the ones a name matched). */
export function actualSequence(calls: readonly TrajectoryToolCall[], mark: (call: TrajectoryToolCall) => boolean = () => false): string {
  if (calls.length === 0) return '  (no tool calls)'
  return calls.map((call, i) => `  ${mark(call) ? '→' : ' '} ${i + 1}. ${formatActual(call)}`).join('\n')
}

/** The arguments a call must have: a deep partial of them (`'subset'` matching), or a function of the call's arguments. */
export type ExpectedArgs = Readonly<Record<string, unknown>> | ((actual: Readonly<Record<string, unknown>>, call: TrajectoryToolCall) => boolean)

const CALLED_TOOL = 'calledTool'

/**
 * Whether the agent called a tool named `name` (or whose name the RegExp matches), with `args` when given (a deep
 * partial match, or a function of the arguments). Negated, it is the check that a tool was never called:
 * `!calledTool(run, /^delete_/).pass`. The message lists the calls made, the matching ones flagged.
 * @example
 * calledTool(result, 'search', { query: 'BCL2' }).pass
 */
export function calledTool(trace: unknown, name: string | RegExp, args?: ExpectedArgs): TrajectoryVerdict {
  if (!(name instanceof RegExp) && (typeof name !== 'string' || name === '')) throw new ValidationError(['name'], 'expected a tool name (a non-empty string) or a RegExp', CALLED_TOOL)
  if (args !== undefined && typeof args !== 'function' && (typeof args !== 'object' || args === null || Array.isArray(args))) {
    throw new ValidationError(['args'], 'expected an object of arguments or a function (args, call) => boolean', CALLED_TOOL)
  }
  const trajectory = toolTrajectoryOf(trace, CALLED_TOOL)
  const nameMatches = (call: TrajectoryToolCall) => (typeof name === 'string' ? call.name === name : new RegExp(name.source, name.flags.replace(/[gy]/g, '')).test(call.name))
  const mode: ArgsMatch = typeof args === 'function' ? (actual, _expected, call) => args(actual, call) : 'subset'
  const matches = (call: TrajectoryToolCall) => nameMatches(call) && (args === undefined || argsMatch(mode, call.args, typeof args === 'function' ? {} : args, call))
  const hits = trajectory.toolCalls.filter(matches)
  const wanted = `${typeof name === 'string' ? name : String(name)}${args === undefined ? '' : typeof args === 'function' ? ' with arguments your function accepts' : ` with arguments containing ${formatCall('', args).slice(1, -1)}`}`
  const sameName = trajectory.toolCalls.filter(nameMatches).length
  return verdict(hits.length > 0, trajectory, (isNot) =>
    isNot
      ? `expected the agent never to call ${wanted}, but it did ${hits.length === 1 ? 'once' : `${hits.length} times`} (→)\n\n${actualSequence(trajectory.toolCalls, matches)}`
      : `expected the agent to call ${wanted}, but ${sameName > 0 ? `no call of ${sameName === 1 ? 'that tool has' : 'those tools has'} such arguments (→ the calls by name)` : 'it never did'}\n\n${actualSequence(trajectory.toolCalls, nameMatches)}`,
  )
}

/** Bounds of an agent's model turns (assistant messages), inclusive; at least one. */
export interface StepBounds {
  min?: number
  max?: number
}

const STEP_COUNT = 'stepCount'

function checkBound(bounds: StepBounds, key: 'min' | 'max'): number | undefined {
  const value = bounds[key]
  if (value === undefined) return undefined
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw new ValidationError([key], `expected a non-negative integer, received ${JSON.stringify(value)}`, STEP_COUNT)
  return value
}

/**
 * Whether the agent's number of model turns (assistant messages, Karenina's `agent_metrics.iterations`; a bare
 * answer is one) lies within `{ min, max }`.
 * @example
 * stepCount(result, { max: 4 }).pass
 */
export function stepCount(trace: unknown, bounds: StepBounds): TrajectoryVerdict {
  const [key] = unknownKeys(bounds, ['min', 'max'])
  if (key !== undefined) throw new ValidationError([key], unknownKeyMessage(key, 'step bounds', ['min', 'max']), STEP_COUNT)
  const min = typeof bounds === 'object' && bounds !== null ? checkBound(bounds, 'min') : undefined
  const max = typeof bounds === 'object' && bounds !== null ? checkBound(bounds, 'max') : undefined
  if (min === undefined && max === undefined) throw new ValidationError([], 'expected { min?, max? } with at least one bound', STEP_COUNT)
  if (min !== undefined && max !== undefined && min > max) throw new ValidationError([], `min (${min}) is above max (${max})`, STEP_COUNT)
  const trajectory = toolTrajectoryOf(trace, STEP_COUNT)
  const steps = trajectory.steps
  const range = min !== undefined && max !== undefined ? `between ${min} and ${max}` : min !== undefined ? `at least ${min}` : `at most ${max}`
  const pass = (min === undefined || steps >= min) && (max === undefined || steps <= max)
  const unit = `step${max === 1 && min === undefined ? '' : 's'}`
  const took = () => `it took ${steps}\n\n${actualSequence(trajectory.toolCalls)}`
  return verdict(pass, trajectory, (isNot) => `expected the agent to take ${isNot ? 'not ' : ''}${range} ${unit}, ${took()}`)
}
