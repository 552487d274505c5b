import type { DeepAgentsRuntime } from './load-deep-agents.js'

/** Methods of deepagents' backend protocol and the position of their path argument. */
const PATH_ARGUMENT: Record<string, number> = { ls: 0, read: 0, readRaw: 0, write: 0, edit: 0, delete: 0, grep: 1, glob: 1 }

/**
 * The workspace as the deep agent's filesystem: deepagents' `FilesystemBackend` rooted in `rootDir` in
 * virtual mode, so paths are `/`-rooted inside the workspace and `..`, `~` and symlinks resolving out of it
 * are refused (by deepagents; `deep-agents-agent.test.ts` checks it). Karenina's prompts name the workspace
 * by its real absolute path, so a path inside `rootDir` is first made relative to it: `<rootDir>/a.txt` and
 * `/a.txt` are the same file. Any other absolute path stays inside the workspace (`/etc/x` is `<rootDir>/etc/x`).
 */
export function workspaceBackend(runtime: DeepAgentsRuntime, rootDir: string): unknown {
  const inner = new runtime.FilesystemBackend({ rootDir, virtualMode: true }) as Record<string, unknown>
  const virtual = (p: unknown): unknown => {
    if (typeof p !== 'string') return p
    if (p === rootDir) return '/'
    return p.startsWith(`${rootDir}/`) ? p.slice(rootDir.length) : p
  }
  return new Proxy(inner, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown
      if (typeof key !== 'string' || typeof value !== 'function') return value
      const method = value as (...args: unknown[]) => unknown
      const position = PATH_ARGUMENT[key]
      if (position !== undefined) {
        return (...args: unknown[]) => method.apply(target, args.map((a, i) => (i === position ? virtual(a) : a)))
      }
      if (key === 'uploadFiles') return (files: [string, Uint8Array][]) => method.call(target, files.map(([p, c]) => [virtual(p), c]))
      if (key === 'downloadFiles') return (paths: string[]) => method.call(target, paths.map(virtual))
      return method.bind(target)
    },
  })
}
