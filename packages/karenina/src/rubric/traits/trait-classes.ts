import { z } from 'zod'
import { laxStr } from '../../compat/pydantic-lax.js'
import { pyLower } from '../../compat/py-lower.js'
import { pyStrip } from '../../compat/py-whitespace.js'

/** `classes` of a literal trait: class name → description, in index order (`null` when unset). */
export const TraitClassesSchema = z.record(z.string(), laxStr).nullable().default(null)

/** Literal classes: `{className: description}`; insertion order is index order. */
export type TraitClasses = Readonly<Record<string, string>>

/**
 * Karenina's `validate_classes` (spec 03 §2.1): 2–20 classes, names and descriptions non-empty after
 * Python `strip()`, names unique case-insensitively. Returns the problem, or null when valid.
 */
export function traitClassesProblem(classes: TraitClasses): string | null {
  const entries = Object.entries(classes)
  if (entries.length < 2) return 'Literal trait must have at least 2 classes'
  if (entries.length > 20) return 'Literal trait cannot have more than 20 classes'
  const seen = new Set<string>()
  for (const [name, description] of entries) {
    if (pyStrip(name) === '') return 'Class names cannot be empty'
    if (pyStrip(description) === '') return `Description for class '${name}' cannot be empty`
    const lower = pyLower(name)
    if (seen.has(lower)) return `Duplicate class name (case-insensitive): '${name}'`
    seen.add(lower)
  }
  return null
}

/** The class names in index order (`[]` without classes). */
export function classNames(classes: TraitClasses | null): string[] {
  return classes === null ? [] : Object.keys(classes)
}

/** Karenina's `get_class_index`: the exact (case-sensitive) index of a class name, `-1` when absent. */
export function classIndex(classes: TraitClasses | null, name: string): number {
  return classNames(classes).indexOf(name)
}
