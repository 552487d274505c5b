import { stat } from '../utils/lazy-node.js'
import { z } from 'zod'
import { defineTool } from '../llm/define-tool.js'
import type { AgentTool } from '../llm/ports.js'
import { findFiles } from './glob-tool.js'
import { readCapped, NotRegularFileError } from './read-file-tool.js'
import { WorkspaceToolError, type WorkspaceRoot } from '../llm/workspace-root.js'
import type { Script } from 'node:vm'

const parameters = z.object({
  pattern: z.string().describe('JavaScript regular expression searched in each line'),
  path: z.string().optional().describe('File or directory to search, relative to the workspace root (default: the root)'),
  include: z.string().optional().describe('Glob of the files to search under path (default: "**/*")'),
  ignore_case: z.boolean().optional(),
})

const MAX_LINE_CHARS = 300
const BATCH_CHARS = 1 << 20

/** `grep`: `path:line: text` for each matching line; binary files are skipped, each file is read up to `maxBytes`. */
export function grepTool(root: WorkspaceRoot, maxBytes: number, maxResults: number, regexBudgetMs: number): AgentTool {
  return defineTool({
    name: 'grep',
    description: 'Search workspace files for lines matching a regular expression; returns path:line: text.',
    parameters,
    execute: async ({ pattern, path = '.', include = '**/*', ignore_case: ignoreCase = false }) => {
      const matcher = new LineMatcher(pattern, ignoreCase, regexBudgetMs)
      const target = await root.resolve(path)
      const walked = (await stat(target)).isDirectory()
      const files = walked ? await findFiles(root, target, include) : [target]
      const hits: string[] = []
      let more = false
      // Lines of several files are searched in one budgeted call (each call has a fixed cost of about 1 ms).
      let batch: { lines: string[]; owners: { file: string; start: number }[]; chars: number } = { lines: [], owners: [], chars: 0 }
      const flush = (): void => {
        if (batch.lines.length === 0) return
        const { lines, owners } = batch
        batch = { lines: [], owners: [], chars: 0 }
        // One match past the cap tells whether results were cut.
        for (const index of matcher.match(lines, maxResults - hits.length + 1, owners[0]!.file)) {
          if (hits.length === maxResults) {
            more = true
            return
          }
          const owner = owners.findLast((o) => o.start <= index)!
          const line = lines[index] ?? ''
          const shown = line.length > MAX_LINE_CHARS ? `${line.slice(0, MAX_LINE_CHARS)}…` : line
          hits.push(`${owner.file}:${index - owner.start + 1}: ${shown}`)
        }
      }
      for (const file of files) {
        let text: string | null
        try {
          ;({ text } = await readCapped(file, maxBytes))
        } catch (error) {
          // A FIFO, socket or device met while walking a directory is skipped, as binary files are.
          if (!(error instanceof NotRegularFileError)) throw error
          if (!walked) throw new WorkspaceToolError(`${JSON.stringify(path)} ${error.message}; only regular files are searched`)
          continue
        }
        if (text === null) continue
        batch.owners.push({ file: root.relative(file), start: batch.lines.length })
        batch.lines.push(...text.split(/\r?\n/))
        batch.chars += text.length
        if (batch.chars >= BATCH_CHARS) flush()
        if (more) break
      }
      if (!more) flush()
      if (hits.length === 0) return `no lines match ${JSON.stringify(pattern)}`
      if (more) hits.push(`[stopped after ${maxResults} matches]`)
      return hits.join('\n')
    },
  })
}

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
