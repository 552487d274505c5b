import { spawnSync } from '../utils/lazy-node/child-process.js'
import { existsSync } from '../utils/lazy-node/fs.js'
import { delimiter, join } from 'node:path'

/** How the sandbox process is cut off from the network. */
export interface NetworkIsolation {
  /** `namespace`: an empty network namespace (`unshare -rn`), no interface but a down loopback. */
  readonly kind: 'namespace' | 'none'
  /** The command and arguments that start `node nodeArgs` with this isolation. */
  wrap(node: string, nodeArgs: string[]): [string, string[]]
}

let probed: NetworkIsolation | null = null

/**
 * Node 24's permission model does not cover sockets, so the sandbox process starts in a network namespace of
 * its own when the machine allows unprivileged user namespaces (probed once). Without one, the sandbox still
 * has no fetch/WebSocket globals, no builtin module loader and no module loading after start.
 */
export function networkIsolation(): NetworkIsolation {
  if (probed !== null) return probed
  // An absolute path: the sandbox process is started with an empty environment (no PATH).
  const unshare = process.platform === 'linux' ? (process.env.PATH ?? '/usr/bin:/bin').split(delimiter).map((dir) => join(dir, 'unshare')).find((p) => existsSync(p)) : undefined
  const works = unshare !== undefined && spawnSync(unshare, ['-rn', 'true'], { stdio: 'ignore', timeout: 10_000 }).status === 0
  probed =
    works
      ? { kind: 'namespace', wrap: (node, nodeArgs) => [unshare, ['-rn', '--', node, ...nodeArgs]] }
      : { kind: 'none', wrap: (node, nodeArgs) => [node, nodeArgs] }
  return probed
}
