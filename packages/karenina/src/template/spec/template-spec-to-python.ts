import { unboxNumber } from '../../compat/py-float-value.js'
import { pyFloatRepr, pyRepr } from '../../compat/py-str.js'
import { pyTruthy } from '../../compat/py-truthy.js'
import type { StrategyNode } from '../../composition/strategy-node.js'
import { TemplateError } from '../../errors/template-error.js'
import { parseTemplateSpec, strategyFromSpec, type TemplateFieldSpec, type TemplateSpecInput, validateTemplateSpec } from './template-spec.js'

const ANNOTATIONS: Record<string, string> = { bool: 'bool', str: 'str', int: 'int', float: 'float', list_str: 'list[str]', date: 'str' }

const NODE_CLASSES = { field_check: 'FieldCheck', all_of: 'AllOf', any_of: 'AnyOf', at_least_n: 'AtLeastN' } as const

function annotation(field: TemplateFieldSpec, exact: Readonly<Record<string, string>> | undefined): string {
  const given = exact?.[field.name]
  if (given !== undefined) return given
  if (field.type === 'literal' && field.literal_values !== null && field.literal_values.length > 0) {
    return `Literal[${field.literal_values.map(pyRepr).join(', ')}]`
  }
  return ANNOTATIONS[field.type] ?? 'str'
}

function primitiveCode(primitive: Record<string, unknown>): string {
  const type = (primitive.type ?? 'ExactMatch') as string
  const params = Object.entries(primitive).filter(([key]) => key !== 'type')
  return `${type}(${params.map(([key, value]) => `${key}=${pyRepr(value)}`).join(', ')})`
}

/** The strategy's Python expression; the classes it uses are added to `classes` (for the import line). */
function strategyCode(node: StrategyNode, classes: Set<string>): string {
  const name = NODE_CLASSES[node.type]
  classes.add(name)
  if (node.type === 'field_check') return `${name}(field=${pyRepr(node.field)})`
  const conditions = `conditions=[${node.conditions.map((child) => strategyCode(child, classes)).join(', ')}]`
  return node.type === 'at_least_n' ? `${name}(n=${node.n}, ${conditions})` : `${name}(${conditions})`
}

/** Options of {@link templateSpecToPython}. */
export interface TemplateSpecToPythonOptions {
  /** Check the spec with `validateTemplateSpec` first. @default true */
  validate?: boolean
  /** Exact annotations by field name (e.g. `list[int]`), used instead of the spec type's (`list_str` → `list[str]`). */
  annotations?: Readonly<Record<string, string>>
}

/**
 * Python source for a TemplateSpec, in the exact format of Karenina's generator (spec 01 §8.2), so that
 * Python Karenina can run it and `template_id` is computed from the same text. Unlike Karenina's generator,
 * a `verify_strategy` is kept: it is emitted as an inner `VerificationStrategy` class. The spec is validated
 * first (`validateTemplateSpec`; pass `validate: false` to skip the field-type compatibility rules).
 */
export function templateSpecToPython(input: TemplateSpecInput, options: TemplateSpecToPythonOptions = {}): string {
  const read = parseTemplateSpec(input)
  const className = typeof (input as { class_name?: unknown }).class_name === 'string' ? (input as { class_name: string }).class_name : 'Answer'
  if ('errors' in read) throw new TemplateError(className, undefined, `Invalid TemplateSpec:\n${read.errors.map((e) => `  - ${e}`).join('\n')}`)
  const spec = read.spec
  if (options.validate !== false) {
    const errors = validateTemplateSpec(spec)
    if (errors.length > 0) throw new TemplateError(spec.class_name, undefined, `Invalid TemplateSpec:\n${errors.map((e) => `  - ${e}`).join('\n')}`)
  }
  const strategy = spec.verify_strategy === null ? null : strategyFromSpec(spec.verify_strategy)
  const names = new Set<string>()
  for (const field of spec.fields) {
    const type = field.verify_with.type
    if (pyTruthy(type ?? null)) names.add(String(type))
  }
  const strategyLine = strategy === null ? null : strategyCode(strategy, names)
  const lines: string[] = []
  const annotations = spec.fields.map((f) => annotation(f, options.annotations))
  if (annotations.some((a) => a.includes('Literal['))) lines.push('from typing import Literal', '')
  lines.push(`from karenina.schemas.entities import ${['BaseAnswer', 'VerifiedField', ...[...names].sort()].join(', ')}`, '', '')
  lines.push(`class ${spec.class_name}(BaseAnswer):`)
  for (const [i, field] of spec.fields.entries()) {
    lines.push(`    ${field.name}: ${annotations[i]} = VerifiedField(`)
    lines.push(`        description="${field.description.replaceAll('"', '\\"')}",`)
    if (field.extraction_hint) lines.push(`        extraction_hint="${field.extraction_hint.replaceAll('"', '\\"')}",`)
    lines.push(`        ground_truth=${pyRepr(field.ground_truth)},`)
    lines.push(`        verify_with=${primitiveCode(field.verify_with)},`)
    const weight = unboxNumber(field.weight) as number
    if (weight !== 1) lines.push(`        weight=${pyFloatRepr(weight)},`)
    lines.push('    )')
  }
  if (strategyLine !== null) lines.push('', '    class VerificationStrategy:', `        verify_strategy = ${strategyLine}`)
  lines.push('')
  return lines.join('\n')
}
