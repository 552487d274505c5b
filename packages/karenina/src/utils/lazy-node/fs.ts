// node:fs without its ESM facade, whose `promises` getter would load node:fs/promises (see lazy-fn.ts). The
// CommonJS fs module itself is loaded by Node before any user code, so taking its functions here costs nothing.
const fs = process.getBuiltinModule('node:fs')

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
  writeSync,
} = fs
