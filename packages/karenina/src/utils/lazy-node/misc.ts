// Small built-ins loaded on first use (see lazy-fn.ts): node:readline, node:module.
import { lazyFn } from './lazy-fn.js'

export const createInterface = lazyFn(() => process.getBuiltinModule('node:readline'), 'createInterface')
export const createRequire = lazyFn(() => process.getBuiltinModule('node:module'), 'createRequire')
