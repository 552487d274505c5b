import { z } from 'zod'
import { isPythonCompat, type CompatMode } from '../compat/compat-mode.js'
import { pyJsonDumps } from '../compat/py-json.js'
import { laxBool, laxPyFloat, laxPyInt } from '../compat/pydantic-lax.js'
import { defineTemplate } from '../template/define-template.js'
import { isRecord } from '../utils/is-record.js'
import type { RegexCheck, RegexChecks } from '../template/classic/verify-regex.js'
import type { Template, TemplateInstance } from '../template/template.js'
import { lastSegment, PythonParser, type PyExpr } from './python-expression-parser.js'
import { PythonError, sharedPythonSandbox, type PythonSandbox } from './python-sandbox.js'
import { PythonSubsetError, tokenizePython } from './python-tokenizer.js'

/** What a Python method gave: its value, or the exception that the TS hook raises again. */
type Replayed = { value: unknown } | { error: PythonError }

/** What the sandbox computed for one filled answer. */
interface PythonOutcome {
  correct: Record<string, unknown> | null
  regex: RegexChecks | null
  /** What `verify()` returned: a boolean, or a non-boolean JSON value (the pipeline uses its truthiness). */
  verify: Replayed
  granular: Replayed
  /** `model_dump()` of the Python instance after verify(), in attribute order (absent when construction failed). */
  dump?: [string, unknown][]
}

/** A method's result as the prelude reports it: its value, or the exception (Karenina's `str(e)` and the type apart). */
function replayed(error: unknown, value: unknown): Replayed {
  if (error === undefined) return { value }
  const { text, type } = error as { text: string; type: string }
  return { error: new PythonError(text, type) }
}

/** An outcome where every method raises the same error (the class could not be built, or the sandbox failed). */
function failedOutcome(error: PythonError): PythonOutcome {
  return { correct: null, regex: null, verify: { error }, granular: { error } }
}

/**
 * Karenina's `self.regex` entries (`pattern`, `expected`, `match_type`) as the checks `verifyRegex` takes.
 * Karenina reads those three keys with `.get` and ignores any other, so other keys are dropped here too.
 */
function regexChecksOf(raw: unknown): RegexChecks | null {
  if (!isRecord(raw)) return (raw ?? null) as RegexChecks | null
  const checks: Record<string, RegexCheck> = {}
  for (const [name, entry] of Object.entries(raw)) {
    // Not a dict: Karenina's `.get` raises for this check; a non-string pattern fails it the same way.
    if (typeof entry !== 'object' || entry === null) checks[name] = { pattern: entry as string }
    else {
      const { pattern, expected, match_type: matchType } = entry as Record<string, unknown>
      const kept = Object.entries({ pattern, expected, matchType }).filter(([, value]) => value !== undefined)
      checks[name] = Object.fromEntries(kept) as RegexCheck
    }
  }
  return checks
}

/** The Python side of a template made by {@link pythonTemplate}. */
interface PythonBacking {
  readonly source: string
  readonly sandbox: () => PythonSandbox
  readonly fieldNames: readonly string[]
  /** The class checked in the sandbox (its fields against the judge schema), once per template and mode. */
  readonly defined: Map<boolean, Promise<void>>
}

/** Options of the sandbox calls: `compat: 'karenina-python'` reproduces how Karenina runs template code. */
export interface PythonRunOptions {
  /** @default 'default' */
  compat?: CompatMode
}

// Shared by every copy of karenina in a process (on globalThis): jest in ESM mode loads the setup file's
// CommonJS build while the test file imports the ES module build, and a template made by one copy must be
// known as a Python template to the matchers of the other.
interface PythonRegistry {
  backings: WeakMap<Template, PythonBacking>
  outcomes: WeakMap<TemplateInstance, PythonOutcome>
}
const REGISTRY = Symbol.for('karenina.pythonTemplates')
const shared = globalThis as Record<symbol, PythonRegistry | undefined>
const { backings, outcomes } = (shared[REGISTRY] ??= { backings: new WeakMap(), outcomes: new WeakMap() })

/** Options of {@link pythonTemplate}. */
export interface PythonTemplateOptions {
  /** The sandbox to run in. @default the process-wide one */
  sandbox?: PythonSandbox
}

/** What the sandbox computed for this answer's `verify()` or `verify_granular()`, raised again if it failed. */
function replay(answer: TemplateInstance, method: 'verify' | 'granular'): unknown {
  const outcome = outcomes.get(answer)
  if (outcome === undefined) {
    throw new Error('this classic Python template has not been evaluated in the sandbox yet: await evaluatePythonAnswer(answer) before verify()')
  }
  const result = outcome[method]
  if ('error' in result) throw result.error
  return result.value
}

/**
 * A template whose verification is a classic Python `BaseAnswer` class run in the Python sandbox. The judge
 * schema comes from the class's fields (read without running it); `verify()`, `verify_granular()`,
 * `self.correct` and `self.regex` come from the class, evaluated by {@link evaluatePythonAnswer}.
 * Throws (a TemplateError or PythonSubsetError) when the class cannot be read.
 */
export function pythonTemplate(source: string, options: PythonTemplateOptions = {}): Template {
  const outline = readClassicOutline(source)
  const template = defineTemplate(outline.shape, {
    name: outline.className,
    source,
    // Verified fields do not exist here: the hooks replay what the sandbox computed for this instance.
    groundTruth: (answer) => {
      // Placeholders before the sandbox ran: the keys take their place in model_dump order, filled later.
      const outcome = outcomes.get(answer)
      return { correct: outcome?.correct ?? null, regex: outcome?.regex ?? null }
    },
    ...(outline.hasVerify ? { verify: (answer) => replay(answer, 'verify') as boolean } : {}),
    ...(outline.hasVerifyGranular ? { verifyGranular: (answer) => replay(answer, 'granular') as number } : {}),
  })
  const sandbox = options.sandbox
  backings.set(template, { source, sandbox: () => sandbox ?? sharedPythonSandbox(), fieldNames: Object.keys(outline.shape), defined: new Map() })
  return template
}

/** True for a template made by {@link pythonTemplate}. */
export function isPythonTemplate(template: Template): boolean {
  return backings.has(template)
}

/**
 * Builds the template's class in the sandbox (once per template) and checks its fields against the
 * judge schema. Rejects with the Python exception (e.g. `ImportError: import of os is not allowed …`) or
 * the sandbox failure.
 */
export function definePythonTemplate(template: Template, options: PythonRunOptions = {}): Promise<void> {
  const backing = backings.get(template)
  if (backing === undefined) return Promise.resolve()
  const compat = isPythonCompat(options.compat)
  let defined = backing.defined.get(compat)
  if (defined === undefined) {
    defined = checkFields(backing, compat)
    backing.defined.set(compat, defined)
    // A sandbox failure (a restart under load) is not the template's fault: the next call checks again.
    defined.catch(() => backing.defined.delete(compat))
  }
  return defined
}

async function checkFields(backing: PythonBacking, compat: boolean): Promise<void> {
  const defined = (await backing.sandbox().request({ op: 'define', source: backing.source, compat })) as { fields: { name: string }[] }
  const names = defined.fields.map((f) => f.name)
  if (names.length !== backing.fieldNames.length || names.some((n) => !backing.fieldNames.includes(n))) {
    throw new Error(`the class's fields in Python (${names.join(', ')}) differ from those read from its source (${backing.fieldNames.join(', ')})`)
  }
}

/**
 * Runs the Python class on a filled answer: construction (`model_post_init` / `ground_truth`), `verify()`
 * and `verify_granular()`. Never throws: a Python exception or sandbox failure becomes the error `verify()`
 * raises for this answer. After it, `answer.groundTruths` and `answer.regex` hold `self.correct` / `self.regex`.
 */
export async function evaluatePythonAnswer(answer: TemplateInstance, options: PythonRunOptions = {}): Promise<void> {
  const backing = backings.get(answer.template)
  if (backing === undefined || outcomes.has(answer)) return
  let outcome: PythonOutcome
  try {
    await definePythonTemplate(answer.template, options)
    const values = Object.fromEntries(Object.entries(answer.values).filter(([, v]) => v !== undefined))
    // Every call starts from the sandbox's clean state: the class is defined again in the same call.
    const raw = (await backing.sandbox().request({ op: 'evaluate', source: backing.source, values_json: pyJsonDumps(values), question_id: answer.id, compat: isPythonCompat(options.compat) })) as Record<string, unknown>
    outcome =
      typeof raw.construct_error === 'string'
        ? failedOutcome(new PythonError(raw.construct_error))
        : {
            correct: (raw.correct ?? null) as Record<string, unknown> | null,
            regex: regexChecksOf(raw.regex),
            verify: replayed(raw.verify_error, raw.verify),
            granular: replayed(raw.granular_error, raw.granular ?? null),
            ...(Array.isArray(raw.dump) ? { dump: raw.dump as [string, unknown][] } : {}),
          }
  } catch (error) {
    outcome = failedOutcome(new PythonError(error instanceof Error ? error.message : String(error)))
  }
  outcomes.set(answer, outcome)
  // The instance read `self.correct` / `self.regex` from the hook at construction, before Python ran.
  const mutable = answer as { groundTruths: Record<string, unknown> | null; regex: RegexChecks | null }
  mutable.groundTruths = outcome.correct
  mutable.regex = outcome.regex
  const { dump } = outcome
  if (dump !== undefined) {
    // parsed_llm_response is the Python instance as Karenina dumps it: attributes model_post_init set
    // (self.tolerance), fields it normalised, floats of list[float]; fields the judge left null stay absent.
    Object.defineProperty(answer, 'dump', {
      value: (): Record<string, unknown> => Object.fromEntries(dump.filter(([key]) => !answer.nullFields.has(key))),
    })
  }
}

const indentOf = (line: string): number => line.length - line.trimStart().length

// Pydantic's lax mode, as the Python class validates the judge's output: "3" is an int, "yes" a bool. Any other
// name is read as a string. One instance each, shared by every field (zod schemas are immutable).
const ANY_LIST = z.array(z.unknown())
const ANY_DICT = z.record(z.string(), z.unknown())
const NAMED_SCHEMAS: Record<string, z.ZodType> = {
  int: laxPyInt,
  float: laxPyFloat,
  bool: laxBool,
  str: z.string(),
  ...Object.fromEntries(['list', 'List', 'set', 'Set', 'tuple', 'Tuple'].map((name) => [name, ANY_LIST])),
  dict: ANY_DICT,
  Dict: ANY_DICT,
}

function schemaOf(annotation: PyExpr): z.ZodType {
  if (annotation.kind === 'union') {
    const options = annotation.options.filter((o) => !(o.kind === 'const' && o.value === null) && !(o.kind === 'name' && o.name === 'None'))
    const inner = options.length === 1 ? schemaOf(options[0]!) : z.union(options.map(schemaOf) as [z.ZodType, z.ZodType, ...z.ZodType[]])
    return options.length < annotation.options.length ? inner.nullable() : inner
  }
  if (annotation.kind === 'name') {
    const name = lastSegment(annotation.name)
    return Object.hasOwn(NAMED_SCHEMAS, name) ? NAMED_SCHEMAS[name]! : z.string()
  }
  if (annotation.kind === 'subscript') {
    const target = lastSegment(annotation.target)
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
function readClassicOutline(source: string) {
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
  return {
    className,
    /** Field name → zod schema (with the Field description), in declaration order. */
    shape,
    /** The class body defines `verify` / `verify_granular`. */
    hasVerify,
    hasVerifyGranular,
  }
}

/** `name: annotation [= value]`; an annotation or value outside the reader's subset gets a permissive schema. */
function readField(text: string): { name: string; schema: z.ZodType } | null {
  const name = /^([A-Za-z]\w*)/.exec(text)![1]!
  try {
    const p = new PythonParser(tokenizePython(text))
    p.expectName()
    p.expectOp(':')
    const annotation = p.expression()
    if (annotation.kind === 'subscript' && lastSegment(annotation.target) === 'ClassVar') return null
    let schema = schemaOf(annotation)
    if (p.isOp('=')) {
      p.next()
      const value = p.expression()
      const isField = value.kind === 'call' && lastSegment(value.callee) === 'Field'
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
