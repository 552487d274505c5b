import type { Script } from 'node:vm'
import { WorkspaceToolError } from '../llm/workspace-root.js'

// Runs inside a vm context so a catastrophic pattern from the model is cut off by `timeout`. node:vm and the
// script are loaded on the first search, not at `import 'karenina'` (issue 18).
let search: Script | undefined
const vm = () => process.getBuiltinModule('node:vm')
const searchScript = (): Script =>
  (search ??= new (vm().Script)(`
  hits.length = 0
  for (let i = 0; i < lines.length && hits.length < limit; i++) if (re.test(lines[i])) hits.push(i)
`))

interface SearchContext {
  re: RegExp
  lines: string[]
  hits: number[]
  limit: number
}

/**
 * Finds the lines matching a model-supplied regular expression within a time budget per call: a pattern
 * such as `(a+)+$` would otherwise block the process for hours on one line.
 */
export class LineMatcher {
  readonly #context: SearchContext

  constructor(
    readonly pattern: string,
    ignoreCase: boolean,
    private readonly budgetMs: number,
  ) {
    const context = vm().createContext({ pattern, flags: ignoreCase ? 'i' : '', lines: [], hits: [], limit: 0 })
    try {
      // Built inside the context, so its matching runs under the context's timeout.
      new (vm().Script)('re = new RegExp(pattern, flags)').runInContext(context)
    } catch (error) {
      throw new WorkspaceToolError(`pattern ${JSON.stringify(pattern)} is not a valid regular expression: ${(error as Error).message}`)
    }
    this.#context = context as unknown as SearchContext
  }

  /** Indices of the matching lines (at most `limit`); a tool error naming where the search was when the budget ran out. */
  match(lines: string[], limit: number, from: string): number[] {
    const ctx = this.#context
    ctx.lines = lines
    ctx.limit = limit
    try {
      searchScript().runInContext(ctx as unknown as object, { timeout: this.budgetMs })
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') {
        throw new WorkspaceToolError(`pattern ${JSON.stringify(this.pattern)} took longer than ${this.budgetMs} ms (searching from ${from}); simplify it`)
      }
      throw error
    }
    return [...ctx.hits]
  }
}
