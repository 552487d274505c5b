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
    const examples = referenceExamples()
    expect(examples.length).toBeGreaterThanOrEqual(28)
    for (const { code } of examples) {
      const built = evaluate(code)
      // A field entry becomes a template field: defineTemplate validates it (primitive, ground truth, type).
      if (isField(built)) karenina.defineTemplate({ value: built as never })
      else expect(built, code).toHaveProperty('name')
    }
  })

  // The reference is what users copy: a field example that ran inverted (a trace check without its ground
  // truth) passed the test above. Each field example states verdicts under it, and they are checked here.
  it('the verdicts each field example claims are the verdicts it gives', () => {
    const fieldExamples = referenceExamples().filter(({ code }) => isField(evaluate(code)))
    expect(fieldExamples.length).toBeGreaterThanOrEqual(22)
    for (const { code, claims } of fieldExamples) {
      // SemanticMatch needs an embedding model to give a verdict.
      if (code.includes('semanticMatch(')) continue
      expect(claims.map((c) => c.verdict).sort(), `${code}\nneeds a claim of each kind under it (// <value> → pass; <value> → fail)`).toEqual(expect.arrayContaining(['fail', 'pass']))
      const Template = karenina.defineTemplate({ value: evaluate(code) as never })
      for (const claim of claims) {
        // A trace field's value is the judge's (unused): the trace decides.
        const values = { value: claim.trace === undefined ? claim.value : true }
        const verdict = Template.verify(values as never, { rawTrace: claim.trace ?? JSON.stringify(values) })
        expect(verdict ? 'pass' : 'fail', `${code}\n${claim.text}`).toBe(claim.verdict)
      }
    }
  })
})

interface Claim {
  text: string
  value?: unknown
  trace?: string
  verdict: 'pass' | 'fail'
}

/** The ```ts blocks of the reference, each without its claim lines (`// <json> → pass; trace "<text>" → fail`). */
function referenceExamples(): { code: string; claims: Claim[] }[] {
  return [...generateReference(program).matchAll(/```ts\n([\s\S]*?)\n```/g)].map((m) => {
    const lines = m[1]!.split('\n')
    const claims = lines
      .filter((line) => line.startsWith('// '))
      .flatMap((line) => line.slice(3).split(';'))
      .map((text): Claim => {
        const found = /^\s*(trace )?(.+?) → (pass|fail)\s*$/.exec(text)
        if (!found) throw new Error(`unreadable claim: ${text}`)
        const given = JSON.parse(found[2]!) as unknown
        return { text: text.trim(), verdict: found[3] as Claim['verdict'], ...(found[1] ? { trace: String(given) } : { value: given }) }
      })
    return { code: lines.filter((line) => !line.startsWith('// ')).join('\n'), claims }
  })
}

function evaluate(code: string): unknown {
  const scope = Object.fromEntries(Object.entries({ ...karenina, z }).filter(([name]) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default'))
  const build = new Function(...Object.keys(scope), `return (${code})`) as (...args: unknown[]) => unknown
  return build(...Object.values(scope))
}

function isField(built: unknown): boolean {
  return typeof built === 'object' && built !== null && 'schema' in built
}
