import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { loadVectors, runCase } from './runner.js'

// The project's own vectors, in the shared vectors' format (../shared/conformance/README.md): reproductions of
// differences from Python Karenina found by differential runs (issue 29), each with the value Karenina gives.
// They ship with the repository, so they always run; no divergence may excuse them.
const vectorDir = resolve(dirname(fileURLToPath(import.meta.url)), 'vectors')

for (const { file, cases } of loadVectors(vectorDir)) {
  describe(`vectors/${file}`, () => {
    for (const testCase of cases) {
      it(`${testCase.id}: ${testCase.description ?? ''}`, async () => {
        expect(testCase.area).toBe(file.replace(/\.json$/, ''))
        const report = await runCase(testCase, file, new Set())
        expect(report.error, report.error).toBeUndefined()
        expect(report.status, JSON.stringify(report.mismatches)).toBe('passed')
      })
    }
  })
}
