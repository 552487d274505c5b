import { CheckError } from '../../../src/errors/check-error.js'
import type { Primitive } from '../../../src/primitives/primitive.js'
import { capture, type AreaAdapter } from '../area.js'
import { constructPrimitive } from './primitives.js'

/** README §4.2 (primitives_trace): construct, then `{ result: check_trace(raw_trace) }`. */
const adapter: AreaAdapter = {
  run(input) {
    let primitive: Primitive | undefined
    const built = capture('construct', () => {
      primitive = constructPrimitive(input)
      return {}
    })
    if (primitive === undefined) return built
    const trace = primitive
    if (trace.kind !== 'trace') return { error: 'runner_error', cause: new Error(`${trace.type} is not a trace primitive`) }
    return capture('check', () => {
      const raw = input.raw_trace
      // Python's `in`, `len()` and `re.findall` all raise TypeError on a non-string trace.
      if (typeof raw !== 'string') throw new CheckError('type', `expected a string trace, received ${typeof raw}`)
      return { result: trace.checkTrace(raw) }
    })
  },
}

export default adapter
