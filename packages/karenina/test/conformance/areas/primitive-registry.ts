import { primitiveFromJSON } from '../../../src/primitives/registry.js'
import { capture, type AreaAdapter } from '../area.js'

/** README §4.4: `{ serialized }` → `{ type, params (defaults filled, no "type"), is_trace }`. */
const adapter: AreaAdapter = {
  run(input) {
    return capture(undefined, () => {
      const primitive = primitiveFromJSON(input.serialized)
      return { type: primitive.type, params: { ...primitive.params }, is_trace: primitive.kind === 'trace' }
    })
  },
}

export default adapter
