import { z } from 'zod'
import { defineTool } from '../llm/define-tool.js'
import type { AgentTool } from '../llm/ports.js'
import { readCapped } from './read-file-tool.js'
import { NotRegularFileError } from './regular-file.js'
import { WorkspaceToolError, type WorkspaceRoot } from '../llm/workspace-root.js'
import { writablePath, writeNoFollow } from './writable-path.js'

const parameters = z.object({
  path: z.string().describe('Existing file path relative to the workspace root'),
  old_text: z.string().min(1).describe('Exact text to replace; must occur exactly once unless replace_all'),
  new_text: z.string().describe('Replacement text'),
  replace_all: z.boolean().optional().describe('Replace every occurrence (default: exactly one must exist)'),
})

/** `edit_file`: replaces exact text in an existing text file; the result is capped at `maxBytes`. */
export function editFileTool(root: WorkspaceRoot, maxBytes: number): AgentTool {
  return defineTool({
    name: 'edit_file',
    description: `Replace exact text in an existing workspace file (old_text must occur once unless replace_all; files up to ${maxBytes} bytes).`,
    parameters,
    execute: async ({ path, old_text: oldText, new_text: newText, replace_all: all = false }) => {
      // An existing file only: root.resolve refuses a missing one before writablePath could make directories.
      await root.resolve(path)
      const file = await writablePath(root, path)
      let current
      try {
        current = await readCapped(file, maxBytes + 1)
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code
        if (code === 'EISDIR') throw new WorkspaceToolError(`${JSON.stringify(path)} is a directory`)
        if (error instanceof NotRegularFileError) throw new WorkspaceToolError(`${JSON.stringify(path)} ${error.message}; only regular files can be edited`)
        throw new WorkspaceToolError(`cannot read ${JSON.stringify(path)} (${code ?? String(error)})`)
      }
      if (current.size > maxBytes) throw new WorkspaceToolError(`${JSON.stringify(path)} is ${current.size} bytes; the limit is ${maxBytes}`)
      if (current.text === null) throw new WorkspaceToolError(`${JSON.stringify(path)} is a binary file`)
      const count = current.text.split(oldText).length - 1
      if (count === 0) throw new WorkspaceToolError(`old_text does not occur in ${JSON.stringify(path)}`)
      if (count > 1 && !all) throw new WorkspaceToolError(`old_text occurs ${count} times in ${JSON.stringify(path)}; make it unique or pass replace_all`)
      const next = all ? current.text.split(oldText).join(newText) : current.text.replace(oldText, () => newText)
      const bytes = Buffer.byteLength(next, 'utf8')
      if (bytes > maxBytes) throw new WorkspaceToolError(`the edited ${JSON.stringify(path)} would be ${bytes} bytes; the limit is ${maxBytes}`)
      await writeNoFollow(file, next, path)
      return `replaced ${all ? count : 1} occurrence${(all ? count : 1) === 1 ? '' : 's'} in ${root.relative(file)}`
    },
  })
}
