import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadResults } from 'karenina'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { assertBuilt, copyFixture, runJest } from './helpers/jest-project.js'

// A real jest process tests a classic Python template on given values: toSatisfyTemplateAsync runs the class
// in the Python sandbox; the synchronous toSatisfyTemplate says it cannot and names the async matcher.
describe('jest-karenina: toSatisfyTemplateAsync with a classic Python template', () => {
  let project: ReturnType<typeof copyFixture>
  beforeAll(() => {
    assertBuilt()
    project = copyFixture('python-template')
  })
  afterAll(() => {
    project?.cleanup()
  })

  test('passes right values, fails wrong ones with the verdict, and points the sync matcher to the async one', { timeout: 180_000 }, async () => {
    const run = await runJest(project.dir, ['--verbose'])
    expect(run.code, run.output).toBe(1)
    expect(run.output).toMatch(/✓ python: right values satisfy the template/)
    expect(run.output).toMatch(/✓ python: wrong values do not satisfy the template \(negated\)/)
    expect(run.output).toMatch(/Tests: +2 failed, 2 passed, 4 total/)
    expect(run.output).toContain('expected the values to verify against template Answer, but it is a wrong answer')
    expect(run.output).toContain(
      'template Answer is a classic Python template: its verify() runs in the Python sandbox, which is asynchronous, so it cannot be checked synchronously. Use `await expect(values).toSatisfyTemplateAsync(template)` in tests',
    )
    const set = loadResults(readFileSync(join(project.dir, 'karenina-results.json'), 'utf8'))
    expect(set.results.map((r) => r.template?.verify_result)).toEqual([true, false, false])
  })
})
