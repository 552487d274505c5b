/** `load()[key]` called on each use; typed as the built-in's own function, overloads included. */
export declare function lazyFn<M, K extends keyof M>(load: () => M, key: K): M[K];
