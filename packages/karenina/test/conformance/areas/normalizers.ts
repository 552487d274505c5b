import { applyNormalizers, type Normalizer } from '../../../src/primitives/normalizers.js'
import { capture, type AreaAdapter } from '../area.js'

/** README §4.3: `{normalizers, text}` → `{output}` or `{error: "value_error"}`. */
const adapter: AreaAdapter = {
  run(input) {
    const normalizers = (input.normalizers ?? []) as Normalizer[]
    return capture(undefined, () => ({ output: applyNormalizers(normalizers, String(input.text)) }))
  },
}

export default adapter
