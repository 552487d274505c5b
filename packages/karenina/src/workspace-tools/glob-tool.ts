import { z } from 'zod'
import { defineTool } from '../llm/define-tool.js'
import type { AgentTool } from '../llm/ports.js'
import { findFiles } from './find-files.js'
import type { WorkspaceRoot } from '../llm/workspace-root.js'

const parameters = z.object({
  pattern: z.string().describe('Glob pattern, e.g. "**/*.csv" or "src/*.{ts,js}"'),
  path: z.string().optional().describe('Directory to search from, relative to the workspace root (default: the root)'),
})

/** `glob`: workspace-relative paths of the files matching a pattern, one per line. */
export function globTool(root: WorkspaceRoot, maxResults: number): AgentTool {
  return defineTool({
    name: 'glob',
    description: 'Find workspace files by glob pattern; returns paths relative to the workspace root.',
    parameters,
    execute: async ({ pattern, path = '.' }) => {
      const dir = await root.resolve(path)
      const files = await findFiles(root, dir, pattern)
      if (files.length === 0) return `no files match ${JSON.stringify(pattern)}`
      const lines = files.slice(0, maxResults).map((f) => root.relative(f))
      if (files.length > maxResults) lines.push(`[${files.length - maxResults} more files not shown]`)
      return lines.join('\n')
    },
  })
}
