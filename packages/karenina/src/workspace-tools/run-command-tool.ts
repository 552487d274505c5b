import { execFile } from '../utils/lazy-node/child-process.js'
import { z } from 'zod'
import { defineTool } from '../llm/define-tool.js'
import type { AgentTool } from '../llm/ports.js'
import type { WorkspaceRoot } from './workspace-root.js'
import { WorkspaceToolError } from './workspace-tool-error.js'

/** Settings of the opt-in `run_command` tool. */
export interface CommandOptions {
  /** Programs the model may run (by name or path, matched exactly); omit to allow any. */
  allowed?: readonly string[]
  /** Kill the process (SIGKILL) after this long. @default 30000 */
  timeoutMs?: number
  /** Bytes of stdout + stderr kept. @default 65536 */
  maxOutputBytes?: number
  /** Environment of the process. @default `{ PATH }` only */
  env?: Record<string, string>
}

const parameters = z.object({
  command: z.string().describe('Program to run (no shell: pipes and redirections are not interpreted)'),
  args: z.array(z.string()).optional().describe('Arguments, one per element'),
})

/**
 * `run_command`: runs a program with its working directory at the workspace root, without a shell, killed
 * after the timeout. It is not a sandbox: the program can read what the user can. Off unless enabled.
 */
export function runCommandTool(root: WorkspaceRoot, options: CommandOptions): AgentTool {
  const timeout = options.timeoutMs ?? 30_000
  const maxBuffer = options.maxOutputBytes ?? 65_536
  const env = options.env ?? (process.env['PATH'] === undefined ? {} : { PATH: process.env['PATH'] })
  return defineTool({
    name: 'run_command',
    description: `Run a program in the workspace root (no shell; killed after ${timeout} ms). Returns the exit code, stdout and stderr.`,
    parameters,
    execute: async ({ command, args = [] }, { signal }) => {
      if (options.allowed !== undefined && !options.allowed.includes(command)) {
        throw new WorkspaceToolError(`command ${JSON.stringify(command)} is not allowed (allowed: ${options.allowed.join(', ')})`)
      }
      return new Promise<string>((resolve, reject) => {
        execFile(command, args, { cwd: root.dir, timeout, maxBuffer, killSignal: 'SIGKILL', env, signal, windowsHide: true }, (error, stdout, stderr) => {
          const out = `stdout:\n${stdout}\nstderr:\n${stderr}`
          if (error === null) return resolve(`exit code 0\n${out}`)
          const failure = error as NodeJS.ErrnoException & { killed?: boolean; code?: number | string }
          if (failure.code === 'ENOENT') return reject(new WorkspaceToolError(`command ${JSON.stringify(command)} not found`))
          if (failure.code === 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER') return reject(new WorkspaceToolError(`output of ${JSON.stringify(command)} exceeded ${maxBuffer} bytes`))
          if (failure.killed === true && signal?.aborted !== true) return reject(new WorkspaceToolError(`command ${JSON.stringify(command)} timed out after ${timeout} ms\n${out}`))
          if (typeof failure.code === 'number') return resolve(`exit code ${failure.code}\n${out}`)
          reject(new WorkspaceToolError(`command ${JSON.stringify(command)} failed: ${failure.message}`))
        })
      })
    },
  })
}
