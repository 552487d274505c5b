// node:child_process, loaded on first use (see lazy-fn.ts).
import type * as childProcess from 'node:child_process'
import { lazyFn } from './lazy-fn.js'

export type { ChildProcess } from 'node:child_process'

const load = (): typeof childProcess => process.getBuiltinModule('node:child_process')

export const spawn = lazyFn(load, 'spawn')
export const spawnSync = lazyFn(load, 'spawnSync')
