// node:fs/promises, loaded on first use (see lazy-fn.ts).
import type * as fsp from 'node:fs/promises'
import { lazyFn } from './lazy-fn.js'

export type { FileHandle } from 'node:fs/promises'

const load = (): typeof fsp => process.getBuiltinModule('node:fs/promises')

export const access = lazyFn(load, 'access')
export const appendFile = lazyFn(load, 'appendFile')
export const copyFile = lazyFn(load, 'copyFile')
export const lstat = lazyFn(load, 'lstat')
export const mkdir = lazyFn(load, 'mkdir')
export const mkdtemp = lazyFn(load, 'mkdtemp')
export const open = lazyFn(load, 'open')
export const readdir = lazyFn(load, 'readdir')
export const readFile = lazyFn(load, 'readFile')
export const readlink = lazyFn(load, 'readlink')
export const realpath = lazyFn(load, 'realpath')
export const rename = lazyFn(load, 'rename')
export const rm = lazyFn(load, 'rm')
export const stat = lazyFn(load, 'stat')
export const symlink = lazyFn(load, 'symlink')
export const truncate = lazyFn(load, 'truncate')
export const utimes = lazyFn(load, 'utimes')
export const writeFile = lazyFn(load, 'writeFile')
