import { ValidationError } from '../errors/validation-error.js'
import { argsMatch, type ArgsMatch } from './args-match.js'
import { actualSequence, formatCall } from './format-calls.js'
import { toolTrajectoryOf } from './read-trajectory.js'
import type { TrajectoryToolCall } from './tool-trajectory.js'
import type { TrajectoryVerdict } from './trajectory-verdict.js'

/** The arguments a call must have: a deep partial of them (`'subset'` matching), or a function of the call's arguments. */
export type ExpectedArgs = Readonly<Record<string, unknown>> | ((actual: Readonly<Record<string, unknown>>, call: TrajectoryToolCall) => boolean)

const SUBJECT = 'calledTool'

/**
 * Whether the agent called a tool named `name` (or whose name the RegExp matches), with `args` when given (a deep
 * partial match, or a function of the arguments). Negated, it is the check that a tool was never called:
 * `!calledTool(run, /^delete_/).pass`. The message lists the calls made, the matching ones flagged.
 * @example
 * calledTool(result, 'search', { query: 'BCL2' }).pass
 */
export function calledTool(trace: unknown, name: string | RegExp, args?: ExpectedArgs): TrajectoryVerdict {
  if (!(name instanceof RegExp) && (typeof name !== 'string' || name === '')) throw new ValidationError(['name'], 'expected a tool name (a non-empty string) or a RegExp', SUBJECT)
  if (args !== undefined && typeof args !== 'function' && (typeof args !== 'object' || args === null || Array.isArray(args))) {
    throw new ValidationError(['args'], 'expected an object of arguments or a function (args, call) => boolean', SUBJECT)
  }
  const trajectory = toolTrajectoryOf(trace, SUBJECT)
  const nameMatches = (call: TrajectoryToolCall) => (typeof name === 'string' ? call.name === name : new RegExp(name.source, name.flags.replace(/[gy]/g, '')).test(call.name))
  const mode: ArgsMatch = typeof args === 'function' ? (actual, _expected, call) => args(actual, call) : 'subset'
  const matches = (call: TrajectoryToolCall) => nameMatches(call) && (args === undefined || argsMatch(mode, call.args, typeof args === 'function' ? {} : args, call))
  const hits = trajectory.toolCalls.filter(matches)
  const wanted = `${typeof name === 'string' ? name : String(name)}${args === undefined ? '' : typeof args === 'function' ? ' with arguments your function accepts' : ` with arguments containing ${formatCall('', args).slice(1, -1)}`}`
  const sameName = trajectory.toolCalls.filter(nameMatches).length
  return {
    pass: hits.length > 0,
    trajectory,
    message: ({ isNot = false } = {}) =>
      isNot
        ? `expected the agent never to call ${wanted}, but it did ${hits.length === 1 ? 'once' : `${hits.length} times`} (→)\n\n${actualSequence(trajectory.toolCalls, matches)}`
        : `expected the agent to call ${wanted}, but ${sameName > 0 ? `no call of ${sameName === 1 ? 'that tool has' : 'those tools has'} such arguments (→ the calls by name)` : 'it never did'}\n\n${actualSequence(trajectory.toolCalls, nameMatches)}`,
  }
}
