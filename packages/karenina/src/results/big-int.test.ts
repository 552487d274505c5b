// Python ints are unbounded: an integer beyond 2^53 written by Karenina (9007199254740993) must survive
// reading, writing and merging digit for digit (`karenina merge`: test/cli/big-int-merge.test.ts) (JSON.parse would give …992).
import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parsePyJson } from '../compat/parse-py-json.js'
import { pyJsonDumps } from '../compat/py-json.js'
import { exportResults, writeResultsExport } from './export.js'
import { loadResults, readResultsFile } from './import.js'
import { mergeResultSets } from './merge-results.js'

const FIXTURES = fileURLToPath(new URL('../../../../../shared/karenina-fixtures/', import.meta.url))
const available = existsSync(FIXTURES)
if (!available) console.warn(`Python Karenina fixtures not found at ${FIXTURES}; skipping the big-int export tests`)

const BIG = '9007199254740993' // 2^53 + 1: the nearest double is 9007199254740992

/** Karenina's full export fixture with big ints in the first result's parsed responses (as Python writes them). */
function exportWithBigInts(): string {
  const text = readFileSync(`${FIXTURES}results_export_full.json`, 'utf8')
  const parsed = parsePyJson(text) as { results: { template: { parsed_gt_response: unknown } | null }[] }
  const template = parsed.results.find((r) => r.template !== null)!.template!
  const before = pyJsonDumps(template.parsed_gt_response, { ensureAscii: false })
  expect(text).toContain(`"parsed_gt_response": ${before}`)
  return text.replace(
    `"parsed_gt_response": ${before}`,
    `"parsed_gt_response": {"count": ${BIG}, "ids": [${BIG}, -${BIG}, 123456789012345678901234567890], "ratio": 9007199254740992.0}`,
  )
}

describe('integers beyond 2^53', () => {
  it('are read as exact bigints and written back digit for digit', () => {
    expect(parsePyJson(BIG)).toBe(9007199254740993n)
    expect(parsePyJson(`[${BIG}, 9007199254740991, 1.0]`)).toEqual([9007199254740993n, 9007199254740991, expect.anything()])
    expect(pyJsonDumps(parsePyJson(`{"a": -${BIG}}`))).toBe(`{"a": -${BIG}}`)
  })

  describe.skipIf(!available)('in a Python v2.2 export', () => {
    let dir: string
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'karenina-bigint-'))
    })
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true })
    })

    it('survive import then export byte for byte', () => {
      const original = exportWithBigInts()
      const set = loadResults(original)
      const template = set.results.find((r) => r.template !== null)!.template!
      expect(template.parsed_gt_response).toMatchObject({ count: 9007199254740993n })
      expect(exportResults(set)).toBe(original)
    })

    it('survive writeResultsExport and mergeResultSets', async () => {
      const original = exportWithBigInts()
      const set = loadResults(original)
      const merged = mergeResultSets([{ set, source: 'a' }, { set: loadResults(original), source: 'b' }])
      expect(merged.duplicatesDropped).toBe(2)
      const out = join(dir, 'written.json')
      await writeResultsExport(out, merged.set)
      const written = await readFile(out, 'utf8')
      expect(written).toContain(`"count": ${BIG}, "ids": [${BIG}, -${BIG}, 123456789012345678901234567890]`)
      expect(written).not.toContain('"count": 9007199254740992')
      expect(exportResults(await readResultsFile(out))).toBe(written)
    })
  })
})
