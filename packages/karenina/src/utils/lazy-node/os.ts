// node:os, loaded on first use (see lazy-fn.ts).
import type * as os from 'node:os'
import { lazyFn } from './lazy-fn.js'

export const tmpdir = lazyFn((): typeof os => process.getBuiltinModule('node:os'), 'tmpdir')
