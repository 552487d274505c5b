import { z } from 'zod'
import { defineTool } from '../llm/define-tool.js'
import type { AgentTool } from '../llm/ports.js'
import { WorkspaceToolError, type WorkspaceRoot } from '../llm/workspace-root.js'
import { writablePath, writeNoFollow } from './writable-path.js'

const parameters = z.object({
  path: z.string().describe('File path relative to the workspace root; missing parent directories are created'),
  content: z.string().describe('The whole new content of the file (UTF-8 text)'),
})

/** `write_file`: creates or overwrites a text file of the workspace, at most `maxBytes` (UTF-8). */
export function writeFileTool(root: WorkspaceRoot, maxBytes: number): AgentTool {
  return defineTool({
    name: 'write_file',
    description: `Create or overwrite a text file in the workspace (at most ${maxBytes} bytes; parent directories are created).`,
    parameters,
    execute: async ({ path, content }) => {
      const bytes = Buffer.byteLength(content, 'utf8')
      if (bytes > maxBytes) throw new WorkspaceToolError(`content for ${JSON.stringify(path)} is ${bytes} bytes; the limit is ${maxBytes}`)
      const file = await writablePath(root, path)
      await writeNoFollow(file, content, path)
      return `wrote ${bytes} bytes to ${root.relative(file)}`
    },
  })
}
