// The lowest Node karenina-ts supports. Python `re`'s scoped inline flags (`(?i:…)`) translate to V8's regexp
// modifiers, which Node 22's V8 lacks; without them stored patterns would silently match differently.
export const MINIMUM_NODE_MAJOR = 24

/** The message for an unsupported Node, or null when `version` (e.g. "20.20.2") is supported. */
export function unsupportedNodeMessage(version: string): string | null {
  const major = Number.parseInt(version.replace(/^v/, '').split('.')[0] ?? '', 10)
  if (Number.isInteger(major) && major >= MINIMUM_NODE_MAJOR) return null
  return `karenina-ts needs Node ≥ ${MINIMUM_NODE_MAJOR} (found ${version.replace(/^v/, '')})`
}
