import { ValidationError } from '../errors/validation-error.js'
import { unknownKeyMessage, unknownKeys } from '../utils/did-you-mean.js'
import { argsMatch, type ArgsMatch } from './args-match.js'
import { formatActual, formatCall, sideBySide } from './format-calls.js'
import { toolTrajectoryOf } from './read-trajectory.js'
import type { ToolTrajectory } from './tool-trajectory.js'
import type { TrajectoryVerdict } from './trajectory-verdict.js'

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

const ORDERS: readonly TrajectoryOrder[] = ['strict', 'unordered', 'subset', 'superset']
const SUBJECT = 'calledTools'

/** Checks the expected calls, the options, and returns them resolved. */
function resolveExpected(expected: unknown): { name: string; args: Readonly<Record<string, unknown>> | undefined }[] {
  if (!Array.isArray(expected)) throw new ValidationError(['expected'], `expected an array of tool names or { name, args? }, received ${typeof expected}`, SUBJECT)
  return expected.map((item: unknown, index) => {
    if (typeof item === 'string' && item !== '') return { name: item, args: undefined }
    if (typeof item === 'object' && item !== null && !Array.isArray(item)) {
      const [key] = unknownKeys(item, ['name', 'args'])
      if (key !== undefined) throw new ValidationError(['expected', index, key], unknownKeyMessage(key, 'an expected tool call', ['name', 'args']), SUBJECT)
      const { name, args } = item as { name?: unknown; args?: unknown }
      if (typeof name !== 'string' || name === '') throw new ValidationError(['expected', index, 'name'], 'expected a tool name (a non-empty string)', SUBJECT)
      if (args !== undefined && (typeof args !== 'object' || args === null || Array.isArray(args))) {
        throw new ValidationError(['expected', index, 'args'], 'expected an object of arguments', SUBJECT)
      }
      return { name, args: args as Readonly<Record<string, unknown>> | undefined }
    }
    throw new ValidationError(['expected', index], 'expected a tool name (a non-empty string) or { name, args? }', SUBJECT)
  })
}

function resolveOptions(options: CalledToolsOptions | undefined): { order: TrajectoryOrder; args: ArgsMatch } {
  const [key] = unknownKeys(options, ['order', 'args'])
  if (key !== undefined) throw new ValidationError([key], unknownKeyMessage(key, 'calledTools options', ['order', 'args']), SUBJECT)
  const order = options?.order ?? 'strict'
  if (!ORDERS.includes(order)) throw new ValidationError(['order'], `expected one of ${ORDERS.map((o) => `'${o}'`).join(', ')}, received ${JSON.stringify(order)}`, SUBJECT)
  const args = options?.args ?? 'exact'
  if (args !== 'exact' && args !== 'subset' && typeof args !== 'function') {
    throw new ValidationError(['args'], `expected 'exact', 'subset' or a function (actual, expected, call) => boolean, received ${JSON.stringify(args)}`, SUBJECT)
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
  const trajectory = toolTrajectoryOf(trace, SUBJECT)
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
    return verdict(first === -1, trajectory, how, reason, sideBySide(rows))
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
  return verdict(pass, trajectory, how, pass ? 'the calls match' : parts.join('; '), sideBySide(rows))
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

function verdict(pass: boolean, trajectory: ToolTrajectory, how: string, reason: string, table: string): TrajectoryVerdict {
  return {
    pass,
    trajectory,
    message: ({ isNot = false } = {}) =>
      isNot
        ? `expected the agent's tool calls not to match (${how}), but they do\n\n${table}`
        : `expected the agent's tool calls to match (${how}): ${reason}\n\n${table}`,
  }
}
