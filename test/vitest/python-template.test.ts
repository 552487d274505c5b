import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { loadResults } from 'karenina'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixtureProject, type FixtureProject } from './support/fixture-project.js'

// A real vitest 4 process tests a classic Python template on given values: toSatisfyTemplateAsync runs the
// class in the Python sandbox; the synchronous toSatisfyTemplate says it cannot and names the async matcher.

let project: FixtureProject
beforeAll(async () => {
  project = await fixtureProject('python-template', 4)
})
afterAll(async () => {
  await project?.remove()
})

describe('toSatisfyTemplateAsync with a classic Python template (vitest 4)', () => {
  it('passes right values, fails wrong ones with the verdict, and points the sync matcher to the async one', async () => {
    const run = await project.vitest(['run', '--reporter', 'default', '--reporter', 'karenina'], { KARENINA_FIXED_TIME: '2026-02-03T04:05:06Z' })
    const output = run.stdout + run.stderr
    expect(run.code, output).toBe(1)
    expect(output).toMatch(/2 failed \| 2 passed|2 passed.*2 failed/s)
    expect(output).toContain('expected the values to verify against template Answer, but it is a wrong answer')
    expect(output).toContain(
      'template Answer is a classic Python template: its verify() runs in the Python sandbox, which is asynchronous, so it cannot be checked synchronously. Use `await expect(values).toSatisfyTemplateAsync(template)` in tests',
    )
    const set = loadResults(await readFile(join(project.dir, 'karenina-results.json'), 'utf8'))
    expect(set.results.map((r) => r.template?.verify_result)).toEqual([true, false, false])
  }, 180_000)
})
