import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { readResultFiles, writeResultFile } from './result-file.js'
import { sortAttachedResults } from './test-order.js'

const encoded = (tag: string, pass = true) => ({ result: `{"tag": "${tag}"}`, pass })

describe('run directory result files', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'jest-karenina-unit-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  test('a result written is read back with its origin; a retry of the same test slot replaces it', () => {
    const origin = { testPath: '/p/a.test.js', testName: 'suite q1', index: 0 }
    writeResultFile(dir, origin, encoded('first attempt', false))
    writeResultFile(dir, origin, encoded('retry'))
    writeResultFile(dir, { ...origin, index: 1 }, encoded('second result'))

    const read = readResultFiles(dir)
    expect(read).toHaveLength(2)
    expect(read.find((r) => r.index === 0)).toEqual({ ...origin, encoded: encoded('retry') })
    expect(readdirSync(dir).every((name) => name.endsWith('.result.json'))).toBe(true)
  })

  test('temporary files of writes in flight are skipped; a foreign .result.json is an error naming it', () => {
    writeFileSync(join(dir, 'abc.result.json.123.tmp'), '{"half": ')
    expect(readResultFiles(dir)).toEqual([])
    writeFileSync(join(dir, 'bad.result.json'), '{"origin": {}}')
    expect(() => readResultFiles(dir)).toThrow(/bad\.result\.json: not a jest-karenina result file/)
  })

  test('results are ordered by file, then by jest test order, then by index', () => {
    const at = (testPath: string, testName: string, index = 0) => ({ testPath, testName, index, encoded: encoded(`${testPath}:${testName}:${index}`) })
    const shuffled = [at('/b.test.js', 'first'), at('/a.test.js', 'z last', 1), at('/a.test.js', 'a first'), at('/a.test.js', 'z last', 0)]
    const order = new Map([['/a.test.js', ['z last', 'a first']]])
    expect(sortAttachedResults(shuffled, order).map((r) => r.encoded.result)).toEqual([
      '{"tag": "/a.test.js:z last:0"}',
      '{"tag": "/a.test.js:z last:1"}',
      '{"tag": "/a.test.js:a first:0"}',
      '{"tag": "/b.test.js:first:0"}',
    ])
  })
})
