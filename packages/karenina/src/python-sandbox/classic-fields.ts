import { z } from 'zod'
import { laxBool, laxPyFloat, laxPyInt } from '../compat/pydantic-lax.js'
import { PythonParser, type PyExpr } from './python-expression-parser.js'
import { PythonSubsetError, tokenizePython } from './python-tokenizer.js'

/** The judge-facing shape of a classic Python template, read without running it. */
export interface ClassicClassOutline {
  className: string
  /** Field name → zod schema (with the Field description), in declaration order. */
  shape: Record<string, z.ZodType>
  /** The class body defines `verify` / `verify_granular`. */
  hasVerify: boolean
  hasVerifyGranular: boolean
}

const indentOf = (line: string): number => line.length - line.trimStart().length

function last(name: string): string {
  return name.slice(name.lastIndexOf('.') + 1)
}

function schemaOf(annotation: PyExpr): z.ZodType {
  if (annotation.kind === 'union') {
    const options = annotation.options.filter((o) => !(o.kind === 'const' && o.value === null) && !(o.kind === 'name' && o.name === 'None'))
    const inner = options.length === 1 ? schemaOf(options[0]!) : z.union(options.map(schemaOf) as [z.ZodType, z.ZodType, ...z.ZodType[]])
    return options.length < annotation.options.length ? inner.nullable() : inner
  }
  if (annotation.kind === 'name') {
    // Pydantic's lax mode, as the Python class validates the judge's output: "3" is an int, "yes" a bool.
    switch (last(annotation.name)) {
      case 'int':
        return laxPyInt
      case 'float':
        return laxPyFloat
      case 'bool':
        return laxBool
      case 'str':
        return z.string()
      case 'list':
      case 'List':
      case 'set':
      case 'Set':
      case 'tuple':
      case 'Tuple':
        return z.array(z.unknown())
      case 'dict':
      case 'Dict':
        return z.record(z.string(), z.unknown())
      default:
        return z.string()
    }
  }
  if (annotation.kind === 'subscript') {
    const target = last(annotation.target)
    const args = annotation.index
    if (target === 'Optional' && args.length === 1) return schemaOf(args[0]!).nullable()
    if (target === 'Union') return schemaOf({ kind: 'union', options: args, line: annotation.line })
    if (target === 'Literal') {
      const values = args.map((a) => (a.kind === 'const' ? a.value : null)).filter((v): v is string | number | boolean => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
      if (values.length > 0 && values.every((v) => typeof v === 'string')) return z.enum(values as [string, ...string[]])
      if (values.length > 0) return z.union(values.map((v) => z.literal(v)) as unknown as [z.ZodType, z.ZodType])
    }
    if (['list', 'List', 'set', 'Set', 'frozenset', 'Sequence'].includes(target)) return z.array(args[0] ? schemaOf(args[0]) : z.unknown())
    if (['tuple', 'Tuple'].includes(target)) return z.array(args[0] && args.length === 2 && args[1]!.kind === 'const' ? schemaOf(args[0]) : z.unknown())
    if (['dict', 'Dict', 'Mapping'].includes(target)) return z.record(z.string(), args[1] ? schemaOf(args[1]) : z.unknown())
  }
  return z.string()
}

/** One logical line starting at `start`: continuation lines while brackets are open. */
function logicalLine(lines: string[], start: number): { text: string; end: number } {
  let text = lines[start]!
  let depth = 0
  let end = start
  const count = (s: string) => {
    for (const ch of s.replace(/(["'])(?:\\.|(?!\1).)*\1/g, '')) {
      if ('([{'.includes(ch)) depth++
      else if (')]}'.includes(ch)) depth--
    }
  }
  count(text)
  while (depth > 0 && end + 1 < lines.length) {
    end++
    text += `\n${lines[end]}`
    count(lines[end]!)
  }
  return { text, end }
}

/**
 * Reads the fields of a classic template's `BaseAnswer` class (annotated class-level statements with an
 * optional `Field(description=...)`), skipping method bodies, so the judge schema is known at load time.
 * The sandbox defines the class later and checks that its fields match.
 */
export function readClassicOutline(source: string): ClassicClassOutline {
  const lines = source.replace(/\r\n?/g, '\n').split('\n')
  const classLine = lines.findIndex((l) => /^class\s+\w+\s*\(.*BaseAnswer.*\)\s*:/.test(l))
  if (classLine < 0) throw new PythonSubsetError(1, 'no class deriving from BaseAnswer')
  const className = /^class\s+(\w+)/.exec(lines[classLine]!)![1]!
  const shape: Record<string, z.ZodType> = {}
  let bodyIndent = -1
  let hasVerify = false
  let hasVerifyGranular = false
  let inString: string | null = null
  for (let i = classLine + 1; i < lines.length; i++) {
    const line = lines[i]!
    if (inString !== null) {
      if ((line.split(inString).length - 1) % 2 === 1) inString = null
      continue
    }
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue
    const indent = indentOf(line)
    if (indent === 0) break
    if (bodyIndent < 0) bodyIndent = indent
    const quote = /"""|'''/.exec(line)
    if (quote !== null && (line.split(quote[0]).length - 1) % 2 === 1) inString = quote[0]
    if (indent !== bodyIndent) continue
    const def = /^\s*(?:async\s+)?def\s+(\w+)/.exec(line)
    if (def !== null) {
      if (def[1] === 'verify') hasVerify = true
      if (def[1] === 'verify_granular') hasVerifyGranular = true
      continue
    }
    const field = /^\s*([A-Za-z]\w*)\s*:(?!=)/.exec(line)
    if (field === null || field[1] === 'model_config') continue
    const { text, end } = logicalLine(lines, i)
    i = end
    const read = readField(text.trim())
    if (read === null) continue
    if (read.name !== 'id') shape[read.name] = read.schema
  }
  return { className, shape, hasVerify, hasVerifyGranular }
}

/** `name: annotation [= value]`; an annotation or value outside the reader's subset gets a permissive schema. */
function readField(text: string): { name: string; schema: z.ZodType } | null {
  const name = /^([A-Za-z]\w*)/.exec(text)![1]!
  try {
    const p = new PythonParser(tokenizePython(text))
    p.expectName()
    p.expectOp(':')
    const annotation = p.expression()
    if (annotation.kind === 'subscript' && last(annotation.target) === 'ClassVar') return null
    let schema = schemaOf(annotation)
    if (p.isOp('=')) {
      p.next()
      const value = p.expression()
      const isField = value.kind === 'call' && last(value.callee) === 'Field'
      const description = isField ? value.kwargs.find(([k]) => k === 'description')?.[1] : undefined
      if (description?.kind === 'const' && typeof description.value === 'string') schema = schema.describe(description.value)
      const required = isField && (value.args.length === 0 || (value.args[0]!.kind === 'name' && value.args[0]!.name === '...')) && !value.kwargs.some(([k]) => k === 'default' || k === 'default_factory')
      if (!required) schema = schema.optional()
    }
    return { name, schema }
  } catch (error) {
    if (error instanceof PythonSubsetError) return { name, schema: z.unknown() }
    throw error
  }
}
