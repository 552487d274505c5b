// karenina's version. The build writes it in (tsdown `define`); running from source (tsx, the unit tests) it is
// read from the package.json two folders up, where src/utils/ always sits.
import { readFileSync } from './lazy-node.js'

declare const __KARENINA_VERSION__: string | undefined

function sourceVersion(): string {
  const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
  return manifest.version
}

/** The installed karenina's version, as in its package.json. */
export const KARENINA_VERSION: string = typeof __KARENINA_VERSION__ === 'string' ? __KARENINA_VERSION__ : sourceVersion()
