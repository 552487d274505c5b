// The lowest Node karenina-ts supports, as `engines` says (>=22.12): the version the suite runs on in CI besides the
// current 24. Python's scoped regex flags need V8's regexp modifiers (Node ≥ 23); on 22 they are rewritten
// (compat/py-regex.ts).
export const MINIMUM_NODE = '22.12.0'

/** The message for an unsupported Node, or null when `version` (e.g. "20.20.2") is supported. */
export function unsupportedNodeMessage(version: string): string | null {
  const found = version.replace(/^v/, '')
  const [major = NaN, minor = NaN] = found.split('.').map((part) => Number.parseInt(part, 10))
  const [minMajor, minMinor] = MINIMUM_NODE.split('.').map(Number) as [number, number]
  if (Number.isInteger(major) && Number.isInteger(minor) && (major > minMajor || (major === minMajor && minor >= minMinor))) return null
  return `karenina-ts needs Node ≥ ${MINIMUM_NODE.replace(/\.0$/, '')} (found ${found})`
}
