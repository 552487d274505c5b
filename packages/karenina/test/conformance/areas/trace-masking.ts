import { isGraphqlSchemaPayload, maskGraphqlSchemaMessages, maskToolMessages, type MaskStats } from '../../../src/trace/mask-trace.js'
import { capture, type AreaAdapter, type CaseOutcome } from '../area.js'

function stats(result: MaskStats): CaseOutcome {
  return { text: result.text, messages_masked: result.messagesMasked, chars_removed: result.charsRemoved }
}

/** README §4.12: masking functions over harmonized trace strings. */
const adapter: AreaAdapter = {
  run(input) {
    return capture(undefined, () => {
      switch (input.function) {
        case 'is_graphql_schema_payload':
          return { result: isGraphqlSchemaPayload(input.body as string) }
        case 'mask_graphql_schema_messages':
          return stats(maskGraphqlSchemaMessages(input.trace as string))
        case 'mask_tool_messages': {
          const needle = input.mask_if_contains as string
          const replacement = input.replacement as string
          return stats(maskToolMessages(input.trace as string, (body) => body.includes(needle), () => replacement))
        }
        default:
          throw new Error(`unknown trace_masking function ${String(input.function)}`)
      }
    })
  },
}

export default adapter
