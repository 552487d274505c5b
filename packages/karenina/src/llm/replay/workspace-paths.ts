/**
 * Workspace copies are named `<source>_run_<YYYYmmddTHHMMSS>_pid<pid>[_rep<n>][_<k>]` (pipeline/workspace):
 * their absolute path changes with the clock, the process and the checkout, and the prompts name it (the
 * answering paragraph, the investigation's workspace line, tool calls in traces). In cassette keys and
 * recorded text such a path is {@link WORKSPACE_PLACEHOLDER}, so an agentic benchmark replays anywhere.
 * A path with whitespace or quotes in it is not recognised (its key then changes from run to run).
 */
const WORKSPACE_COPY = /(?:[A-Za-z]:)?[\\/][^\s"'`<>|*?]*?_run_\d{8}T\d{6}_pid\d+(?:_rep\d+)?(?:_\d+)?(?![\w-])/g

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

/** `value` with every workspace-copy path in its strings replaced by the placeholder. */
export function maskWorkspacePaths<T>(value: T): T {
  return mapStrings(value, (s) => s.replace(WORKSPACE_COPY, WORKSPACE_PLACEHOLDER)) as T
}

/** `value` with the placeholder replaced by this run's `workspace` (a replayed agent's trace names its own copy). */
export function unmaskWorkspacePaths<T>(value: T, workspace: string | undefined): T {
  if (workspace === undefined) return value
  return mapStrings(value, (s) => s.split(WORKSPACE_PLACEHOLDER).join(workspace)) as T
}
