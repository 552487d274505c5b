import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { booleanMatch } from '../primitives/boolean-match.js'
import { numericGraded } from '../primitives/numeric-graded.js'
import { defineTemplate } from '../template/define-template.js'
import { field } from '../template/field.js'
import type { Template, TemplateShape } from '../template/template.js'
import { allOf } from './all-of.js'
import { anyOf } from './any-of.js'
import { atLeastN } from './at-least-n.js'
import { fieldCheck } from './field-check.js'
import type { StrategyNode } from './strategy-node.js'

// Random verified templates whose field outcomes are known by construction: a BooleanMatch field passes
// (score 1) or fails (score 0) as chosen; a NumericGraded field (absolute cutoff 10, no full credit) placed
// at distance d scores 1 − d/10 and passes when d <= 10.
interface FieldPlan {
  kind: 'boolean' | 'graded'
  weight: number
  pass: boolean
  distance: number
}

const fieldPlan: fc.Arbitrary<FieldPlan> = fc.record({
  kind: fc.constantFrom('boolean', 'graded'),
  weight: fc.oneof(fc.integer({ min: 0, max: 5 }), fc.double({ min: 0, max: 10, noNaN: true })),
  pass: fc.boolean(),
  distance: fc.integer({ min: 0, max: 15 }),
})

interface Plan {
  fields: FieldPlan[]
  strategy: StrategyNode | null
}

const names = (n: number) => Array.from({ length: n }, (_, i) => `f${i}`)

function strategyOver(fieldNames: string[]): fc.Arbitrary<StrategyNode> {
  const { node } = fc.letrec<{ node: StrategyNode }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constantFrom(...fieldNames).map(fieldCheck),
      fc.array(tie('node'), { maxLength: 4 }).map((c) => allOf(...c)),
      fc.array(tie('node'), { maxLength: 4 }).map((c) => anyOf(...c)),
      fc.tuple(fc.nat(5), fc.array(tie('node'), { maxLength: 4 })).map(([n, c]) => atLeastN(n, ...c)),
    ),
  }))
  return node
}

const plan: fc.Arbitrary<Plan> = fc.array(fieldPlan, { minLength: 1, maxLength: 6 }).chain((fields) =>
  fc.option(strategyOver(names(fields.length)), { nil: null, freq: 3 }).map((strategy) => ({ fields, strategy })),
)

function build(p: Plan): { template: Template<TemplateShape>; values: Record<string, unknown> } {
  const shape: TemplateShape = {}
  const values: Record<string, unknown> = {}
  p.fields.forEach((f, i) => {
    const name = `f${i}`
    if (f.kind === 'boolean') {
      shape[name] = field(z.boolean(), { description: `field ${i}`, groundTruth: true, check: booleanMatch(), weight: f.weight })
      values[name] = f.pass
    } else {
      shape[name] = field(z.number(), { description: `field ${i}`, groundTruth: 100, check: numericGraded({ cutoff: 10, mode: 'absolute' }), weight: f.weight })
      values[name] = 100 + f.distance
    }
  })
  return { template: defineTemplate(shape, { strategy: p.strategy }), values }
}

/** The spec's expectations, computed from the plan alone. */
const passes = (f: FieldPlan) => (f.kind === 'boolean' ? f.pass : f.distance <= 10)
const scoreOf = (f: FieldPlan) => (f.kind === 'boolean' ? (f.pass ? 1 : 0) : Math.max(0, 1 - f.distance / 10))

function evaluate(node: StrategyNode, results: Record<string, boolean>): boolean {
  switch (node.type) {
    case 'field_check':
      return results[node.field] === true
    case 'all_of':
      return node.conditions.every((c) => evaluate(c, results))
    case 'any_of':
      return node.conditions.some((c) => evaluate(c, results))
    case 'at_least_n':
      return node.conditions.filter((c) => evaluate(c, results)).length >= node.n
  }
}

function expectedGranular(p: Plan): number {
  const total = p.fields.reduce((s, f) => s + f.weight, 0)
  if (total === 0) return 0
  const credits = p.fields.map((f) => f.weight * scoreOf(f))
  const root = p.strategy?.type
  if (root === 'any_of') return Math.max(...credits) / total
  if (root === 'at_least_n') {
    const n = (p.strategy as { n: number }).n
    return [...credits].sort((a, b) => b - a).slice(0, n).reduce((s, c) => s + c, 0) / total
  }
  return credits.reduce((s, c) => s + c, 0) / total
}

const RUNS = { numRuns: 400 }

describe('verifyGranular is consistent with verify (spec 01 §4.3, §5)', () => {
  it('stays in [0, 1] with non-negative weights, under any strategy', () => {
    fc.assert(
      fc.property(plan, (p) => {
        const { template, values } = build(p)
        const g = template.verifyGranular(values)!
        return g >= 0 && g <= 1
      }),
      RUNS,
    )
  })

  it('equals the weighted formula of the root node type (flat sum, AnyOf max, AtLeastN n largest)', () => {
    fc.assert(
      fc.property(plan, (p) => {
        const { template, values } = build(p)
        expect(template.verifyGranular(values)).toBeCloseTo(expectedGranular(p), 12)
      }),
      RUNS,
    )
  })

  it('verify() is every field passing by default, else the strategy tree over the field results', () => {
    fc.assert(
      fc.property(plan, (p) => {
        const { template, values } = build(p)
        const results = Object.fromEntries(p.fields.map((f, i) => [`f${i}`, passes(f)]))
        const expected = p.strategy === null ? p.fields.every(passes) : evaluate(p.strategy, results)
        expect(template.verify(values)).toBe(expected)
      }),
      RUNS,
    )
  })

  it('default strategy, positive weights, pass/fail fields: verify() ⇔ granular score 1', () => {
    const binary = fc.array(fc.record({ kind: fc.constant('boolean' as const), weight: fc.integer({ min: 1, max: 5 }), pass: fc.boolean(), distance: fc.constant(0) }), { minLength: 1, maxLength: 6 })
    fc.assert(
      fc.property(binary, (fields) => {
        const { template, values } = build({ fields, strategy: null })
        expect(template.verify(values)).toBe(template.verifyGranular(values) === 1)
      }),
      RUNS,
    )
  })

  it('a template whose verify passes scores 1 under the default strategy when every field is at full credit', () => {
    fc.assert(
      fc.property(plan, (p) => {
        const fields = p.fields.map((f) => ({ ...f, pass: true, distance: 0 }))
        const { template, values } = build({ fields, strategy: null })
        expect(template.verify(values)).toBe(true)
        expect(template.verifyGranular(values)).toBe(fields.some((f) => f.weight > 0) ? 1 : 0)
      }),
      RUNS,
    )
  })

  it('only the root node type matters: other children give the same granular score', () => {
    fc.assert(
      fc.property(plan, plan, (p, other) => {
        if (p.strategy === null || other.strategy === null) return
        const n = p.fields.length
        const children = (other.strategy.type === 'field_check' ? [other.strategy] : other.strategy.conditions).map((c) => remap(c, n))
        const root = p.strategy.type
        const swapped: StrategyNode =
          root === 'any_of' ? anyOf(...children) : root === 'at_least_n' ? atLeastN(p.strategy.n, ...children) : root === 'all_of' ? allOf(...children) : fieldCheck('f0')
        const a = build(p)
        const b = build({ fields: p.fields, strategy: swapped })
        expect(b.template.verifyGranular(b.values)).toBeCloseTo(a.template.verifyGranular(a.values)!, 12)
      }),
      RUNS,
    )
  })

  it('turning a failing field into a passing one never lowers the score nor the verdict (monotone)', () => {
    fc.assert(
      fc.property(plan, fc.nat(), (p, pick) => {
        const i = pick % p.fields.length
        const better = { ...p, fields: p.fields.map((f, j) => (j === i ? { ...f, pass: true, distance: Math.min(f.distance, 5) } : f)) }
        const before = build(p)
        const after = build(better)
        expect(after.template.verifyGranular(after.values)!).toBeGreaterThanOrEqual(before.template.verifyGranular(before.values)! - 1e-12)
        if (before.template.verify(before.values)) expect(after.template.verify(after.values)).toBe(true)
      }),
      RUNS,
    )
  })

  it('a judge-null field counts as failed with score 0 but keeps its weight', () => {
    fc.assert(
      fc.property(plan, fc.nat(), (p, pick) => {
        const i = pick % p.fields.length
        const { template, values } = build(p)
        const nulled = { ...p, fields: p.fields.map((f, j) => (j === i ? { ...f, kind: 'boolean' as const, pass: false } : f)) }
        const result = template.instantiate(values as never, { nullFields: [`f${i}`] })
        expect(result.fieldResults()[`f${i}`]).toMatchObject({ result: null, score: null })
        expect(result.verifyGranular()).toBeCloseTo(expectedGranular(nulled), 12)
      }),
      RUNS,
    )
  })
})

/** Maps field names of another plan onto this plan's fields. */
function remap(node: StrategyNode, fieldCount: number): StrategyNode {
  switch (node.type) {
    case 'field_check':
      return fieldCheck(`f${Number(node.field.slice(1)) % fieldCount}`)
    case 'all_of':
      return allOf(...node.conditions.map((c) => remap(c, fieldCount)))
    case 'any_of':
      return anyOf(...node.conditions.map((c) => remap(c, fieldCount)))
    case 'at_least_n':
      return atLeastN(node.n, ...node.conditions.map((c) => remap(c, fieldCount)))
  }
}
