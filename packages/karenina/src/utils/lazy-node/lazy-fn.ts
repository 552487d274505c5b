// Node built-ins that cost start-up memory are loaded on the first call, not at `import 'karenina'` (issue 18:
// node:crypto, node:child_process, node:readline, node:stream and node:fs/promises together cost ~5 MiB of a
// fresh process). `process.getBuiltinModule` is synchronous and, unlike an ESM `import` of a built-in, does not
// build the module's ESM facade, which reads every lazy getter (`fs.promises`, `util.parseArgs`, …).

/** `load()[key]` called on each use; typed as the built-in's own function, overloads included. */
export function lazyFn<M, K extends keyof M>(load: () => M, key: K): M[K] {
  return ((...args: unknown[]) => (load()[key] as (...a: unknown[]) => unknown)(...args)) as M[K]
}
