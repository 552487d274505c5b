// Node built-ins that cost start-up memory are loaded on the first call, not at `import 'karenina'` (issue 18:
// node:crypto, node:child_process, node:readline, node:stream and node:fs/promises together cost ~5 MiB of a
// fresh process). `process.getBuiltinModule` is synchronous and, unlike an ESM `import` of a built-in, does not
// build the module's ESM facade, which reads every lazy getter (`fs.promises`, `util.parseArgs`, …).
import type * as childProcess from 'node:child_process'
import type * as crypto from 'node:crypto'
import type * as fsp from 'node:fs/promises'
import type * as os from 'node:os'

export type { ChildProcess } from 'node:child_process'
export type { FileHandle } from 'node:fs/promises'

/** `load()[key]` called on each use; typed as the built-in's own function, overloads included. */
function lazyFn<M, K extends keyof M>(load: () => M, key: K): M[K] {
  return ((...args: unknown[]) => (load()[key] as (...a: unknown[]) => unknown)(...args)) as M[K]
}

const loadChildProcess = (): typeof childProcess => process.getBuiltinModule('node:child_process')
export const spawn = lazyFn(loadChildProcess, 'spawn')
export const spawnSync = lazyFn(loadChildProcess, 'spawnSync')

const loadCrypto = (): typeof crypto => process.getBuiltinModule('node:crypto')
export const createHash = lazyFn(loadCrypto, 'createHash')
export const hash = lazyFn(loadCrypto, 'hash')
export const randomBytes = lazyFn(loadCrypto, 'randomBytes')
export const randomUUID = lazyFn(loadCrypto, 'randomUUID')

const loadFsPromises = (): typeof fsp => process.getBuiltinModule('node:fs/promises')
export const access = lazyFn(loadFsPromises, 'access')
export const appendFile = lazyFn(loadFsPromises, 'appendFile')
export const copyFile = lazyFn(loadFsPromises, 'copyFile')
export const lstat = lazyFn(loadFsPromises, 'lstat')
export const mkdir = lazyFn(loadFsPromises, 'mkdir')
export const mkdtemp = lazyFn(loadFsPromises, 'mkdtemp')
export const open = lazyFn(loadFsPromises, 'open')
export const readdir = lazyFn(loadFsPromises, 'readdir')
export const readFile = lazyFn(loadFsPromises, 'readFile')
export const readlink = lazyFn(loadFsPromises, 'readlink')
export const realpath = lazyFn(loadFsPromises, 'realpath')
export const rename = lazyFn(loadFsPromises, 'rename')
export const rm = lazyFn(loadFsPromises, 'rm')
export const stat = lazyFn(loadFsPromises, 'stat')
export const symlink = lazyFn(loadFsPromises, 'symlink')
export const truncate = lazyFn(loadFsPromises, 'truncate')
export const utimes = lazyFn(loadFsPromises, 'utimes')
export const writeFile = lazyFn(loadFsPromises, 'writeFile')

export const tmpdir = lazyFn((): typeof os => process.getBuiltinModule('node:os'), 'tmpdir')
export const createInterface = lazyFn(() => process.getBuiltinModule('node:readline'), 'createInterface')
export const createRequire = lazyFn(() => process.getBuiltinModule('node:module'), 'createRequire')

// node:fs and node:util without their ESM facades (whose getters would load node:fs/promises, util.parseArgs …).
// Their CommonJS modules are loaded by Node before any user code, so taking their functions here costs nothing.
export const {
  closeSync,
  constants,
  copyFileSync,
  createReadStream,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  readSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} = process.getBuiltinModule('node:fs')
export const { inspect, styleText } = process.getBuiltinModule('node:util')

/** `load()` on the first call, its promise shared by every later one; a failed load is tried again on the next call. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined
  return () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined
      throw error
    }))
}
