// `karenina merge` on a Python v2.2 export holding integers beyond 2^53: every digit survives (JSON.parse
// would turn 9007199254740993 into …992).
import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parsePyJson, pyJsonDumps } from 'karenina'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPO, runKarenina } from './fixtures/karenina-cli.js'

const FIXTURES = join(REPO, '../shared/karenina-fixtures/')
const available = existsSync(FIXTURES)
if (!available) console.warn(`Python Karenina fixtures not found at ${FIXTURES}; skipping the big-int merge test`)
const BIG = '9007199254740993'

describe.skipIf(!available)('karenina merge with integers beyond 2^53', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'karenina-bigint-merge-'))
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('writes every digit of a Python export it merges', async () => {
    const original = readFileSync(join(FIXTURES, 'results_export_full.json'), 'utf8')
    const parsed = parsePyJson(original) as { results: { template: { parsed_gt_response: unknown } | null }[] }
    const before = `"parsed_gt_response": ${pyJsonDumps(parsed.results.find((r) => r.template !== null)!.template!.parsed_gt_response, { ensureAscii: false })}`
    expect(original).toContain(before)
    const after = `"parsed_gt_response": {"count": ${BIG}, "ids": [${BIG}, -${BIG}, 123456789012345678901234567890]}`
    const shard = join(dir, 'shard.json')
    await writeFile(shard, original.replace(before, after))
    const out = join(dir, 'merged.json')
    const run = await runKarenina(['merge', shard, shard, '--output', out])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const merged = await readFile(out, 'utf8')
    expect(merged).toContain(after)
  })
})
