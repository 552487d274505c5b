import { compilePyRegex } from '../compat/py-regex.js'
import { codePointLength } from '../compat/py-whitespace.js'

/** The masked trace and what changed (Karenina's `MaskStats`). */
export interface MaskStats {
  text: string
  messagesMasked: number
  /** Code points removed: Σ len(body) − len(placeholder) − len(kept newline); may be negative. */
  charsRemoved: number
}

// Karenina's marker regex: the kind is the first words after "--- "; the marker runs to the last "---" of the
// line. The tool call id is the shortest non-newline run up to a ")" (then backtracks as needed).
const MESSAGE_MARKER = /--- (Tool Message \(call_id: [^\n]*?\)|AI Message|Human Message)[^\n]*---/g

// A GraphQL type declaration, with Python's Unicode `\b`, `\s` and `\w`.
const TYPE_DECLARATION = compilePyRegex('\\btype\\s+\\w+\\s*\\{')

/**
 * Replaces the bodies of tool messages for which `shouldMask(body)` holds with `describe(body)` (keeping one
 * trailing newline when the body had one), leaving every other byte of the harmonized trace unchanged
 * (Karenina `mask_tool_messages`, spec 02 §6.4). AI and Human message bodies are never replaced.
 */
export function maskToolMessages(trace: string, shouldMask: (body: string) => boolean, describe: (body: string) => string): MaskStats {
  const markers = [...trace.matchAll(MESSAGE_MARKER)]
  if (markers.length === 0) return { text: trace, messagesMasked: 0, charsRemoved: 0 }
  let out = ''
  let cursor = 0
  let messagesMasked = 0
  let charsRemoved = 0
  markers.forEach((marker, index) => {
    const bodyStart = marker.index + marker[0].length
    const bodyEnd = markers[index + 1]?.index ?? trace.length
    const body = trace.slice(bodyStart, bodyEnd)
    out += trace.slice(cursor, bodyStart)
    if (marker[1]!.startsWith('Tool Message') && shouldMask(body)) {
      const placeholder = describe(body)
      const trailing = body.endsWith('\n') ? '\n' : ''
      out += placeholder + trailing
      messagesMasked++
      charsRemoved += codePointLength(body) - codePointLength(placeholder) - trailing.length
    } else {
      out += body
    }
    cursor = bodyEnd
  })
  return { text: out, messagesMasked, charsRemoved }
}

/** Number of GraphQL `type Name {` declarations in a text (word-bounded: `subtype A {` does not count). */
export function countTypeDeclarations(body: string): number {
  return TYPE_DECLARATION.count(body)
}

/** True when a tool-message body looks like a GraphQL schema: 3+ type declarations, or `"__schema"`/`"__type"`. */
export function isGraphqlSchemaPayload(body: string): boolean {
  return countTypeDeclarations(body) >= 3 || body.includes('"__schema"') || body.includes('"__type"')
}

/** Karenina's placeholder for a masked GraphQL schema body (N = code points of the body). */
export function describeGraphqlSchema(body: string): string {
  return `[masked: GraphQL schema introspection response (~${codePointLength(body)} chars, ${countTypeDeclarations(body)} type declarations)]`
}

/** Masks GraphQL schema introspection responses in tool messages (Karenina `mask_graphql_schema_messages`). */
export function maskGraphqlSchemaMessages(trace: string): MaskStats {
  return maskToolMessages(trace, isGraphqlSchemaPayload, describeGraphqlSchema)
}
