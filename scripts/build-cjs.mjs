#!/usr/bin/env node
// Builds a package's CommonJS copy into dist-cjs/ (for jest on CommonJS, which cannot load ES modules without
// --experimental-vm-modules). Run from a package directory after `tsc -p tsconfig.build.json`:
//   node ../../scripts/build-cjs.mjs
// The sources are ESM, so tsc reports `import.meta` as an error under module=commonjs; the type check is the ESM
// build's job (noCheck here), and `import.meta.url` is rewritten to this file's URL afterwards.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

const out = 'dist-cjs'
rmSync(out, { recursive: true, force: true })
const tsc = createRequire(join(process.cwd(), 'package.json')).resolve('typescript/bin/tsc')
const config = 'tsconfig.cjs.tmp.json'
const compilerOptions = { outDir: out, module: 'commonjs', moduleResolution: 'node10', customConditions: null, verbatimModuleSyntax: false, noCheck: true, sourceMap: false, declarationMap: false }
try {
  // Declarations (with their doc comments, for editors), then the JavaScript without comments: V8 keeps every
  // module's source for the life of the process, at two bytes a character once a comment has a non-Latin-1
  // character (issue 18; the ESM build does the same with tsconfig.build-js.json).
  for (const pass of [{ emitDeclarationOnly: true }, { removeComments: true, declaration: false }]) {
    writeFileSync(config, JSON.stringify({ extends: './tsconfig.build.json', compilerOptions: { ...compilerOptions, ...pass } }))
    execFileSync(process.execPath, [tsc, '-p', config], { stdio: 'inherit' })
  }
} finally {
  rmSync(config)
}
// Node and jest read the module format from the nearest package.json.
writeFileSync(join(out, 'package.json'), '{ "type": "commonjs" }\n')
const IMPORT_META_URL = /\bimport\.meta\.url\b/g
for (const entry of readdirSync(out, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.js')) continue
  const file = join(entry.parentPath, entry.name)
  const code = readFileSync(file, 'utf8')
  if (IMPORT_META_URL.test(code)) writeFileSync(file, code.replace(IMPORT_META_URL, 'require("node:url").pathToFileURL(__filename).href'))
  if (/\bimport\.meta\b/.test(readFileSync(file, 'utf8'))) throw new Error(`${file}: import.meta other than import.meta.url has no CommonJS equivalent here`)
}
