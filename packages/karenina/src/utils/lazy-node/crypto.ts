// node:crypto, loaded on first use (see lazy-fn.ts).
import type * as crypto from 'node:crypto'
import { lazyFn } from './lazy-fn.js'

const load = (): typeof crypto => process.getBuiltinModule('node:crypto')

export const createHash = lazyFn(load, 'createHash')
export const hash = lazyFn(load, 'hash')
export const randomBytes = lazyFn(load, 'randomBytes')
export const randomUUID = lazyFn(load, 'randomUUID')
