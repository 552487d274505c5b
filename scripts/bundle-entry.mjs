#!/usr/bin/env node
// Bundles one built ES module entry of a package in place, with what it imports (its own modules and its
// dependencies), into a single file. Run from a package directory after `tsc`:
//   node ../../scripts/bundle-entry.mjs dist/reporter.js
// Why (issue 18): `karenina/reporter` loads in vitest's main process with the first test result, while the tests
// run. As ~200 modules (karenina's, zod's, lossless-json's) it cost that process ~120 ms of CPU, most of it
// resolving, reading and linking modules; as one file, ~45 ms. esbuild reads tsc's source maps, so stack traces
// still point into src/.
import { build } from 'esbuild'
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { basename } from 'node:path'

const entry = process.argv[2]
if (!entry || !entry.endsWith('.js')) throw new Error('usage: bundle-entry.mjs <built entry .js, e.g. dist/reporter.js>')
const result = await build({
  entryPoints: [entry],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  outfile: entry,
  allowOverwrite: true,
  write: false,
  sourcemap: 'linked',
  // The map points at the sources (src/ ships in the package) instead of carrying them (~1.3 MB, most of it zod's).
  sourcesContent: false,
  // ASCII output: V8 keeps a module's source for the life of the process, at two bytes a character once it has one
  // beyond Latin-1 (escaped instead).
  charset: 'ascii',
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
})
// A module that finds a file relative to itself would look one folder off once bundled: each must be known to cope.
// export-metadata finds its package.json by walking up, which holds wherever it is bundled.
const COPES_WHEN_BUNDLED = /results[\\/]export-metadata\.js$/
for (const file of Object.keys(result.metafile.inputs)) {
  if (file !== entry && !COPES_WHEN_BUNDLED.test(file) && readFileSync(file, 'utf8').includes('import.meta.url')) {
    throw new Error(`${file} reads import.meta.url: check that it still works bundled into ${entry}`)
  }
}
for (const output of result.outputFiles) {
  const temporary = `${output.path}.bundle-tmp`
  writeFileSync(temporary, output.contents)
  renameSync(temporary, output.path)
}
console.log(`bundled ${entry}: ${Object.keys(result.metafile.inputs).length} modules into ${basename(entry)}`)
