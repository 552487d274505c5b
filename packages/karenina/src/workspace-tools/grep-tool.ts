import { stat } from 'node:fs/promises'
import { z } from 'zod'
import { defineTool } from '../llm/define-tool.js'
import type { AgentTool } from '../llm/ports.js'
import { findFiles } from './find-files.js'
import { readCapped } from './read-file-tool.js'
import type { WorkspaceRoot } from './workspace-root.js'
import { WorkspaceToolError } from './workspace-tool-error.js'

const parameters = z.object({
  pattern: z.string().describe('JavaScript regular expression searched in each line'),
  path: z.string().optional().describe('File or directory to search, relative to the workspace root (default: the root)'),
  include: z.string().optional().describe('Glob of the files to search under path (default: "**/*")'),
  ignore_case: z.boolean().optional(),
})

const MAX_LINE_CHARS = 300

/** `grep`: `path:line: text` for each matching line; binary files are skipped, each file is read up to `maxBytes`. */
export function grepTool(root: WorkspaceRoot, maxBytes: number, maxResults: number): AgentTool {
  return defineTool({
    name: 'grep',
    description: 'Search workspace files for lines matching a regular expression; returns path:line: text.',
    parameters,
    execute: async ({ pattern, path = '.', include = '**/*', ignore_case: ignoreCase = false }) => {
      let regex: RegExp
      try {
        regex = new RegExp(pattern, ignoreCase ? 'i' : '')
      } catch (error) {
        throw new WorkspaceToolError(`pattern ${JSON.stringify(pattern)} is not a valid regular expression: ${(error as Error).message}`)
      }
      const target = await root.resolve(path)
      const files = (await stat(target)).isDirectory() ? await findFiles(root, target, include) : [target]
      const hits: string[] = []
      let more = false
      for (const file of files) {
        const { text } = await readCapped(file, maxBytes)
        if (text === null) continue
        const lines = text.split(/\r?\n/)
        for (let i = 0; i < lines.length; i++) {
          const line = lines[i] ?? ''
          if (!regex.test(line)) continue
          if (hits.length === maxResults) {
            more = true
            break
          }
          const shown = line.length > MAX_LINE_CHARS ? `${line.slice(0, MAX_LINE_CHARS)}…` : line
          hits.push(`${root.relative(file)}:${i + 1}: ${shown}`)
        }
        if (more) break
      }
      if (hits.length === 0) return `no lines match ${JSON.stringify(pattern)}`
      if (more) hits.push(`[stopped after ${maxResults} matches]`)
      return hits.join('\n')
    },
  })
}
