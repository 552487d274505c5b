import { describe, expect, it } from 'vitest'
import type { ConformanceCase } from './area.js'
import { DIVERGENT_CASES_HEADING, readDivergenceIds, runCase } from './runner.js'

// A real case of a real area, with an expected value the library does not produce: it must differ.
function differing(id: string, flags: Partial<ConformanceCase> = {}): ConformanceCase {
  return { id, area: 'normalizers', description: 'lowercase', input: { normalizers: ['lowercase'], text: 'BCL2' }, expected: { output: 'BCL2' }, ...flags } as ConformanceCase
}

const DOC = `# Divergences

Prose may name a case such as \`norm-901\` without listing it.

${DIVERGENT_CASES_HEADING}

| Case id | Reason |
|---|---|
| \`norm-902\` | Python's str.lower() differs here, by design |
| \`norm-903\` |   |

## Later section

| \`norm-904\` | a reason, but in another section |
`

describe('conformance runner: documented divergences', () => {
  const listed = readDivergenceIds(DOC)

  it('reads only the rows of the divergence table that give a reason', () => {
    expect([...listed]).toEqual(['norm-902'])
  })

  it('a python_quirk case that differs counts only when listed with a reason, in its own status', async () => {
    expect((await runCase(differing('norm-902', { python_quirk: true }), 'normalizers.json', listed)).status).toBe('divergent')
    for (const id of ['norm-901', 'norm-903', 'norm-904', 'norm-905']) {
      expect((await runCase(differing(id, { python_quirk: true }), 'normalizers.json', listed)).status, id).toBe('failed')
    }
  })

  it('a plain case that differs fails even when its id is listed', async () => {
    const report = await runCase(differing('norm-902'), 'normalizers.json', listed)
    expect(report.status).toBe('failed')
    expect(report.mismatches.length).toBeGreaterThan(0)
  })

  it('a case that matches passes; an uncertain one that differs is informational', async () => {
    const matching = { ...differing('norm-906'), expected: { output: 'bcl2' } }
    expect((await runCase(matching, 'normalizers.json', listed)).status).toBe('passed')
    expect((await runCase(differing('norm-907', { uncertain: true }), 'normalizers.json', listed)).status).toBe('uncertain')
  })

  it('an unknown area is a runner error, never a pass', async () => {
    const report = await runCase({ ...differing('x-001'), area: 'no_such_area' }, 'no_such_area.json', listed)
    expect(report.status).toBe('runner_error')
  })
})
