#!/usr/bin/env node
// Bundles a package's built ES module entries in dist/, in place. Run from the package directory after tsc:
//   node ../../scripts/bundle-dist.mjs [--entry dist/cli/main.js] [--self-contained dist/reporter.js]
// Why (issue 18): Node resolves, reads, compiles and links every module of an import one by one. As ~360 modules,
// `import('karenina')` cost a fresh process ~390 ms of CPU; bundled, ~160 ms. Every vitest worker and every CLI run
// pays it.
// - The `import` files of package.json's `exports`, and each `--entry`, are bundled together and split into shared
//   chunks (dist/chunks/): one copy of each module whichever entries a process imports, and what an entry imports
//   on first use (`import()`: the Python sandbox, MCP, the agent runtimes) stays in chunks of its own, loaded then.
//   Dependencies stay outside (zod, the SDKs): they are the user's own copies, and optional peers load on first use.
// - `--self-contained`: an entry bundled alone, with its dependencies. `karenina/reporter` loads in vitest's main
//   process with the first test result, while the tests run: ~45 ms of CPU as one file, ~100 with zod's ~95 modules.
// The modules bundled are removed; the rest of dist/ stays as tsc wrote it (the declarations, and files run or
// read by path: the Python sandbox's worker). dist-cjs/ is not bundled. No source maps: the package ships neither them nor src/ (issue 30: ~5 MB of a 16 MB
// install); the bundles are tsc's readable JavaScript, names kept, so a stack trace still reads.
import { build } from 'esbuild'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { parseArgs } from 'node:util'

const { values } = parseArgs({ options: { entry: { type: 'string', multiple: true }, 'self-contained': { type: 'string', multiple: true } } })
const selfContained = (values['self-contained'] ?? []).map((file) => resolve(file))
const manifest = JSON.parse(readFileSync('package.json', 'utf8'))
const exported = Object.values(manifest.exports ?? {}).flatMap((target) => (typeof target?.import?.default === 'string' ? [target.import.default] : []))
const shared = [...exported, ...(values.entry ?? [])].map((file) => resolve(file)).filter((file) => !selfContained.includes(file))

// A module that finds a file relative to itself would look in the wrong folder once bundled: each must cope.
// own-package walks up to the package.json; the others resolve installed packages (node_modules is searched upwards).
const COPES_WHEN_BUNDLED = /(utils[\\/]own-package|regex-guard[\\/]redos-analysis|compat[\\/]regexp-modifiers|python-sandbox[\\/]python-sandbox)\.js$/
function checkImportMeta(metafile) {
  for (const file of Object.keys(metafile.inputs)) {
    if (file.includes('node_modules') || COPES_WHEN_BUNDLED.test(file)) continue
    if (readFileSync(file, 'utf8').includes('import.meta.url')) throw new Error(`${file} reads import.meta.url: check that it still works bundled`)
  }
}

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22.12', // engines' lowest
  allowOverwrite: true,
  write: false,
  metafile: true,
  sourcemap: false,
  // ASCII output: V8 keeps a module's source for the life of the process, at two bytes a character once it has one
  // beyond Latin-1 (escaped instead).
  charset: 'ascii',
  legalComments: 'none',
  logLevel: 'warning',
}

const builds = await Promise.all([
  build({ ...common, entryPoints: shared, splitting: true, outdir: 'dist', outbase: 'dist', chunkNames: 'chunks/[name]-[hash]', packages: 'external' }),
  ...selfContained.map((file) => build({ ...common, entryPoints: [file], outfile: file })),
])
for (const result of builds) checkImportMeta(result.metafile)

// Written once every build has read its inputs (the entries are overwritten in place).
const written = new Set()
for (const output of builds.flatMap((result) => result.outputFiles)) {
  const temporary = `${output.path}.bundle-tmp`
  mkdirSync(dirname(output.path), { recursive: true })
  writeFileSync(temporary, output.contents)
  renameSync(temporary, output.path)
  written.add(output.path)
}
// Chunks of an earlier build that this one did not write.
const chunkDir = join('dist', 'chunks')
for (const name of existsSync(chunkDir) ? readdirSync(chunkDir) : []) {
  const file = resolve('dist', 'chunks', name)
  if (!written.has(file)) rmSync(file)
}
// tsc's modules that are now inside a bundle, and their maps: nothing loads them any more, and as ~490 small files
// they were a quarter of the installed package (issue 30). Files no bundle took in (the Python sandbox's worker,
// run by path) stay, with the declarations.
let removed = 0
for (const result of builds) {
  for (const input of Object.keys(result.metafile.inputs)) {
    const file = resolve(input)
    if (input.includes('node_modules') || !file.startsWith(resolve('dist')) || written.has(file) || !existsSync(file)) continue
    rmSync(file)
    rmSync(`${file}.map`, { force: true })
    removed++
  }
}
const chunks = readdirSync(chunkDir).filter((name) => name.endsWith('.js')).length
console.log(`bundled ${[...shared, ...selfContained].map((file) => relative('.', file)).join(', ')} (${chunks} shared chunks; ${removed} bundled modules removed)`)
