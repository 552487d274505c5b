import { stat } from '../utils/lazy-node/fs-promises.js'
import { z } from 'zod'
import { defineTool } from '../llm/define-tool.js'
import type { AgentTool } from '../llm/ports.js'
import { findFiles } from './find-files.js'
import { LineMatcher } from './line-matcher.js'
import { readCapped } from './read-file-tool.js'
import { NotRegularFileError } from './regular-file.js'
import { WorkspaceToolError, type WorkspaceRoot } from '../llm/workspace-root.js'

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
