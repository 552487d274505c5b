import type { z } from 'zod'
import { PyFloat } from '../../compat/py-float-value.js'
import { isPrimitiveType, PRIMITIVE_TYPES, TRACE_PRIMITIVE_TYPES } from '../../primitives/registry.js'
import type { TemplateFieldSpec, TemplateSpecInput, VerifyStrategySpec } from '../../template/spec/template-spec.js'
import { readFieldAnnotation } from './python-annotation.js'
import { lastSegment, PythonParser as Parser, type PyExpr } from '../../python-sandbox/python-expression-parser.js'
import { PythonSubsetError, tokenizePython } from '../../python-sandbox/python-tokenizer.js'

/** What reading a template's Python source gives: a TemplateSpec, or why it is not declarative. */
export type PythonTemplateReading =
  | {
      kind: 'declarative'
      spec: TemplateSpecInput
      /** Each field's exact value schema (the spec's `type` is Karenina's coarser converter view, e.g. `list_str` for `list[int]`). */
      fieldSchemas: Record<string, z.ZodType>
    }
  | { kind: 'classic'; reason: string; line: number }

const STRATEGY_NODES: Record<string, VerifyStrategySpec['type']> = { AllOf: 'all_of', AnyOf: 'any_of', AtLeastN: 'at_least_n', FieldCheck: 'field_check' }
const VERIFIED_FIELD_PARAMS = ['description', 'ground_truth', 'verify_with', 'weight', 'extraction_hint'] as const

/** A literal value (JSON-like): strings, numbers, booleans, None, lists, tuples (as lists), dicts with string keys. */
function literalValue(expr: PyExpr, what: string): unknown {
  switch (expr.kind) {
    case 'const':
      return expr.value
    case 'list':
    case 'tuple':
      return expr.items.map((item) => literalValue(item, what))
    case 'dict': {
      const out: Record<string, unknown> = {}
      for (const [key, value] of expr.entries) {
        if (key.kind !== 'const' || typeof key.value !== 'string') throw new PythonSubsetError(key.line, `${what}: only string dict keys are supported`)
        out[key.value] = literalValue(value, what)
      }
      return out
    }
    case 'call':
      // A synonym-map normalizer is the one call allowed inside primitive parameters.
      if (expr.callee === 'SynonymMap' && expr.args.length === 0 && expr.kwargs.length === 1 && expr.kwargs[0]![0] === 'mapping') {
        return { mapping: literalValue(expr.kwargs[0]![1], what) }
      }
      throw new PythonSubsetError(expr.line, `${what}: the call ${expr.callee}(...) is not a literal value`)
    default:
      throw new PythonSubsetError(expr.line, `${what}: only literal values are supported`)
  }
}

function stringValue(expr: PyExpr, what: string): string {
  if (expr.kind !== 'const' || typeof expr.value !== 'string') throw new PythonSubsetError(expr.line, `${what} must be a string literal`)
  return expr.value
}

function primitiveSpec(expr: PyExpr): Record<string, unknown> {
  if (expr.kind !== 'call') throw new PythonSubsetError(expr.line, 'verify_with must be a primitive call such as ExactMatch(...)')
  const type = lastSegment(expr.callee)
  if (!isPrimitiveType(type)) throw new PythonSubsetError(expr.line, `${expr.callee} is not one of the verification primitives (${PRIMITIVE_TYPES.join(', ')})`)
  if (expr.args.length > 0) throw new PythonSubsetError(expr.line, `${type}(...) takes keyword arguments only`)
  const params: Record<string, unknown> = { type }
  for (const [key, value] of expr.kwargs) params[key] = literalValue(value, `${type}(${key}=...)`)
  return params
}

function strategySpec(expr: PyExpr): VerifyStrategySpec {
  if (expr.kind !== 'call' || !Object.hasOwn(STRATEGY_NODES, lastSegment(expr.callee))) {
    throw new PythonSubsetError(expr.line, 'verify_strategy must be built from AllOf, AnyOf, AtLeastN and FieldCheck')
  }
  const type = STRATEGY_NODES[lastSegment(expr.callee)]!
  const kwargs = new Map(expr.kwargs)
  if (type === 'field_check') {
    const field = expr.args[0] ?? kwargs.get('field')
    if (field === undefined) throw new PythonSubsetError(expr.line, 'FieldCheck needs field=')
    return { type, field_name: stringValue(field, 'FieldCheck field') }
  }
  const conditions = expr.args.length > 0 ? expr.args : (() => {
    const list = kwargs.get('conditions')
    if (list === undefined) return []
    if (list.kind !== 'list' && list.kind !== 'tuple') throw new PythonSubsetError(list.line, 'conditions must be a list')
    return list.items
  })()
  const spec: VerifyStrategySpec = { type, conditions: conditions.map(strategySpec) }
  if (type === 'at_least_n') {
    const n = kwargs.get('n')
    if (n === undefined || n.kind !== 'const' || typeof n.value !== 'number') throw new PythonSubsetError(expr.line, 'AtLeastN needs an integer n=')
    spec.n = n.value
  }
  return spec
}

function verifiedField(name: string, annotation: PyExpr, call: Extract<PyExpr, { kind: 'call' }>, schemas: Record<string, z.ZodType>): TemplateFieldSpec {
  const given = new Map<string, PyExpr>()
  call.args.forEach((arg, i) => {
    const param = VERIFIED_FIELD_PARAMS[i]
    if (param === undefined) throw new PythonSubsetError(call.line, `VerifiedField takes at most ${VERIFIED_FIELD_PARAMS.length} positional arguments`)
    given.set(param, arg)
  })
  for (const [key, value] of call.kwargs) {
    if (!(VERIFIED_FIELD_PARAMS as readonly string[]).includes(key)) {
      throw new PythonSubsetError(value.line, `VerifiedField argument "${key}" is not supported (only ${VERIFIED_FIELD_PARAMS.join(', ')})`)
    }
    if (given.has(key)) throw new PythonSubsetError(value.line, `VerifiedField got multiple values for "${key}"`)
    given.set(key, value)
  }
  for (const required of ['description', 'ground_truth', 'verify_with'] as const) {
    if (!given.has(required)) throw new PythonSubsetError(call.line, `field "${name}": VerifiedField needs ${required}`)
  }
  const { schema, specType: type, literalValues } = readFieldAnnotation(annotation, name)
  schemas[name] = schema
  const hint = given.get('extraction_hint')
  const weight = given.get('weight')
  const weightValue = weight === undefined ? 1 : literalValue(weight, 'weight')
  if (typeof weightValue !== 'number' && !(weightValue instanceof PyFloat)) throw new PythonSubsetError(weight!.line, 'weight must be a number')
  const verifyWith = primitiveSpec(given.get('verify_with')!)
  return {
    name,
    type,
    description: stringValue(given.get('description')!, `field "${name}" description`),
    extraction_hint: hint === undefined ? null : (literalValue(hint, 'extraction_hint') as string | null),
    ground_truth: literalValue(given.get('ground_truth')!, `field "${name}" ground_truth`),
    literal_values: literalValues,
    verify_with: verifyWith,
    weight: weightValue instanceof PyFloat ? weightValue.value : weightValue,
    is_trace: (TRACE_PRIMITIVE_TYPES as ReadonlySet<string>).has(verifyWith.type as string),
  }
}

/** Skips a docstring statement (a bare string literal). */
function isDocstring(p: Parser): boolean {
  if (p.peek().kind !== 'string') return false
  let offset = 1
  while (p.peek(offset).kind === 'string') offset++
  return p.peek(offset).kind === 'newline'
}

function skipStatement(p: Parser): void {
  while (p.peek().kind !== 'newline' && p.peek().kind !== 'end') p.next()
  if (p.peek().kind === 'newline') p.next()
}

function parseStrategyClass(p: Parser): VerifyStrategySpec | null {
  if (p.isOp('(')) {
    p.next()
    p.expectOp(')')
  }
  p.expectOp(':')
  p.expectKind('newline')
  p.expectKind('indent')
  let strategy: VerifyStrategySpec | null = null
  while (p.peek().kind !== 'dedent' && p.peek().kind !== 'end') {
    if (isDocstring(p)) skipStatement(p)
    else if (p.isName('verify_strategy') && p.isOp('=', 1)) {
      p.next()
      p.next()
      strategy = strategySpec(p.expression())
      p.expectKind('newline')
    } else if (p.isName('pass')) skipStatement(p)
    else throw new PythonSubsetError(p.peek().line, 'class VerificationStrategy may only set verify_strategy')
  }
  if (p.peek().kind === 'dedent') p.next()
  return strategy
}

function parseAnswerClass(p: Parser, className: string, schemas: Record<string, z.ZodType>): TemplateSpecInput {
  p.expectOp(':')
  p.expectKind('newline')
  p.expectKind('indent')
  const fields: TemplateFieldSpec[] = []
  let strategy: VerifyStrategySpec | null = null
  while (p.peek().kind !== 'dedent' && p.peek().kind !== 'end') {
    const t = p.peek()
    if (isDocstring(p) || p.isName('pass')) {
      skipStatement(p)
      continue
    }
    if (p.isName('def') || p.isName('async') || p.isOp('@')) {
      const name = p.isOp('@') ? 'a decorated method' : `method ${(p.peek(p.isName('async') ? 2 : 1) as { value?: string }).value ?? '?'}()`
      throw new PythonSubsetError(t.line, `the class defines ${name}: custom Python code`)
    }
    if (p.isName('class')) {
      p.next()
      const inner = p.expectName()
      if (inner !== 'VerificationStrategy') throw new PythonSubsetError(t.line, `nested class ${inner} is not supported`)
      strategy = parseStrategyClass(p)
      continue
    }
    if (p.isName() && p.isOp(':', 1)) {
      const name = p.expectName()
      p.next()
      const annotation = p.expression()
      if (!p.isOp('=')) throw new PythonSubsetError(t.line, `field "${name}" has no VerifiedField(...): a plain field`)
      p.next()
      const value = p.expression()
      if (value.kind !== 'call' || lastSegment(value.callee) !== 'VerifiedField') {
        throw new PythonSubsetError(t.line, `field "${name}" is not a VerifiedField(...): a plain field`)
      }
      fields.push(verifiedField(name, annotation, value, schemas))
      p.expectKind('newline')
      continue
    }
    throw new PythonSubsetError(t.line, 'only VerifiedField declarations, a docstring and class VerificationStrategy are supported in the class body')
  }
  if (p.peek().kind === 'dedent') p.next()
  if (fields.length === 0) throw new PythonSubsetError(p.peek().line, `class ${className} declares no VerifiedField`)
  return { fields, verify_strategy: strategy, class_name: className }
}

function skipImport(p: Parser): void {
  const t = p.next()
  if (t.kind === 'name' && t.value === 'from') {
    p.dottedName()
    if (!p.isName('import')) throw new PythonSubsetError(t.line, 'expected "import"')
  }
  skipStatement(p)
}

/**
 * Reads a template's Python source without running it (never eval): the declarative subset — one
 * `BaseAnswer` class of `VerifiedField(...)` declarations with literal arguments, one of the 23 primitives
 * with literal params (normalizers, `SynonymMap(mapping=...)`), annotations read exactly by
 * `readFieldAnnotation` (`list[int]`, `Optional[...]`, `Literal[...]`, `dict[str, X]` …), an optional docstring and `class VerificationStrategy` (AllOf/AnyOf/AtLeastN/
 * FieldCheck) — gives a TemplateSpec. Anything else (a `verify()` method, `model_post_init`, plain fields,
 * other statements) is a classic template: the reason and line are returned.
 * @example
 * const reading = readPythonTemplate(source)
 * if (reading.kind === 'declarative') templateFromSpec(reading.spec, { source })
 */
export function readPythonTemplate(source: string): PythonTemplateReading {
  try {
    const p = new Parser(tokenizePython(source))
    let spec: TemplateSpecInput | null = null
    let specClass = ''
    const fieldSchemas: Record<string, z.ZodType> = {}
    while (p.peek().kind !== 'end') {
      const t = p.peek()
      if (t.kind === 'newline') p.next()
      else if (p.isName('from') || p.isName('import')) skipImport(p)
      else if (isDocstring(p)) skipStatement(p)
      else if (p.isName('class')) {
        p.next()
        const className = p.expectName()
        const bases: string[] = []
        if (p.isOp('(')) {
          p.next()
          bases.push(...p.items(')', () => p.dottedName()).items)
        }
        if (!bases.some((base) => lastSegment(base) === 'BaseAnswer')) throw new PythonSubsetError(t.line, `class ${className} does not derive from BaseAnswer`)
        // Karenina's ValidateTemplate wording (spec 01 §7.5): it keeps leaf classes, and two are an error.
        if (spec !== null) throw new PythonSubsetError(t.line, `Multiple BaseAnswer subclasses found at leaf level: ['${specClass}', '${className}']`)
        spec = parseAnswerClass(p, className, fieldSchemas)
        specClass = className
      } else throw new PythonSubsetError(t.line, 'only imports and one BaseAnswer class are supported at module level')
    }
    if (spec === null) throw new PythonSubsetError(1, 'no class deriving from BaseAnswer')
    return { kind: 'declarative', spec, fieldSchemas }
  } catch (error) {
    if (error instanceof PythonSubsetError) return { kind: 'classic', reason: error.problem, line: error.line }
    throw error
  }
}
