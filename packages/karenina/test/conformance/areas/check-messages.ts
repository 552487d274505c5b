import { primitiveFromJSON } from '../../../src/primitives/registry.js'
import { CheckError } from '../../../src/errors/check-error.js'
import type { AreaAdapter } from '../area.js'

/**
 * The text a primitive's check raises, which reaches results as `field_verification_error`
 * (`"Field verification failed: " + str(e)`): `{verify_with, extracted, expected}` →
 * `{raised: <error kind>, message, field_verification_error}`, or `{result}` when the check returns.
 */
const adapter: AreaAdapter = {
  run(input) {
    const primitive = primitiveFromJSON(input.verify_with)
    if (primitive.kind !== 'field') return { error: 'runner_error', cause: new Error(`${primitive.type} is a trace primitive; this area runs check()`) }
    try {
      return { result: primitive.check(input.extracted, input.expected) }
    } catch (error) {
      const raised = error instanceof CheckError ? error.kind : 'runner_error'
      const message = error instanceof Error ? error.message : String(error)
      return { raised, message, field_verification_error: `Field verification failed: ${message}` }
    }
  },
}

export default adapter
