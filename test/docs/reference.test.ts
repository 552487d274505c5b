import { readFileSync } from 'node:fs'
import * as karenina from 'karenina'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type ts from 'typescript'
import { factoriesWithoutExample, undocumentedExports } from '../../scripts/reference/doc-coverage.js'
import { coreProgram, generateReference, REFERENCE_FILE } from '../../scripts/reference/generate-reference.js'

// docs/reference.md is generated from the code (`pnpm run docs`); this keeps it, and the TSDoc it is made of, current.
let program: ts.Program
beforeAll(() => {
  program = coreProgram()
}, 120_000)

describe('docs/reference.md', () => {
  it('is what `pnpm run docs` generates from the code today', () => {
    const committed = readFileSync(REFERENCE_FILE, 'utf8')
    expect(generateReference(program) === committed, 'docs/reference.md is stale: run `pnpm run docs` and commit it').toBe(true)
  })

  it('every exported function and class of karenina has a doc comment', () => {
    expect(undocumentedExports(program)).toEqual([])
  })

  it('every primitive and rubric trait factory has an @example', () => {
    expect(factoriesWithoutExample(program)).toEqual([])
  })

  it('the examples of the primitives and traits run: each builds a template field or a trait', () => {
    const examples = [...generateReference(program).matchAll(/```ts\n([\s\S]*?)\n```/g)].map((m) => m[1]!)
    expect(examples.length).toBeGreaterThanOrEqual(28)
    const scope = Object.fromEntries(Object.entries({ ...karenina, z }).filter(([name]) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default'))
    for (const example of examples) {
      const build = new Function(...Object.keys(scope), `return (${example})`) as (...args: unknown[]) => unknown
      const built = build(...Object.values(scope))
      // A field entry becomes a template field: defineTemplate validates it (primitive, ground truth, type).
      if (typeof built === 'object' && built !== null && 'schema' in built) karenina.defineTemplate({ value: built as never })
      else expect(built, example).toHaveProperty('name')
    }
  })
})
