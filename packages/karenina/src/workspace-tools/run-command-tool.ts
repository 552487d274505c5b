import type { ChildProcess } from 'node:child_process'
import path from 'node:path'
import { lstat, spawn } from '../utils/lazy-node.js'
import { z } from 'zod'
import { defineTool } from '../llm/define-tool.js'
import type { AgentTool } from '../llm/ports.js'
import { WorkspaceToolError, type WorkspaceRoot } from '../llm/workspace-root.js'

/** Settings of the opt-in `run_command` tool. */
export interface CommandOptions {
  /** Programs the model may run (by name or path, matched exactly); omit to allow any. */
  allowed?: readonly string[]
  /** Kill the process and every process it started (SIGKILL to its process group) after this long. @default 30000 */
  timeoutMs?: number
  /** Bytes of stdout + stderr kept. @default 65536 */
  maxOutputBytes?: number
  /** Environment of the process. @default `{ PATH }` only */
  env?: Record<string, string>
}

const parameters = z.object({
  command: z.string().describe('Program to run (no shell: pipes and redirections are not interpreted)'),
  args: z.array(z.string()).optional().describe('Arguments, one per element; file paths must be relative and inside the workspace'),
})

/**
 * Refuses an argument that names a path outside the workspace: an absolute path (also as the value of
 * `--name=value`), a `~` path, a `..` that leaves the root, or an existing entry that is a symlink out.
 */
async function checkArgument(root: WorkspaceRoot, arg: string): Promise<void> {
  const values = arg.startsWith('-') && arg.includes('=') ? [arg, arg.slice(arg.indexOf('=') + 1)] : [arg]
  for (const value of values) {
    const named = `argument ${JSON.stringify(arg)}`
    if (path.isAbsolute(value) || path.win32.isAbsolute(value) || value.startsWith('~')) {
      throw new WorkspaceToolError(`${named} is an absolute path; arguments may name only paths inside the workspace, relative to its root`)
    }
    if (value.includes('\0')) throw new WorkspaceToolError(`${named} contains a NUL byte`)
    const absolute = path.resolve(root.dir, value)
    if (!root.contains(absolute)) throw new WorkspaceToolError(`${named} leaves the workspace`)
    const exists = await lstat(absolute).then(() => true, () => false)
    if (exists) await root.resolve(value, named) // a symlink out is refused
  }
}

/** Ends the process and whatever it started in the background: they share its process group. */
function killGroup(child: ChildProcess): void {
  if (child.pid === undefined) return
  try {
    process.kill(-child.pid, 'SIGKILL')
  } catch {
    // The group is gone already.
  }
}

/**
 * `run_command`: runs a program with its working directory at the workspace root, without a shell, in its own
 * process group, which is killed when the program ends, times out or the call is aborted (background children
 * do not outlive the call). Arguments naming paths must stay inside the workspace. It is not a sandbox: an
 * allowed program can still open what the user can (an interpreter's code argument is not a path). Off
 * unless enabled.
 */
export function runCommandTool(root: WorkspaceRoot, options: CommandOptions): AgentTool {
  const timeout = options.timeoutMs ?? 30_000
  const maxBuffer = options.maxOutputBytes ?? 65_536
  const env = options.env ?? (process.env['PATH'] === undefined ? {} : { PATH: process.env['PATH'] })
  return defineTool({
    name: 'run_command',
    description: `Run a program in the workspace root (no shell; killed after ${timeout} ms; path arguments relative and inside the workspace). Returns the exit code, stdout and stderr.`,
    parameters,
    execute: async ({ command, args = [] }, { signal }) => {
      if (options.allowed !== undefined && !options.allowed.includes(command)) {
        throw new WorkspaceToolError(`command ${JSON.stringify(command)} is not allowed (allowed: ${options.allowed.join(', ')})`)
      }
      for (const arg of args) await checkArgument(root, arg)
      signal?.throwIfAborted()
      return new Promise<string>((resolve, reject) => {
        const child = spawn(command, args, { cwd: root.dir, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true })
        let stdout = ''
        let stderr = ''
        let kept = 0
        let failure: WorkspaceToolError | Error | null = null
        const stop = (why: WorkspaceToolError | Error) => {
          failure ??= why
          killGroup(child)
        }
        const take = (append: (text: string) => void) => (chunk: Buffer) => {
          kept += chunk.length
          if (kept > maxBuffer) return stop(new WorkspaceToolError(`output of ${JSON.stringify(command)} exceeded ${maxBuffer} bytes`))
          append(chunk.toString('utf8'))
        }
        child.stdout!.on('data', take((text) => (stdout += text)))
        child.stderr!.on('data', take((text) => (stderr += text)))
        const timer = setTimeout(() => stop(new WorkspaceToolError(`command ${JSON.stringify(command)} timed out after ${timeout} ms`)), timeout)
        const onAbort = () => stop(signal?.reason instanceof Error ? signal.reason : new Error('aborted'))
        signal?.addEventListener('abort', onAbort, { once: true })
        // The program has ended: what it left running in the background goes too, and its pipes close.
        child.on('exit', () => killGroup(child))
        child.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') failure ??= new WorkspaceToolError(`command ${JSON.stringify(command)} not found`)
          else failure ??= new WorkspaceToolError(`command ${JSON.stringify(command)} failed: ${error.message}`)
        })
        child.on('close', (code) => {
          clearTimeout(timer)
          signal?.removeEventListener('abort', onAbort)
          const out = `stdout:\n${stdout}\nstderr:\n${stderr}`
          if (failure instanceof WorkspaceToolError && failure.message.includes('timed out')) return reject(new WorkspaceToolError(`${failure.message}\n${out}`))
          if (failure !== null) return reject(failure)
          resolve(`exit code ${code ?? 'none (killed by a signal)'}\n${out}`)
        })
      })
    },
  })
}
