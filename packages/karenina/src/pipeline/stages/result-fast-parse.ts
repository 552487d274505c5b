import type { z } from 'zod'
import { PyFloat } from '../../compat/py-float-value.js'
import { floatKeysOf, isPyFloatSchema, isPyIntSchema } from '../../results/py-number-schema.js'
import { VerificationResultSchema, type VerificationResult } from '../../results/verification-result.js'
import { compileFastParse, REJECTED, viaZod, type FastParse } from '../../utils/zod-fast-parse.js'

/** Calls of `fastParseResult`, values it handed to zod, compilations (a test reads them: a plain result needs no zod). */
export const resultParseStats = { parses: 0, zodCalls: 0, compilations: 0 }
const onZod = () => void resultParseStats.zodCalls++

// The Python number schemas are unions + transforms, opaque to the walker; for a plain number (all our
// stages write) their output is the input. PyFloat boxes (from files, judge coercion) go to zod.
function pyNumberHook(schema: z.ZodType): FastParse | undefined {
  const zod = () => viaZod(schema, onZod)
  if (isPyFloatSchema(schema)) {
    const slow = zod()
    return (v) => (typeof v === 'number' ? v : slow(v))
  }
  if (isPyIntSchema(schema)) {
    const slow = zod()
    return (v) => (Number.isSafeInteger(v) ? v : slow(v))
  }
  if (floatKeysOf(schema)) {
    const slow = zod()
    return (v) => {
      const plain = typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype && !Object.hasOwn(v, '__proto__')
      return plain && !Object.values(v).some((x) => x instanceof PyFloat) ? { ...v } : slow(v)
    }
  }
  return undefined
}

let compiled: FastParse | null = null

/**
 * `VerificationResultSchema.safeParse(value).data` for the results the pipeline builds, compiled once per
 * process: the same outcome (tested on generated values), at a fraction of zod's cost, since a freshly
 * built result is plain data in the schema's shape. `null` when the schema rejects the value.
 */
export function fastParseResult(value: unknown): VerificationResult | null {
  if (compiled === null) {
    compiled = compileFastParse(VerificationResultSchema, { hook: pyNumberHook, onZod })
    resultParseStats.compilations++
  }
  resultParseStats.parses++
  const parsed = compiled(value)
  return parsed === REJECTED ? null : (parsed as VerificationResult)
}
