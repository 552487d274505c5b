// Generates docs/reference.md from the code: the primitive registry (types, param schemas and their defaults),
// the TSDoc of the factories (TypeScript compiler API), trait option types, TaskOptions and the runner and
// model options. `pnpm docs` writes it; test/docs/reference.test.ts checks the committed file is current.
import { join } from 'node:path'
import ts from 'typescript'
import { z } from 'zod'
import { PRIMITIVES, TRACE_PRIMITIVE_TYPES, type PrimitiveType } from '../../packages/karenina/src/primitives/registry.js'
import { AgenticRubricTraitSchema } from '../../packages/karenina/src/rubric/traits/agentic-trait.js'
import { CallableRubricTraitSchema } from '../../packages/karenina/src/rubric/traits/callable-trait.js'
import { LLMRubricTraitSchema } from '../../packages/karenina/src/rubric/traits/llm-trait.js'
import { MetricRubricTraitSchema } from '../../packages/karenina/src/rubric/traits/metric-trait.js'
import { RegexRubricTraitSchema } from '../../packages/karenina/src/rubric/traits/regex-trait.js'
import { defaultsOf, type ZodLike } from './zod-defaults.js'

export const REPO_ROOT = join(import.meta.dirname, '..', '..')
export const SRC = join(REPO_ROOT, 'packages', 'karenina', 'src')
export const REFERENCE_FILE = join(REPO_ROOT, 'docs', 'reference.md')

/** The TypeScript program of the core package (its tsconfig), shared by the generator and the doc checks. */
export function coreProgram(): ts.Program {
  const configPath = join(REPO_ROOT, 'packages', 'karenina', 'tsconfig.json')
  const read = ts.readConfigFile(configPath, ts.sys.readFile)
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, join(REPO_ROOT, 'packages', 'karenina'))
  return ts.createProgram({ rootNames: parsed.fileNames.filter((f) => !/\.test(-d)?\.ts$/.test(f)), options: parsed.options })
}

/** A declaration's TSDoc: the text, its `@example`s and its `@default`. */
export interface DocComment {
  text: string
  examples: string[]
  defaultValue: string | null
}

export function docOf(checker: ts.TypeChecker, symbol: ts.Symbol): DocComment {
  const text = ts
    .displayPartsToString(symbol.getDocumentationComment(checker))
    .replace(/\{@link\s+([^}\s]+)\s*\}/g, '`$1`')
    .trim()
  const tags = symbol.getJsDocTags(checker)
  const tagText = (t: ts.JSDocTagInfo) => ts.displayPartsToString(t.text ?? []).trim()
  return {
    text,
    examples: tags.filter((t) => t.name === 'example').map(tagText),
    defaultValue: tags.find((t) => t.name === 'default') ? tagText(tags.find((t) => t.name === 'default')!) : null,
  }
}

function exportedSymbol(program: ts.Program, file: string, name: string): ts.Symbol {
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(file)
  if (!source) throw new Error(`generate-reference: ${file} is not in the program`)
  const moduleSymbol = checker.getSymbolAtLocation(source)
  const symbol = moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((s) => s.name === name)
  if (!symbol) throw new Error(`generate-reference: ${file} exports no ${name}`)
  return symbol
}

const camel = (type: string) => type[0]!.toLowerCase() + type.slice(1)
const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)
const own = (o: Record<string, string>, key: string) => (Object.hasOwn(o, key) ? o[key]! : undefined)
const cell = (s: string) => s.replaceAll('|', '\\|').replaceAll('\n', ' ')
const code = (s: string) => `\`${s.replaceAll('`', "'")}\``

/** Whether a primitive's `check(params, extracted, expected)` reads the ground truth (its third parameter). */
function readsGroundTruth(declaration: ts.Node, source: ts.SourceFile): boolean {
  let arity = -1
  const visit = (node: ts.Node) => {
    if (ts.isMethodDeclaration(node) && node.name.getText(source) === 'check') arity = node.parameters.length
    ts.forEachChild(node, visit)
  }
  visit(declaration)
  if (arity < 0) throw new Error(`generate-reference: ${source.fileName} has no check(...) method`)
  return arity >= 3
}

interface OptionRow {
  name: string
  type: string
  required: boolean
  defaultValue: string | null
  doc: string
}

/** The properties of a type (an options object or an interface), in declaration order. */
function optionRows(checker: ts.TypeChecker, type: ts.Type, defaults: Record<string, string> = {}, schemaTypes: Record<string, string> = {}): OptionRow[] {
  return checker.getPropertiesOfType(type).map((p) => {
    const doc = docOf(checker, p)
    const decl = p.valueDeclaration ?? p.declarations?.[0]
    const propType = decl ? checker.getTypeOfSymbolAtLocation(p, decl) : checker.getDeclaredTypeOfSymbol(p)
    // The annotation as written when the expanded type is long (`RetryPolicyInput`, not its whole shape).
    const written = decl && (ts.isPropertySignature(decl) || ts.isPropertyDeclaration(decl)) ? decl.type?.getText() : undefined
    const expanded = checker.typeToString(checker.getNonNullableType(propType), undefined, ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType)
    const typeText = written !== undefined && (expanded.length > 80 || expanded === '{}') ? written.replace(/\s*\|\s*(null|undefined)\b/g, '') : expanded
    const optional = (p.flags & ts.SymbolFlags.Optional) !== 0
    // Lax (preprocessed) zod inputs are `any` to TypeScript: the schema's output type says what is meant.
    const shown = typeText === 'any' ? (own(schemaTypes, snake(p.name)) ?? typeText) : typeText
    return { name: p.name, type: shown, required: !optional, defaultValue: doc.defaultValue ?? own(defaults, p.name) ?? own(defaults, snake(p.name)) ?? null, doc: doc.text }
  })
}

function optionTable(rows: readonly OptionRow[]): string[] {
  const out = ['| option | type | default | |', '|---|---|---|---|']
  for (const r of rows) {
    // A literal default is code; a described one (`the model config's key, else …`) is prose.
    const literal = r.defaultValue !== null && /^(['"\[{\d-]|true$|false$|null$)/.test(r.defaultValue)
    const def = r.defaultValue !== null ? (literal ? code(r.defaultValue) : r.defaultValue) : r.required ? '**required**' : '—'
    out.push(`| ${code(r.name)} | ${code(cell(r.type))} | ${cell(def)} | ${cell(r.doc)} |`)
  }
  return out
}

function examplesBlock(examples: readonly string[]): string[] {
  return examples.length === 0 ? [] : ['```ts', ...examples, '```']
}

function primitivesSection(program: ts.Program): string[] {
  const checker = program.getTypeChecker()
  const out = [
    '## Primitives',
    '',
    'A verified field names one primitive: `field(z.number(), { description, groundTruth: 42, check: numericTolerance({ tolerance: 0.05 }) })`.',
    'Options are camelCase (the snake_case spelling is accepted too); serialized params are Karenina\'s snake_case.',
    '"Ground truth" says whether `groundTruth` is compared with the extracted value; trace primitives read the',
    'raw answer trace, not a judge-extracted value, and compare the outcome with the boolean `groundTruth`.',
    'The comment under an example gives verdicts (`value → pass`, `trace "…" → fail`) that the docs test checks.',
    '',
  ]
  for (const type of Object.keys(PRIMITIVES) as PrimitiveType[]) {
    const factory = camel(type)
    // The primitives live in concept files (numeric.ts, dates.ts …): found through the index's export.
    const symbol = checker.getAliasedSymbol(exportedSymbol(program, join(SRC, 'index.ts'), factory))
    const doc = docOf(checker, symbol)
    const declaration = symbol.valueDeclaration!
    const source = declaration.getSourceFile()
    const trace = TRACE_PRIMITIVE_TYPES.has(type)
    const groundTruth = trace
      ? 'yes, a boolean (the check reads the answer trace; `groundTruth: true` = it must hold, `false` = it must not; refused when missing)'
      : readsGroundTruth(declaration, source)
        ? 'yes (`groundTruth` is what the extracted value is compared with; refused when missing)'
        : 'not used (the options hold the expectation)'
    out.push(`### ${type} — \`${factory}()\``, '', doc.text, '', `Ground truth: ${groundTruth}.`, '')
    const rows = paramRows(PRIMITIVES[type].paramsSchema)
    if (rows.length > 0) out.push(...optionTable(rows), '')
    else out.push('No options.', '')
    const examples = examplesBlock(doc.examples)
    if (examples.length > 0) out.push(...examples, '')
  }
  return out
}

interface JsonSchemaProperty {
  type?: string | string[]
  enum?: unknown[]
  items?: JsonSchemaProperty
  default?: unknown
}

function jsonSchemaType(p: JsonSchemaProperty): string {
  if (p.enum) return p.enum.map((v) => JSON.stringify(v).replaceAll('"', "'")).join(' | ')
  const types = Array.isArray(p.type) ? p.type : p.type ? [p.type] : ['unknown']
  return types
    .map((t) => (t === 'array' ? `${p.items && Object.keys(p.items).length > 0 ? jsonSchemaType(p.items) : 'string'}[]` : t === 'integer' ? 'int' : t))
    .join(' | ')
}

/** A primitive's options from its param schema (zod → JSON Schema): camelCase name, type, default. */
function jsonProperties(schema: z.ZodType): Record<string, JsonSchemaProperty> {
  // The object inside any refinement or transform around it; each key converted on its own (output types).
  let inner: ZodLike | undefined = schema as unknown as ZodLike
  while (inner && inner._zod.def.shape === undefined) inner = inner._zod.def.innerType ?? inner._zod.def.in
  const shape = (inner?._zod.def.shape ?? {}) as Record<string, z.ZodType>
  const out: Record<string, JsonSchemaProperty> = {}
  for (const [key, field] of Object.entries(shape)) {
    try {
      out[key] = z.toJSONSchema(field, { io: 'output', unrepresentable: 'any' }) as JsonSchemaProperty
    } catch {
      out[key] = {}
    }
  }
  return out
}

function paramRows(schema: z.ZodType): OptionRow[] {
  return Object.entries(jsonProperties(schema)).map(([key, p]) => ({
    name: key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()),
    type: jsonSchemaType(p),
    required: !('default' in p),
    defaultValue: 'default' in p ? (typeof p.default === 'string' ? `'${p.default}'` : JSON.stringify(p.default)) : null,
    doc: '',
  }))
}

const TRAIT_KINDS = [
  { factory: 'llmTrait', file: 'llm-trait.ts', schema: LLMRubricTraitSchema },
  { factory: 'regexTrait', file: 'regex-trait.ts', schema: RegexRubricTraitSchema },
  { factory: 'callableTrait', file: 'callable-trait.ts', schema: CallableRubricTraitSchema },
  { factory: 'metricTrait', file: 'metric-trait.ts', schema: MetricRubricTraitSchema },
  { factory: 'agenticTrait', file: 'agentic-trait.ts', schema: AgenticRubricTraitSchema },
] as const

/** The rubric trait factories, with their source files (the doc checks require an example of each). */
export const TRAIT_FACTORIES: readonly { factory: string; file: string }[] = TRAIT_KINDS.map((t) => ({ factory: t.factory, file: join(SRC, 'rubric', 'traits', t.file) }))

function traitsSection(program: ts.Program): string[] {
  const checker = program.getTypeChecker()
  const out = ['## Rubric trait kinds', '', 'Traits grade quality beside correctness: `defineRubric({ traits: [...] })`, or one trait with `toScoreTrait`.', '']
  for (const kind of TRAIT_KINDS) {
    const symbol = exportedSymbol(program, join(SRC, 'rubric', 'traits', kind.file), kind.factory)
    const doc = docOf(checker, symbol)
    const decl = symbol.valueDeclaration!
    const param = checker.getTypeOfSymbolAtLocation(symbol, decl).getCallSignatures()[0]!.getParameters()[0]!
    const types = Object.fromEntries(Object.entries(jsonProperties(kind.schema)).map(([k, p]) => [k, jsonSchemaType(p)]))
    const rows = optionRows(checker, checker.getTypeOfSymbolAtLocation(param, decl), defaultsOf(kind.schema as unknown as ZodLike), types)
    out.push(`### \`${kind.factory}()\``, '', doc.text, '', ...optionTable(rows), '', ...examplesBlock(doc.examples), '')
  }
  return out
}

function interfaceSection(program: ts.Program, title: string, intro: string, file: string, name: string): string[] {
  const checker = program.getTypeChecker()
  const symbol = exportedSymbol(program, join(SRC, file), name)
  const rows = optionRows(checker, checker.getDeclaredTypeOfSymbol(symbol))
  return [`## ${title}`, '', intro, '', docOf(checker, symbol).text, '', ...optionTable(rows), '']
}

/** docs/reference.md as the code describes it today. */
export function generateReference(program: ts.Program = coreProgram()): string {
  const lines = [
    '# karenina reference',
    '',
    '<!-- Generated by `pnpm docs` (scripts/reference/generate-reference.ts) from the code: do not edit by hand. -->',
    '',
    'Primitives, rubric trait kinds, the pipeline switches (`taskOptions`), the test-runner settings and the',
    'per-model client options, as the code defines them.',
    '',
    ...primitivesSection(program),
    ...traitsSection(program),
    ...interfaceSection(
      program,
      'Pipeline switches (`taskOptions`)',
      'The VerificationConfig switches the stages read: `runTask({ …, options })`; from a VerificationConfig (snake_case) with `taskOptionsFromConfig`.',
      'pipeline/task-settings.ts',
      'TaskOptions',
    ),
    ...interfaceSection(
      program,
      'Test-runner settings',
      'The vitest plugin\'s options (`karenina({ … })`), jest\'s `globals.karenina`, `describeBenchmark`\'s config; each also from its env var.',
      'runner/runner-config.ts',
      'RunnerConfigInput',
    ),
    ...interfaceSection(
      program,
      'Per-model client options (`modelOptions`)',
      '`modelOptions: { answering, parsing }` of `describeBenchmark`, `runVerification` and `runTask`; `resolveModel(config, options)`.',
      'llm/resolve-model.ts',
      'ResolveModelOptions',
    ),
  ]
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`
}
