import { readdir, stat } from '../utils/lazy-node.js'
import path from 'node:path'
import { z } from 'zod'
import { defineTool } from '../llm/define-tool.js'
import type { AgentTool } from '../llm/ports.js'
import { WorkspaceToolError, type WorkspaceRoot } from '../llm/workspace-root.js'

const parameters = z.object({
  path: z.string().optional().describe('Directory relative to the workspace root (default: the root)'),
})

/** `list_directory`: one entry per line, `name/` for a directory, `name@` for a symlink, `name (N bytes)` for a file. */
export function listDirectoryTool(root: WorkspaceRoot, maxEntries: number): AgentTool {
  return defineTool({
    name: 'list_directory',
    description: 'List the entries of a workspace directory (directories end in /, symlinks in @).',
    parameters,
    execute: async ({ path: input = '.' }) => {
      const dir = await root.resolve(input)
      let entries
      try {
        entries = await readdir(dir, { withFileTypes: true })
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code
        if (code === 'ENOTDIR') throw new WorkspaceToolError(`${JSON.stringify(input)} is a file; use read_file`)
        throw new WorkspaceToolError(`cannot list ${JSON.stringify(input)} (${code ?? String(error)})`)
      }
      entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      const lines: string[] = []
      for (const entry of entries.slice(0, maxEntries)) {
        if (entry.isDirectory()) lines.push(`${entry.name}/`)
        else if (entry.isSymbolicLink()) lines.push(`${entry.name}@`)
        else if (entry.isFile()) lines.push(`${entry.name} (${(await stat(path.join(dir, entry.name))).size} bytes)`)
        else lines.push(entry.name)
      }
      if (entries.length > maxEntries) lines.push(`[${entries.length - maxEntries} more entries not shown]`)
      return lines.length > 0 ? lines.join('\n') : '(empty directory)'
    },
  })
}
