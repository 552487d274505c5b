import type { Dirent } from 'node:fs'
import path from 'node:path'
import {
  constants,
  copyFile,
  mkdir,
  mkdirSync,
  open,
  readdir,
  readlink,
  realpathSync,
  rm,
  stat,
  statSync,
  symlink,
} from '../../utils/lazy-node.js'
import { pLimit } from '../../llm/limiter.js'

/** Where a task's workspace comes from (spec 02 §9.1). */
export interface WorkspaceInput {
  questionId: string
  /** Root of the question workspaces (`workspace_root`); required. */
  root: string | null
  /** The question's own workspace, relative to the root (`Question.workspace_path`). */
  questionPath: string | null
  /** Copy the question's workspace (true) or use it in place (false). */
  copy: boolean
  replicate: number | null
  now: Date
  /** @default process.pid */
  pid?: number
  /**
   * `workspace_output_mode` "full": the working directory is this output path (created here, or the copy of
   * the question's workspace), kept after the task (`isCopy` false). In-place mode still works in the original.
   */
  outputPath?: string | null
}

/** A resolved workspace: the directory the agents work in, and whether FinalizeResult may delete it. */
export interface ResolvedWorkspace {
  path: string
  isCopy: boolean
}

/** A workspace that cannot be resolved: the message names the question, the path and the setting. */
export class WorkspaceResolutionError extends Error {
  override readonly name = 'WorkspaceResolutionError'
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0')

/** `run_<YYYYmmddTHHMMSS>_pid<pid>[_rep<n>]`, the local time as Python's `strftime` writes it. */
export function workspaceSuffix(now: Date, pid: number, replicate: number | null): string {
  const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}T${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`
  return `run_${stamp}_pid${pid}${replicate === null ? '' : `_rep${replicate}`}`
}

/**
 * Creates `base` as a new directory, or `base_2`, `base_3` … when it exists: two tasks with the same suffix
 * (same question and second, two answering models) never share a directory. `mkdir` without `recursive`
 * fails on an existing directory, so the reservation is atomic.
 */
function reserveDirectory(base: string): string {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}_${n}`
    try {
      mkdirSync(candidate)
      return candidate
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
}

/** The real path of an existing directory, else `null`. */
function realDirectory(dir: string): string | null {
  try {
    const real = realpathSync(dir)
    return statSync(real).isDirectory() ? real : null
  } catch {
    return null
  }
}

function isInside(root: string, target: string): boolean {
  const rel = path.relative(root, target)
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel))
}

/**
 * Resolves a task's workspace (spec 02 §9.1): the question's directory under the root, copied to
 * `<root>/<path>_<suffix>` (or used in place with `copy: false`), or a fresh empty
 * `<root>/<question_id>_<suffix>` when the question has none.
 * @throws WorkspaceResolutionError when the root is missing, or the question's path is absent, not a
 * directory, leaves the root (also through a symlink), or is the root itself while copying.
 */
export async function resolveWorkspace(input: WorkspaceInput): Promise<ResolvedWorkspace> {
  const where = `question ${JSON.stringify(input.questionId)}`
  if (input.root === null || input.root === '') {
    const pathPart = input.questionPath ? `, workspace_path ${JSON.stringify(input.questionPath)}` : ''
    throw new WorkspaceResolutionError(`workspace_root is required when agentic_parsing is on (${where}${pathPart})`)
  }
  const root = realDirectory(input.root)
  if (root === null) throw new WorkspaceResolutionError(`workspace_root ${JSON.stringify(input.root)} is not an existing directory (${where})`)
  const suffix = workspaceSuffix(input.now, input.pid ?? process.pid, input.replicate)
  const output = input.outputPath ?? null
  if (input.questionPath === null || input.questionPath === '') {
    if (output !== null) return { path: reserveOutput(output), isCopy: false }
    return { path: reserveDirectory(path.join(root, `${safeName(input.questionId)}_${suffix}`)), isCopy: true }
  }
  const dir = questionDirectory(root, input.root, input.questionPath, `workspace_path ${JSON.stringify(input.questionPath)} of ${where}`, input.copy)
  if (dir.problem !== null) throw new WorkspaceResolutionError(dir.problem)
  const { real, source } = dir
  if (!input.copy) return { path: real, isCopy: false }
  const target = output !== null ? reserveOutput(output) : reserveDirectory(`${source.replace(/[\\/]+$/, '')}_${suffix}`)
  // Symlinks are copied as links (never followed), so a copy cannot pull in files from outside the root.
  try {
    await copyWorkspace(real, target)
  } catch (error) {
    await rm(target, { recursive: true, force: true }) // a half copy is no task's workspace
    throw error
  }
  return { path: target, isCopy: output === null }
}

/**
 * A question's `workspace_path` (`named` says whose) under the real root: its real directory, or why it cannot be
 * used (it leaves the root, also through a symlink; is missing or no directory; or is the root itself while
 * copying, which would copy every question's workspace beside it).
 */
function questionDirectory(realRoot: string, root: string, questionPath: string, named: string, copy: boolean) {
  const source = path.resolve(realRoot, questionPath)
  const leaves = `${named} leaves workspace_root ${JSON.stringify(root)}`
  if (!isInside(realRoot, source)) return { problem: leaves }
  let real: string
  try {
    real = realpathSync(source)
  } catch {
    return { problem: `${named} does not exist under workspace_root ${JSON.stringify(root)}` }
  }
  if (!isInside(realRoot, real)) return { problem: `${leaves} through a symlink` }
  if (!statSync(real).isDirectory()) return { problem: `${named} is not a directory` }
  if (copy && real === realRoot) {
    return { problem: `${named} is workspace_root itself: a copy would hold every question's workspace; give the question a subdirectory, or set workspace_copy: false to work in place` }
  }
  return { problem: null, real, source }
}

/** An output directory (its parent, `workspace_output_dir`, is created on demand). */
function reserveOutput(output: string): string {
  mkdirSync(path.dirname(output), { recursive: true })
  return reserveDirectory(output)
}

/** A question id as a directory name: path separators and other unsafe characters become `_`. */
export function safeName(id: string): string {
  const safe = id.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '_')
  return safe === '' ? '_' : safe
}

/**
 * Checks a run's workspaces before any task starts: the root exists and every question's `workspace_path`
 * is a directory inside it. Returns the first problem (naming question, path and setting), else `null`.
 */
export function workspaceProblem(root: string | null, questions: readonly { id: string; workspacePath?: string | null }[], copy = true): string | null {
  // Every task of an agentic run needs the root (a question without a path gets a fresh directory in it).
  const first = questions[0]
  const needs = first === undefined ? '' : `, needed by question ${JSON.stringify(first.id)}${first.workspacePath ? ` (workspace_path ${JSON.stringify(first.workspacePath)})` : ''}`
  if (root === null || root === '')
    return `workspace_root is required when agentic_parsing is on${needs}: set the Benchmark's workspaceRoot, config workspace_root or CLI --workspace-root`
  const realRoot = realDirectory(root)
  if (realRoot === null) return `workspace_root ${JSON.stringify(root)} is not an existing directory${needs}`
  for (const q of questions) {
    if (q.workspacePath === null || q.workspacePath === undefined || q.workspacePath === '') continue
    const named = `workspace_path ${JSON.stringify(q.workspacePath)} of question ${JSON.stringify(q.id)}`
    const { problem } = questionDirectory(realRoot, root, q.workspacePath, named, copy)
    if (problem !== null) return problem
  }
  return null
}

// A task's copy of its question's workspace. Asynchronous, so copying 100k files does not stop the event loop
// (progress, timeouts, signals and other tasks go on), and hole-preserving, so a 1 GiB sparse file costs no
// 1 GiB of disk per task. Symlinks are recreated as they are (never followed: a copy cannot pull files in from
// outside the root); FIFOs, sockets and devices are not copied (reading a FIFO would block).
/** Files copied at once. */
const PARALLEL_FILES = 8
const CHUNK_BYTES = 1 << 20
const ZEROS = Buffer.alloc(CHUNK_BYTES)

/** Copies a file whose blocks cover less than its size: zero runs are skipped, so they stay holes in the copy. */
async function copySparse(source: string, target: string, size: number, mode: number): Promise<void> {
  const input = await open(source, 'r')
  try {
    const output = await open(target, 'wx', mode)
    try {
      const buffer = Buffer.allocUnsafe(CHUNK_BYTES)
      for (let position = 0; position < size; ) {
        const { bytesRead } = await input.read(buffer, 0, CHUNK_BYTES, position)
        if (bytesRead === 0) break
        if (ZEROS.compare(buffer, 0, bytesRead, 0, bytesRead) !== 0) {
          for (let done = 0; done < bytesRead; ) done += (await output.write(buffer, done, bytesRead - done, position + done)).bytesWritten
        }
        position += bytesRead
      }
      await output.truncate(size)
      await output.chmod(mode)
    } finally {
      await output.close()
    }
  } finally {
    await input.close()
  }
}

async function copyEntry(source: string, target: string, entry: Dirent): Promise<void> {
  if (entry.isSymbolicLink()) return symlink(await readlink(source), target)
  if (!entry.isFile()) return // FIFO, socket, device: nothing a copy could hold
  const info = await stat(source)
  if (info.blocks * 512 < info.size) return copySparse(source, target, info.size, info.mode & 0o7777)
  // A reflink where the file system has them (instant, shared blocks), a kernel copy otherwise; the mode is kept.
  await copyFile(source, target, constants.COPYFILE_EXCL | constants.COPYFILE_FICLONE)
}

/** Copies the directory `source` into the existing empty directory `target`. */
export async function copyWorkspace(source: string, target: string): Promise<void> {
  const files: { from: string; to: string; entry: Dirent }[] = []
  // Directories first, parents before children, so every file's directory exists when it is copied.
  const walk = async (from: string, to: string): Promise<void> => {
    for (const entry of await readdir(from, { withFileTypes: true })) {
      const child = { from: path.join(from, entry.name), to: path.join(to, entry.name) }
      if (entry.isDirectory()) {
        await mkdir(child.to, { mode: (await stat(child.from)).mode & 0o7777 })
        await walk(child.from, child.to)
      } else files.push({ ...child, entry })
    }
  }
  await walk(source, target)
  const limit = pLimit(PARALLEL_FILES)
  await Promise.all(files.map((file) => limit(() => copyEntry(file.from, file.to, file.entry))))
}
