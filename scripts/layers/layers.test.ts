import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { checkLayers } from './check-layers.js'
import { type FileImport, importGraph, importsOf } from './import-graph.js'
import { KNOWN_VIOLATIONS, LAYER_TABLE, type LayerEntry } from './layer-table.js'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const SOURCE_ROOT = `${ROOT}packages/karenina/src`
const ARCHITECTURE_DOC = `${ROOT}docs/architecture.md`

const TABLE: readonly LayerEntry[] = [
  { layer: 1, folder: 'errors', purpose: '' },
  { layer: 2, folder: 'results', purpose: '' },
  { layer: 2, folder: 'rubric', purpose: '' },
  { layer: 3, folder: 'cli', purpose: '' },
]
const runtime = (from: string, to: string): FileImport => ({ from, to, typeOnly: false })
const typeOnly = (from: string, to: string): FileImport => ({ from, to, typeOnly: true })

describe('checkLayers on a planted graph', () => {
  const downward = [runtime('cli/main.ts', 'results/result.ts'), runtime('results/result.ts', 'errors/error.ts'), runtime('rubric/trait.ts', 'results/result.ts')]

  it('passes a graph whose imports all run downward or sideways without a loop', () => {
    expect(checkLayers(downward, TABLE, [])).toEqual({ unlistedFolders: [], upward: [], cycles: [], stale: [] })
  })

  it('fails a planted upward import, runtime or type-only, and the folder cycle it makes', () => {
    const planted = typeOnly('errors/error.ts', 'cli/main.ts')
    const report = checkLayers([...downward, planted], TABLE, [])
    expect(report.upward).toEqual([planted])
    expect(report.cycles).toEqual([['cli', 'errors', 'results']])
    expect(checkLayers([...downward, runtime('errors/error.ts', 'rubric/trait.ts')], TABLE, []).upward).toHaveLength(1)
  })

  it('fails a cycle between two folders of one layer', () => {
    const report = checkLayers([...downward, runtime('results/result.ts', 'rubric/trait.ts')], TABLE, [])
    expect(report.upward).toEqual([])
    expect(report.cycles).toEqual([['results', 'rubric']])
  })

  it('lets a known violation through, and reports it stale once it no longer occurs', () => {
    const planted = runtime('errors/error.ts', 'cli/main.ts')
    expect(checkLayers([...downward, planted], TABLE, ['errors/error.ts -> cli/main.ts'])).toEqual({ unlistedFolders: [], upward: [], cycles: [], stale: [] })
    expect(checkLayers(downward, TABLE, ['errors/error.ts -> cli/main.ts']).stale).toEqual(['errors/error.ts -> cli/main.ts'])
  })

  it('names a folder the table does not list', () => {
    expect(checkLayers([runtime('cli/main.ts', 'newcomer/thing.ts')], TABLE, []).unlistedFolders).toEqual(['newcomer'])
  })
})

describe('importsOf', () => {
  it('reads runtime, type-only, re-exported, dynamic and import-type references, relative ones only', () => {
    const text = [
      "import { z } from 'zod'",
      "import { a } from './a.js'",
      "import type { B } from '../b/b.js'",
      "import { type C, type D } from './c.js'",
      "import { type E, f } from './e.js'",
      "export { g } from './g.js'",
      "export type { H } from './h.js'",
      "import './side-effect.js'",
      "const lazy = () => import('../lazy/lazy.js')",
      "let t: import('./t.js').T",
    ].join('\n')
    expect(importsOf('x/y.ts', text)).toEqual([
      runtime('x/y.ts', 'x/a.ts'),
      typeOnly('x/y.ts', 'b/b.ts'),
      typeOnly('x/y.ts', 'x/c.ts'),
      runtime('x/y.ts', 'x/e.ts'),
      runtime('x/y.ts', 'x/g.ts'),
      typeOnly('x/y.ts', 'x/h.ts'),
      runtime('x/y.ts', 'x/side-effect.ts'),
      runtime('x/y.ts', 'lazy/lazy.ts'),
      typeOnly('x/y.ts', 'x/t.ts'),
    ])
  })
})

describe('the layers of packages/karenina/src', () => {
  it('has no import upward and no folder cycle beyond the known violations, and none of those is stale', () => {
    const report = checkLayers(importGraph(SOURCE_ROOT), LAYER_TABLE, KNOWN_VIOLATIONS)
    expect(report).toEqual({ unlistedFolders: [], upward: [], cycles: [], stale: [] })
  })

  it('is the table docs/architecture.md shows', () => {
    const doc = readFileSync(ARCHITECTURE_DOC, 'utf8')
    const rows = [...doc.matchAll(/^\| (\d+) \| `([^`]+)` \| (.+) \|$/gm)].map(([, layer, folder, purpose]) => ({
      layer: Number(layer),
      folder: folder!.replace(/\/$/, ''),
      purpose: purpose!.replaceAll('\\|', '|'),
    }))
    expect(rows).toEqual(LAYER_TABLE)
    expect(doc).toContain(`${KNOWN_VIOLATIONS.length} known violations`)
  })
})
