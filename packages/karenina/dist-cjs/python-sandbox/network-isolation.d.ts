/** How the sandbox process is cut off from the network. */
export interface NetworkIsolation {
    /** `namespace`: an empty network namespace (`unshare -rn`), no interface but a down loopback. */
    readonly kind: 'namespace' | 'none';
    /** The command and arguments that start `node nodeArgs` with this isolation. */
    wrap(node: string, nodeArgs: string[]): [string, string[]];
}
/**
 * Node 24's permission model does not cover sockets, so the sandbox process starts in a network namespace of
 * its own when the machine allows unprivileged user namespaces (probed once). Without one, the sandbox still
 * has no fetch/WebSocket globals, no builtin module loader and no module loading after start.
 */
export declare function networkIsolation(): NetworkIsolation;
