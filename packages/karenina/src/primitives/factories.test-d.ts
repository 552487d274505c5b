import { expectTypeOf } from 'vitest'
import type { Normalizer } from './normalizers.js'
import { exactMatch } from './exact-match.js'
import { numericGraded } from './numeric-graded.js'
import { numericTolerance } from './numeric-tolerance.js'
import { setContainment } from './set-containment.js'
import { traceLength } from './trace-length.js'
import type { PrimitiveType } from './registry.js'

// Options are camelCase; params keep Karenina's snake_case names with defaults filled.
expectTypeOf(numericGraded({ cutoff: 0.25, fullCredit: 0.01 }).params).toEqualTypeOf<
  Readonly<{ cutoff: number; full_credit: number | null; mode: 'relative' | 'absolute'; decay: 'linear' | 'quadratic' }>
>()
expectTypeOf(exactMatch().params.normalize).toEqualTypeOf<Normalizer[]>()
expectTypeOf(setContainment().params).toEqualTypeOf<Readonly<{ mode: string; min_overlap: number | null }>>()
expectTypeOf(traceLength().kind).toEqualTypeOf<'trace'>()
expectTypeOf(numericTolerance({ tolerance: 1 }).type).toEqualTypeOf<'NumericTolerance'>()
expectTypeOf<'NumericThresholdGraded'>().toExtend<PrimitiveType>()

// @ts-expect-error tolerance is required
numericTolerance({ mode: 'absolute' })
// @ts-expect-error mode is a Literal
numericTolerance({ tolerance: 1, mode: 'bogus' })
// @ts-expect-error cutoff is required
numericGraded({})
