import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { assertBuilt, copyFixture, REPO, runNode } from './helpers/jest-project.js'

const TSC = join(REPO, 'node_modules/typescript/bin/tsc')

// A TypeScript jest project that uses every matcher (on `@jest/globals`' expect and on the global expect
// of @types/jest) and describeBenchmark, type-checked with tsc against the built declarations, as users get them.
describe('jest-karenina typings', () => {
  let project: ReturnType<typeof copyFixture>

  beforeAll(() => {
    assertBuilt()
    project = copyFixture('typecheck')
  })
  afterAll(() => project?.cleanup())

  test('tsc type-checks every matcher, their options and describeBenchmark (and rejects misuse)', { timeout: 90_000 }, async () => {
    const run = await runNode([TSC, '-p', 'tsconfig.json'], { cwd: project.dir })
    expect(run.output.trim()).toBe('')
    expect(run.code).toBe(0)
  })

  test('the matcher typings come from jest-karenina/setup: without it, tsc rejects the matchers', { timeout: 90_000 }, async () => {
    const run = await runNode([TSC, '-p', 'tsconfig.without-setup-types.json'], { cwd: project.dir })
    expect(run.code).toBe(2)
    expect(run.stdout).toContain("Property 'toVerify' does not exist")
    expect(run.stdout).toContain("Property 'toScoreTrait' does not exist")
    expect(run.stdout).toContain("Property 'toSatisfyTemplate' does not exist")
    expect(run.stdout).toMatch(/globals\.test\.ts.*Property 'toVerify' does not exist on type 'JestMatchers/)
  })
})
