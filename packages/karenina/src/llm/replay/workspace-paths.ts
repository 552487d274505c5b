/**
 * Workspace copies are named `<source>_run_<YYYYmmddTHHMMSS>_pid<pid>[_rep<n>][_<k>]` (pipeline/workspace):
 * their absolute path changes with the clock, the process and the checkout, and the prompts name it (the
 * answering paragraph, the investigation's workspace line, tool calls in traces). In cassette keys and
 * recorded text such a path is {@link WORKSPACE_PLACEHOLDER}, so an agentic benchmark replays anywhere.
 * A path with whitespace or quotes in it is not recognised (its key then changes from run to run).
 */
const SUFFIX = /_run_\d{8}T\d{6}_pid\d+(?:_rep\d+)?(?:_\d+)?(?![\w-])/g
/** Characters that end a path in prose, quotes and JSON. */
const DELIMITER = /[\s"'`<>|*?]/

/** What a workspace copy's path becomes in a cassette. */
export const WORKSPACE_PLACEHOLDER = '<workspace>'

function mapStrings(value: unknown, map: (s: string) => string): unknown {
  if (typeof value === 'string') return map(value)
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, map))
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, map)]))
  }
  return value
}

/**
 * `text` with each absolute path ending in a copy suffix replaced: the suffix is found first, then the path's
 * start (its first `/`, `\` or drive letter after the last delimiter), so the scan stays linear even over long
 * unbroken text (a regex scanning forward from every `/` would be quadratic on base64).
 */
function maskText(text: string): string {
  if (!text.includes('_run_')) return text
  let out = ''
  let done = 0
  for (const match of text.matchAll(SUFFIX)) {
    let start = match.index
    while (start > done && !DELIMITER.test(text[start - 1]!)) start--
    const word = text.slice(start, match.index)
    const root = /(?:[A-Za-z]:)?[\\/]/.exec(word)
    if (root === null) continue
    const from = start + root.index
    out += text.slice(done, from) + WORKSPACE_PLACEHOLDER
    done = match.index + match[0].length
  }
  return out + text.slice(done)
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * `value` with every workspace-copy path in its strings replaced by the placeholder, and each of `inPlace`
 * (directories judged where they are, such as a test's own workspace, whose path is usually a fresh temp dir).
 */
export function maskWorkspacePaths<T>(value: T, inPlace: readonly string[] = []): T {
  // Longest first, so a workspace inside another is masked whole; a longer name sharing the prefix is not.
  const literal = [...new Set(inPlace.filter((p) => p.length > 1))].sort((a, b) => b.length - a.length)
  const pattern = literal.length === 0 ? null : new RegExp(`(?:${literal.map(escapeRegExp).join('|')})(?![\\w.-]*[\\w-])`, 'g')
  return mapStrings(value, (s) => maskText(pattern === null ? s : s.replace(pattern, WORKSPACE_PLACEHOLDER))) as T
}

/** `value` with the placeholder replaced by this run's `workspace` (a replayed agent's trace names its own copy). */
export function unmaskWorkspacePaths<T>(value: T, workspace: string | undefined): T {
  if (workspace === undefined) return value
  return mapStrings(value, (s) => s.split(WORKSPACE_PLACEHOLDER).join(workspace)) as T
}
