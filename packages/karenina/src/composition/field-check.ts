import { ValidationError } from '../errors/validation-error.js'

/** Leaf node: passes when the named field's result is exactly `true`. */
export interface FieldCheckNode {
  readonly type: 'field_check'
  readonly field: string
}

/** A strategy leaf on one field's result (Karenina's `FieldCheck(field=...)`). */
export function fieldCheck(field: string): FieldCheckNode {
  if (typeof field !== 'string') throw new ValidationError(['field'], `expected a field name (string), received ${typeof field}`, 'FieldCheck')
  return Object.freeze({ type: 'field_check', field })
}
