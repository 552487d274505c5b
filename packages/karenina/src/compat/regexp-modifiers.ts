import { createRequire } from '../utils/lazy-node/misc.js'

// Python's scoped flags `(?i:…)` translate to RegExp modifiers (py-regex-translate.ts). V8 runs them from 12.5
// (Node 23); Node 22's V8 (12.4) refuses them, and under --js-regexp-modifiers answers wrongly (`^(?:(?i:a)|b)$`
// matches "B"). There, regexpu-core spells each modifier out as classes of case variants: `(?i:ab)` becomes
// `(?:[Aa][Bb])`, and a pattern with a `(?-i:…)` loses its `i` flag, its other atoms being spelled out instead.

let modifiersRun: boolean | undefined

/** Whether this engine runs RegExp modifiers, and runs them right. */
export function engineRunsModifiers(): boolean {
  if (modifiersRun === undefined) {
    try {
      const scoped = new RegExp('^(?:(?i:a)|b)$', 'u')
      modifiersRun = scoped.test('A') && !scoped.test('B') && new RegExp('^a(?-i:b)$', 'iu').test('Ab') && !new RegExp('^a(?-i:b)$', 'iu').test('AB')
    } catch {
      modifiersRun = false
    }
  }
  return modifiersRun
}

type RewritePattern = (pattern: string, flags: string, options: { modifiers: 'transform'; onNewFlags: (flags: string) => void }) => string
let rewritePattern: RewritePattern | undefined

/**
 * The same pattern without modifiers, for an engine that lacks them. `source` and `flags` are a translation's
 * (`u` flag, plus `i`); back-references under a modifier cannot be spelled out and must be refused before.
 * Property escapes (`\p{L}`) are kept, not expanded: their case closure is the engine's, of its own Unicode
 * version. One code point differs from the modifier: U+0345 (a combining mark that case-folds to a letter)
 * no longer matches `\w` under a scoped IGNORECASE, as in Python.
 */
export function withoutModifiers(source: string, flags: string): { source: string; flags: string } {
  // regexpu-core (CommonJS, with its Unicode tables) loads only on an engine that needs it, on first use.
  rewritePattern ??= createRequire(import.meta.url)('regexpu-core') as RewritePattern
  let rewrittenFlags = flags
  const rewritten = rewritePattern(source, flags, { modifiers: 'transform', onNewFlags: (newFlags) => (rewrittenFlags = newFlags) })
  return { source: rewritten, flags: rewrittenFlags }
}
