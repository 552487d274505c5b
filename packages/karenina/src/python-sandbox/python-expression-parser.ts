import { PyFloat } from '../compat/py-float-value.js'
import { PythonSubsetError, type PyToken } from './python-tokenizer.js'

/** A parsed Python expression of the supported subset. */
export type PyExpr =
  | { kind: 'const'; value: string | number | bigint | PyFloat | boolean | null; line: number }
  | { kind: 'list' | 'tuple'; items: PyExpr[]; line: number }
  | { kind: 'dict'; entries: [PyExpr, PyExpr][]; line: number }
  | { kind: 'name'; name: string; line: number }
  | { kind: 'call'; callee: string; args: PyExpr[]; kwargs: [string, PyExpr][]; line: number }
  | { kind: 'subscript'; target: string; index: PyExpr[]; line: number }
  | { kind: 'union'; options: PyExpr[]; line: number }

/** `typing.List` → `List`: annotations and calls may name a thing by its module path. */
export function lastSegment(name: string): string {
  return name.slice(name.lastIndexOf('.') + 1)
}

/** Recursive-descent parser over the tokens; every construct outside the subset throws PythonSubsetError. */
export class PythonParser {
  #pos = 0
  constructor(readonly tokens: PyToken[]) {}

  peek(offset = 0): PyToken {
    return this.tokens[Math.min(this.#pos + offset, this.tokens.length - 1)]!
  }

  next(): PyToken {
    const token = this.peek()
    this.#pos++
    return token
  }

  isOp(value: string, offset = 0): boolean {
    const t = this.peek(offset)
    return t.kind === 'op' && t.value === value
  }

  isName(value?: string, offset = 0): boolean {
    const t = this.peek(offset)
    return t.kind === 'name' && (value === undefined || t.value === value)
  }

  expectOp(value: string): void {
    const t = this.next()
    if (t.kind !== 'op' || t.value !== value) throw new PythonSubsetError(t.line, `expected "${value}", found ${describe(t)}`)
  }

  expectName(): string {
    const t = this.next()
    if (t.kind !== 'name') throw new PythonSubsetError(t.line, `expected a name, found ${describe(t)}`)
    return t.value
  }

  expectKind(kind: PyToken['kind']): void {
    const t = this.next()
    if (t.kind !== kind) throw new PythonSubsetError(t.line, `expected ${kind}, found ${describe(t)}`)
  }

  /** `a.b.c` (its first name already read when given). */
  dottedName(first = this.expectName()): string {
    let name = first
    while (this.isOp('.')) {
      this.next()
      name += `.${this.expectName()}`
    }
    return name
  }

  expression(): PyExpr {
    const first = this.unary()
    if (!this.isOp('|')) return first
    const options = [first]
    while (this.isOp('|')) {
      this.next()
      options.push(this.unary())
    }
    return { kind: 'union', options, line: first.line }
  }

  unary(): PyExpr {
    const t = this.peek()
    if (t.kind === 'op' && (t.value === '-' || t.value === '+')) {
      this.next()
      const operand = this.unary()
      if (operand.kind !== 'const' || !(typeof operand.value === 'number' || typeof operand.value === 'bigint' || operand.value instanceof PyFloat)) {
        throw new PythonSubsetError(t.line, `unary "${t.value}" is only supported on numbers`)
      }
      if (t.value === '+') return operand
      return { kind: 'const', value: operand.value instanceof PyFloat ? new PyFloat(-operand.value.value) : -operand.value, line: t.line }
    }
    return this.atom()
  }

  /** Comma-separated items up to `close` (trailing comma allowed); returns the items and whether a comma was seen. */
  items<T>(close: string, item: () => T): { items: T[]; comma: boolean } {
    const items: T[] = []
    let comma = false
    while (!this.isOp(close)) {
      items.push(item())
      if (this.isOp(',')) {
        this.next()
        comma = true
      } else break
    }
    this.expectOp(close)
    return { items, comma }
  }

  atom(): PyExpr {
    const t = this.next()
    const line = t.line
    switch (t.kind) {
      case 'string': {
        let value = t.value
        // Adjacent literals concatenate.
        while (this.peek().kind === 'string') value += (this.next() as { value: string }).value
        return { kind: 'const', value, line }
      }
      case 'number':
        return { kind: 'const', value: t.value, line }
      case 'name': {
        if (t.value === 'True' || t.value === 'False') return { kind: 'const', value: t.value === 'True', line }
        if (t.value === 'None') return { kind: 'const', value: null, line }
        if (['lambda', 'not', 'await', 'yield'].includes(t.value)) throw new PythonSubsetError(line, `"${t.value}" expressions are not supported`)
        const name = this.dottedName(t.value)
        if (this.isOp('(')) {
          this.next()
          const args: PyExpr[] = []
          const kwargs: [string, PyExpr][] = []
          this.items(')', () => {
            if (this.isOp('*') || this.isOp('**')) throw new PythonSubsetError(this.peek().line, 'argument unpacking is not supported')
            if (this.isName() && this.isOp('=', 1)) {
              const key = this.expectName()
              this.next()
              if (kwargs.some(([k]) => k === key)) throw new PythonSubsetError(line, `keyword argument "${key}" repeated`)
              kwargs.push([key, this.expression()])
            } else {
              if (kwargs.length > 0) throw new PythonSubsetError(line, 'positional argument follows keyword argument')
              args.push(this.expression())
            }
          })
          return { kind: 'call', callee: name, args, kwargs, line }
        }
        if (this.isOp('[')) {
          this.next()
          const { items } = this.items(']', () => this.expression())
          return { kind: 'subscript', target: name, index: items, line }
        }
        return { kind: 'name', name, line }
      }
      case 'op': {
        if (t.value === '[') return { kind: 'list', items: this.items(']', () => this.expression()).items, line }
        if (t.value === '(') {
          const { items, comma } = this.items(')', () => this.expression())
          return items.length === 1 && !comma ? items[0]! : { kind: 'tuple', items, line }
        }
        if (t.value === '{') {
          const entries = this.items('}', () => {
            const key = this.expression()
            if (!this.isOp(':')) throw new PythonSubsetError(key.line, 'set literals are not supported')
            this.next()
            return [key, this.expression()] as [PyExpr, PyExpr]
          }).items
          return { kind: 'dict', entries, line }
        }
        throw new PythonSubsetError(line, `unexpected "${t.value}"`)
      }
      default:
        throw new PythonSubsetError(line, `unexpected ${describe(t)}`)
    }
  }
}

function describe(t: PyToken): string {
  if (t.kind === 'name' || t.kind === 'op') return `"${t.value}"`
  if (t.kind === 'string') return 'a string'
  if (t.kind === 'number') return 'a number'
  return t.kind === 'end' ? 'the end of the source' : `a ${t.kind}`
}

