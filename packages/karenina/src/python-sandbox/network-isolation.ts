import { spawnSync } from 'node:child_process'

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
  const unshare = process.platform === 'linux' ? spawnSync('unshare', ['-rn', 'true'], { stdio: 'ignore', timeout: 10_000 }) : null
  probed =
    unshare !== null && unshare.status === 0
      ? { kind: 'namespace', wrap: (node, nodeArgs) => ['unshare', ['-rn', '--', node, ...nodeArgs]] }
      : { kind: 'none', wrap: (node, nodeArgs) => [node, nodeArgs] }
  return probed
}
