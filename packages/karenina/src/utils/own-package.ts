// Where this package is installed, found from the running module instead of a fixed `../..`: the built entries
// are bundled (dist/index.js, dist/chunks/*.js, dist/reporter.js), so a module no longer knows how deep it sits.
import { relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readFileSync } from './lazy-node/fs.js'

/** The package's folder, the folder this code runs from (`src` under tsx, `dist` or `dist-cjs`) and its version. */
export interface OwnPackage {
  root: string
  layout: string
  version: string
}

let found: OwnPackage | undefined

/** The nearest `package.json` named `karenina` above this module (read once). */
export function ownPackage(): OwnPackage {
  if (found) return found
  const here = new URL(import.meta.url)
  for (let dir = new URL('.', here); ; ) {
    const manifest = readManifest(new URL('package.json', dir))
    if (manifest?.name === 'karenina' && typeof manifest.version === 'string') {
      const root = fileURLToPath(dir).replace(/[\\/]$/, '')
      const layout = relative(root, fileURLToPath(here)).split(sep)[0] ?? ''
      return (found = { root, layout, version: manifest.version })
    }
    const parent = new URL('..', dir)
    if (parent.href === dir.href) throw new Error(`karenina: no package.json of karenina above ${import.meta.url}`)
    dir = parent
  }
}

function readManifest(file: URL): { name?: unknown; version?: unknown } | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown; version?: unknown }
  } catch {
    return undefined
  }
}
