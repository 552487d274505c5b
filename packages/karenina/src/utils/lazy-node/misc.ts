// Small built-ins loaded on first use (see lazy-fn.ts): node:readline, node:stream/promises, node:module.
import { lazyFn } from './lazy-fn.js'

const streamPromises = () => process.getBuiltinModule('node:stream/promises')

export const createInterface = lazyFn(() => process.getBuiltinModule('node:readline'), 'createInterface')
export const createRequire = lazyFn(() => process.getBuiltinModule('node:module'), 'createRequire')
export const finished = lazyFn(streamPromises, 'finished')
export const pipeline = lazyFn(streamPromises, 'pipeline')
