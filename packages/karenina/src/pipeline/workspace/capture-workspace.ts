import { copyFileSync, lstatSync, mkdirSync, readdirSync, readlinkSync, rmSync, symlinkSync } from '../../utils/lazy-node.js'
import path from 'node:path'
import { ConfigError } from '../../errors/config-error.js'
import { safeName } from './resolve-workspace.js'

/** `workspace_output_mode` (spec 05): keep nothing, the whole final workspace, or only what the task changed. */
export type WorkspaceOutputMode = 'none' | 'full' | 'produced'

/** Each file of a workspace (relative POSIX path) with its size and mtime, taken before the agents run. */
export type WorkspaceBaseline = ReadonlyMap<string, string>

/** `<output_dir>/<safe(question_id)>__<safe(result_id)>` (spec 02 §9.1): where a task's workspace is kept. */
export function workspaceOutputPath(outputDir: string, questionId: string, resultId: string): string {
  return path.join(path.resolve(outputDir), `${safeName(questionId)}__${safeName(resultId)}`)
}

/**
 * A capture mode needs somewhere to write: `full` / `produced` without `workspace_output_dir` is a
 * ConfigError (Karenina silently keeps nothing; docs/divergences.md).
 */
export function checkWorkspaceOutputMode(mode: WorkspaceOutputMode, outputDir: string | null): void {
  if (mode !== 'none' && (outputDir === null || outputDir === ''))
    throw new ConfigError('workspace_output_dir', `required when workspace_output_mode is "${mode}" (the directory the workspaces are kept in)`)
}

/** Python's `fnmatch` pattern as a RegExp: `*` (also across `/`), `?`, `[seq]`, `[!seq]`. */
function fnmatchRegExp(pattern: string): RegExp {
  let out = ''
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!
    if (c === '*') out += '.*'
    else if (c === '?') out += '.'
    else if (c === '[') {
      const end = pattern.indexOf(']', i + 2)
      if (end < 0) {
        out += '\\['
        continue
      }
      let body = pattern.slice(i + 1, end).replace(/\\/g, '\\\\')
      if (body.startsWith('!')) body = `^${body.slice(1)}`
      else if (body.startsWith('^')) body = `\\${body}`
      out += `[${body}]`
      i = end
    } else out += c.replace(/[.+^${}()|\\/]/g, '\\$&')
  }
  return new RegExp(`^${out}$`, 's')
}

/** Exclusion test: a pattern matches an entry's relative path or its base name (`node_modules`, `*.log`, `traces/*`). */
export function excluder(patterns: readonly string[]): (relative: string) => boolean {
  const regexps = patterns.map(fnmatchRegExp)
  return (relative) => regexps.some((r) => r.test(relative) || r.test(path.posix.basename(relative)))
}

interface Entry {
  relative: string
  absolute: string
  kind: 'file' | 'link'
  stamp: string
}

/** Files and symlinks under `dir` (symlinks are never followed), skipping excluded entries and their subtrees. */
function walk(dir: string, excluded: (relative: string) => boolean, prefix = '', out: Entry[] = []): Entry[] {
  for (const name of readdirSync(dir).sort()) {
    const relative = prefix === '' ? name : `${prefix}/${name}`
    if (excluded(relative)) continue
    const absolute = path.join(dir, name)
    const stat = lstatSync(absolute, { bigint: true })
    if (stat.isDirectory()) walk(absolute, excluded, relative, out)
    else if (stat.isFile() || stat.isSymbolicLink())
      out.push({ relative, absolute, kind: stat.isFile() ? 'file' : 'link', stamp: `${stat.size}:${stat.mtimeNs}` })
  }
  return out
}

/** The baseline of `produced` mode, taken right after the workspace is resolved (spec 02 §4.1 step 2). */
export function snapshotWorkspace(dir: string): WorkspaceBaseline {
  return new Map(walk(dir, () => false).map((e) => [e.relative, e.stamp]))
}

function copyEntry(entry: Entry, target: string): void {
  const destination = path.join(target, ...entry.relative.split('/'))
  mkdirSync(path.dirname(destination), { recursive: true })
  // A link is kept as a link: capture never reads through it (it may point outside the workspace).
  if (entry.kind === 'link') symlinkSync(readlinkSync(entry.absolute), destination)
  else copyFileSync(entry.absolute, destination)
}

/** What FinalizeResult knows when it captures a task's workspace. */
export interface WorkspaceCaptureInput {
  mode: WorkspaceOutputMode
  /** The task's working directory (artifact `workspace_path`). */
  workspace: string | null
  /** `<output_dir>/<safe(question_id)>__<safe(result_id)>`. */
  target: string
  /** `produced`: the files before the agents ran (`null`: the workspace was preset, every file counts). */
  baseline: WorkspaceBaseline | null
  excludePatterns: readonly string[]
}

/**
 * Keeps a task's workspace (FinalizeResult, before cleanup). `full`: the whole workspace, copied to the
 * target unless the agents already worked there (then excluded entries are pruned from it). `produced`:
 * only files that are new or changed (size or mtime) since the baseline, at their relative paths; a task
 * that produced nothing leaves no directory. Returns the warning to record when capturing failed (it never
 * changes the verdict), else `null`.
 */
export function captureWorkspace(input: WorkspaceCaptureInput): string | null {
  if (input.mode === 'none' || input.workspace === null) return null
  const excluded = excluder(input.excludePatterns)
  try {
    if (input.mode === 'full' && path.resolve(input.workspace) === path.resolve(input.target)) {
      pruneExcluded(input.target, excluded)
      return null
    }
    const entries = walk(input.workspace, excluded)
    const kept = input.mode === 'full' ? entries : entries.filter((e) => input.baseline?.get(e.relative) !== e.stamp)
    if (kept.length === 0 && input.mode === 'produced') return null
    mkdirSync(input.target, { recursive: true })
    for (const entry of kept) copyEntry(entry, input.target)
    return null
  } catch (error) {
    return `Failed to capture workspace ${input.workspace} into ${input.target} (workspace_output_mode "${input.mode}"): ${error instanceof Error ? error.message : String(error)}`
  }
}

function pruneExcluded(dir: string, excluded: (relative: string) => boolean, prefix = ''): void {
  for (const name of readdirSync(dir)) {
    const relative = prefix === '' ? name : `${prefix}/${name}`
    const absolute = path.join(dir, name)
    if (excluded(relative)) rmSync(absolute, { recursive: true, force: true })
    else if (lstatSync(absolute).isDirectory()) pruneExcluded(absolute, excluded, relative)
  }
}

/** What FinalizeResult knows about a task's workspace. */
export interface WorkspaceCleanupInput {
  /** The resolved workspace (artifact `workspace_path`); `null` when none was resolved. */
  path: string | null
  /** `workspace_cleanup`. */
  cleanup: boolean
  /** The directory is a working copy or a fresh directory this task created (never an original). */
  isCopy: boolean
}

/**
 * Deletes a task's workspace behind Karenina's three guards (seed 002 §5): a workspace was resolved,
 * cleanup is on, and the directory is a copy. An original is never deleted. Returns the warning to record
 * when deleting failed (a cleanup failure never changes the result's verdict), else `null`.
 */
export function cleanupWorkspace(input: WorkspaceCleanupInput): string | null {
  if (input.path === null || !input.cleanup || !input.isCopy) return null
  try {
    rmSync(input.path, { recursive: true, force: true })
    return null
  } catch (error) {
    return `Failed to clean up workspace: ${input.path} (${error instanceof Error ? error.message : String(error)})`
  }
}
