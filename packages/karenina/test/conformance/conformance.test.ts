import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { loadVectors, readDivergenceIds, runCase } from './runner.js'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..')
const vectorDir = resolve(repoRoot, '../shared/conformance')
const divergencesFile = resolve(repoRoot, 'docs/divergences.md')

if (!existsSync(vectorDir)) {
  describe.skip(`conformance vectors (skipped: ${vectorDir} is absent; it ships beside the repo in CI)`, () => {
    it('needs ../shared/conformance', () => {})
  })
} else {
  const divergences = existsSync(divergencesFile) ? readDivergenceIds(readFileSync(divergencesFile, 'utf8')) : new Set<string>()
  for (const { file, cases } of loadVectors(vectorDir)) {
    describe(file, () => {
      for (const testCase of cases) {
        it(`${testCase.id}: ${testCase.description ?? ''}`, async () => {
          const report = await runCase(testCase, file, divergences)
          // Uncertain cases depend on the run date: informational only (README §1).
          if (report.status === 'uncertain') return
          expect(report.error, report.error).toBeUndefined()
          expect(['passed', 'divergent'], JSON.stringify(report.mismatches)).toContain(report.status)
        })
      }
    })
  }
}
