// Options a user writes reject unknown keys, naming the key and the close one: a misspelt key would
// otherwise be ignored (e.g. `match_type` for `matchType` runs every regex check as "exact").
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ValidationError } from '../errors/validation-error.js'
import { exactMatch } from '../primitives/exact-match.js'
import { verifyRegex } from './classic/verify-regex.js'
import { defineTemplate } from './define-template.js'
import { field } from './field.js'

describe('unknown keys in template options', () => {
  it('verifyRegex: match_type instead of matchType is an error, not an exact check', () => {
    const checks = { year: { pattern: '\\d{4}', expected: '1928', match_type: 'contains' } }
    expect(() => verifyRegex(checks as never, 'in 1928')).toThrow(ValidationError)
    expect(() => verifyRegex(checks as never, 'in 1928')).toThrow(`unknown key 'match_type' in verifyRegex options of check "year" (did you mean 'matchType'?)`)
    expect(verifyRegex({ year: { pattern: '\\d{4}', expected: '1928', matchType: 'contains' } }, 'in 1928').success).toBe(true)
  })

  it('a groundTruth hook returning a misspelt regex check fails at definition time, naming the template', () => {
    expect(() =>
      defineTemplate({ year: z.string() }, { name: 'Discovery', groundTruth: () => ({ regex: { year: { pattern: '\\d{4}', expected: '1928', match_type: 'contains' } } }) as never, verify: () => true }),
    ).toThrow(/Discovery.*unknown key 'match_type'.*did you mean 'matchType'/s)
  })

  it('defineTemplate options and field options', () => {
    const target = field(z.string(), { description: 'The target', groundTruth: 'BCL2', check: exactMatch() })
    expect(() => defineTemplate({ target }, { nam: 'X' } as never)).toThrow("unknown key 'nam' in defineTemplate options (did you mean 'name'?)")
    expect(() => defineTemplate({ target }, { verify_granular: () => 1 } as never)).toThrow("did you mean 'verifyGranular'?")
    const typo = field(z.string(), { description: 'The target', ground_truth: 'BCL2', groundTruth: 'BCL2', check: exactMatch() } as never)
    expect(() => defineTemplate({ target: typo })).toThrow(/target.*unknown key 'ground_truth' in field options \(did you mean 'groundTruth'\?\)/s)
    const far = field(z.string(), { description: 'The target', groundTruth: 'BCL2', check: exactMatch(), zzz: 1 } as never)
    expect(() => defineTemplate({ target: far })).toThrow("unknown key 'zzz' in field options (known keys: description, groundTruth, check, weight, extractionHint, type)")
  })
})
