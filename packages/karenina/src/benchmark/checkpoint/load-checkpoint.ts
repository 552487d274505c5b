import { readFile } from '../../utils/lazy-node.js'
import { checkDynamicRubric } from '../../rubric/dynamic-rubric.js'
import type { CompatMode } from '../../compat/compat-mode.js'
import { parsePyJson } from '../../compat/parse-py-json.js'
import { CheckpointError } from '../../errors/checkpoint-error.js'
import { ValidationError } from '../../errors/validation-error.js'
import { unknownKeyMessage, unknownKeys } from '../../utils/did-you-mean.js'
import { rubricFromTraits, traitsOf, type AnyRubricTrait, type Rubric, type TraitType } from '../../rubric/rubric.js'
import { markBenchmarkFile, markFromCheckpoint } from '../../config/checkpoint-trust.js'
import type { CallableRegistry, CallableTraitFunction } from '../../rubric/traits/callable-trait.js'
import { pythonCallable, pythonSourceOfCallable } from '../../python-sandbox/python-callable.js'
import { isTemplate } from '../../template/define-template.js'
import type { Template } from '../../template/template.js'
import { Benchmark, type QuestionInput } from '../benchmark.js'
import { generateQuestionId } from '../question-id.js'
import { CheckpointHeadSchema, CheckpointSchema, DataFeedItemSchema, describeIssue, ShapeError, type CheckpointHead, type CheckpointRating } from './checkpoint-schema.js'
import { decodeQuestionProperties } from './question-properties.js'
import { templateFromCheckpoint } from './stored-template.js'
import { bindCallables, decodeRating, TRAIT_FROM_JSON, type RatingScope } from './rating-decode.js'
import { keysOf } from '../../utils/keys-of.js'

/** Options of {@link loadCheckpoint} and {@link parseCheckpoint}. */
export interface LoadCheckpointOptions {
  /**
   * TypeScript implementations of questions' templates, by question id. They replace the stored Python
   * template (classic templates with custom `verify()` code otherwise run in the Python sandbox); the stored
   * source is kept, written back on save and used for `template_id`.
   */
  templates?: Readonly<Record<string, Template>>
  /** TypeScript functions of callable rubric traits, by trait name (the stored Python code never runs). */
  callables?: CallableRegistry
  /** `'karenina-python'` reproduces Karenina's loader quirks (see docs/divergences.md). @default 'default' */
  compat?: CompatMode
  /** Receives non-fatal findings, e.g. a callable trait without a TypeScript function. */
  onWarning?: (message: string) => void
  /** Root of the questions' `workspace_path` directories (Karenina's `Benchmark.load(path, workspace_root)`). @default null */
  workspaceRoot?: string | null
}

type Path = (string | number)[]

const LEGACY_GLOBAL_TRAITS: Record<string, TraitType> = {
  global_regex_rubric_traits: 'regex',
  global_callable_rubric_traits: 'callable',
  global_metric_rubric_traits: 'metric',
  global_agentic_rubric_traits: 'agentic',
}

class Reader {
  constructor(
    readonly source: string,
    readonly options: LoadCheckpointOptions,
  ) {}

  fail(path: Path, problem: string, cause?: unknown): never {
    throw new CheckpointError(this.source, path, problem, cause === undefined ? undefined : { cause })
  }

  /** Runs the decoder of one part: a problem it finds at a path inside the part is reported at `path` followed by it. */
  within<T>(path: Path, decode: () => T): T {
    try {
      return decode()
    } catch (error) {
      if (error instanceof ShapeError || error instanceof ValidationError) this.fail([...path, ...error.path], error.problem, error)
      throw error
    }
  }

  /** A level's ratings as plain and dynamic traits: the benchmark's must be Global types, a question keeps its QuestionSpecific ones. */
  ratings(ratings: readonly CheckpointRating[] | null | undefined, path: Path, level: RatingScope): { plain: AnyRubricTrait[]; dynamic: AnyRubricTrait[] } {
    const plain: AnyRubricTrait[] = []
    const dynamic: AnyRubricTrait[] = []
    ;(ratings ?? []).forEach((rating, i) => {
      const decoded = this.within([...path, i], () => decodeRating(rating))
      if (level === 'global' && decoded.scope === 'question') {
        this.fail([...path, i, 'additionalType'], `a benchmark-level rating must be a Global trait type, got ${JSON.stringify(rating.additionalType)}`)
      }
      // Karenina keeps only QuestionSpecific traits at question level.
      if (level === 'question' && decoded.scope === 'global') return
      ;(decoded.dynamic ? dynamic : plain).push(decoded.trait)
    })
    return { plain, dynamic }
  }

  /** Sorts decoded traits into a rubric; duplicate or dotted names are reported at the list's path. */
  rubric(traits: AnyRubricTrait[], path: Path, where: string, dynamic = false): Rubric | null {
    try {
      const rubric = traits.length === 0 ? null : rubricFromTraits(traits)
      // A dynamic trait needs a concept to look for (spec 03 §2.6).
      if (dynamic && rubric !== null) for (const warning of checkDynamicRubric(rubric, where)) this.options.onWarning?.(`${this.source}: ${where}: ${warning}`)
      // Read from the file: a run checks these against the trust boundary before it starts (config/checkpoint-trust.ts).
      for (const trait of rubric?.agentic_traits ?? []) {
        if (trait.model_override) markFromCheckpoint(trait.model_override, this.source, `${where}, agentic trait ${JSON.stringify(trait.name)} model_override`)
      }
      return rubric === null ? null : this.bind(rubric, where)
    } catch (error) {
      if (error instanceof ValidationError) this.fail(path, `${where}: ${error.problem}`, error)
      throw error
    }
  }

  bind(rubric: Rubric, where: string): Rubric {
    const registry: Record<string, CallableTraitFunction> = { ...this.options.callables }
    for (const trait of traitsOf(rubric, 'callable')) {
      if (Object.hasOwn(registry, trait.name)) continue
      // Stored as Python source (not a pickle): it runs in the Python sandbox; a registered TS function wins.
      const source = pythonSourceOfCallable(trait.callable_code)
      if (source !== null) registry[trait.name] = pythonCallable(source)
      else
        this.options.onWarning?.(
          `${this.source}: callable trait "${trait.name}" (${where}) has no TypeScript function and ${trait.callable_code === '' ? 'no stored code' : 'its stored code is a Python pickle that cannot be restored here'}, so it scores null. ` +
            `Pass loadCheckpoint(path, { callables: { ${JSON.stringify(trait.name)}: fn } }) (CLI: export it as callables from a --templates module).`,
        )
    }
    return Object.keys(registry).length > 0 ? bindCallables(rubric, registry) : rubric
  }

  globalRubrics(doc: CheckpointHead): { rubric: Rubric | null; dynamic: Rubric | null } {
    const { plain, dynamic } = this.ratings(doc.rating, ['rating'], 'global')
    ;(doc.additionalProperty ?? []).forEach((prop, i) => {
      const legacy = LEGACY_GLOBAL_TRAITS[prop.name]
      if (legacy === undefined) return
      const path = ['additionalProperty', i, 'value']
      let list: unknown = prop.value
      if (typeof list === 'string') {
        try {
          list = parsePyJson(list)
        } catch (error) {
          this.fail(path, `"${prop.name}" is not valid JSON`, error)
        }
      }
      if (!Array.isArray(list)) this.fail(path, `"${prop.name}" must be a list of traits`)
      list.forEach((raw, j) => plain.push(this.within([...path, j], () => TRAIT_FROM_JSON[legacy](raw))))
    })
    return { rubric: this.rubric(plain, ['rating'], 'global rubric'), dynamic: this.rubric(dynamic, ['rating'], 'global dynamic rubric', true) }
  }

  registered(id: string, path: Path): Template | undefined {
    const registered = this.options.templates?.[id]
    if (registered !== undefined && !isTemplate(registered)) {
      this.fail(path, `options.templates[${JSON.stringify(id)}] is not a template made by defineTemplate or templateFromSpec`)
    }
    return registered
  }

  /** `elements` were checked by {@link read}; each is read again here, so its typed copy is garbage once its question is built. */
  questions(elements: readonly unknown[]): QuestionInput[] {
    const seen = new Set<string>()
    const { onWarning } = this.options
    const inputs = elements.map((raw, i): QuestionInput => {
      const element = DataFeedItemSchema.parse(raw)
      const base: Path = ['dataFeedElement', i]
      const node = element.item
      if (node.text === '') this.fail([...base, 'item', 'text'], 'the question text is empty')
      const id = element['@id'] ?? generateQuestionId(node.text)
      if (seen.has(id)) this.fail([...base, '@id'], `duplicate question id ${JSON.stringify(id)}`)
      seen.add(id)

      const { plain, dynamic } = this.ratings(node.rating, [...base, 'item', 'rating'], 'question')
      const { extraProperties, ...fields } = this.within([...base, 'item', 'additionalProperty'], () => decodeQuestionProperties(node.additionalProperty ?? [], this.options.compat))
      const where = `question ${JSON.stringify(id)}`
      return {
        id,
        question: node.text,
        rawAnswer: node.acceptedAnswer.text,
        ...templateFromCheckpoint(node.hasPart.text, node.text, {
          registered: this.registered(id, [...base, 'item', 'hasPart', 'text']),
          subject: where,
          register: `register a TypeScript implementation with loadCheckpoint(path, { templates: { ${JSON.stringify(id)}: MyTemplate } })`,
          compat: this.options.compat,
          onWarning: onWarning && ((message) => onWarning(`${this.source}: ${message}`)),
        }),
        ...fields,
        keywords: node.keywords ?? element.keywords ?? null,
        rubric: this.rubric(plain, [...base, 'item', 'rating'], where),
        dynamicRubric: this.rubric(dynamic, [...base, 'item', 'rating'], `${where} dynamic rubric`, true),
        dateCreated: element.dateCreated,
        dateModified: element.dateModified,
        checkpointNode: {
          ...(node['@id'] ? { questionNodeId: node['@id'] } : {}),
          ...(node.acceptedAnswer['@id'] ? { answerNodeId: node.acceptedAnswer['@id'] } : {}),
          ...(node.hasPart['@id'] ? { templateNodeId: node.hasPart['@id'] } : {}),
          templateName: node.hasPart.name,
          ...(node.hasPart.codeRepository ? { codeRepository: node.hasPart.codeRepository } : {}),
          ...(extraProperties.length > 0 ? { extraProperties } : {}),
        },
      }
    })
    for (const id of Object.keys(this.options.templates ?? {})) {
      if (!seen.has(id)) this.fail([], `options.templates names question ${JSON.stringify(id)}, which is not in the checkpoint (ids: ${[...seen].slice(0, 5).join(', ')}${seen.size > 5 ? ', …' : ''})`)
    }
    return inputs
  }

  read(json: unknown): Benchmark {
    // The document is checked without a typed copy of all its questions at once (issue 31: held together with the
    // parsed JSON, such a copy doubled the objects that outlive V8's young generation, which then grows to its
    // maximum): the head with its elements left as they are, then each element, whose copy is dropped at once.
    // A problem is reported from the whole document's check, so the first one found is the same as ever.
    const head = CheckpointHeadSchema.safeParse(json)
    if (!head.success || !head.data.dataFeedElement.every((element) => DataFeedItemSchema.safeParse(element).success)) {
      const parsed = CheckpointSchema.safeParse(json, { reportInput: true })
      const issue = parsed.error?.issues[0]
      if (issue === undefined) throw new Error('checkpoint: the head and element checks disagree with the document check')
      this.fail(
        issue.path.filter((p): p is string | number => typeof p !== 'symbol'),
        describeIssue(issue),
      )
    }
    const doc = head.data
    if (doc.name === '') this.fail(['name'], 'the benchmark needs a non-empty name')
    const { rubric, dynamic } = this.globalRubrics(doc)
    const customProperties: Record<string, unknown> = {}
    for (const prop of doc.additionalProperty ?? []) {
      if (!Object.hasOwn(LEGACY_GLOBAL_TRAITS, prop.name)) customProperties[prop.name] = prop.value ?? null
    }
    const creator = doc.creator ?? 'Unknown'
    const benchmark = Benchmark.create({
      name: doc.name,
      description: doc.description ?? '',
      version: doc.version ?? '0.1.0',
      creator: typeof creator === 'string' ? creator : creator.name,
      creatorContact: typeof creator === 'string' ? null : { url: creator.url ?? null, email: creator.email ?? null },
      ...(doc['@id'] ? { id: doc['@id'] } : {}),
      createdAt: doc.dateCreated,
      modifiedAt: doc.dateModified,
      globalRubric: rubric,
      globalDynamicRubric: dynamic,
      customProperties,
      scenarioParts: doc.hasPart ?? [],
      questions: this.questions(doc.dataFeedElement),
      workspaceRoot: this.options.workspaceRoot ?? null,
    })
    markBenchmarkFile(benchmark, this.source)
    return benchmark
  }
}

/**
 * {@link loadCheckpoint} of checkpoint JSON already in memory (spec 05 §6.3): problems throw a CheckpointError
 * naming `source` and the key path.
 * @example
 * const benchmark = parseCheckpoint(JSON.parse(text), {}, 'bench.jsonld')
 */
export function parseCheckpoint(json: unknown, options: LoadCheckpointOptions = {}, source = 'checkpoint'): Benchmark {
  const [unknownKey] = unknownKeys(options, LOAD_OPTION_KEYS)
  if (unknownKey !== undefined) throw new ValidationError([unknownKey], unknownKeyMessage(unknownKey, 'loadCheckpoint options', LOAD_OPTION_KEYS), 'loadCheckpoint')
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    throw new CheckpointError(source, [], `expected a JSON object (a JSON-LD DataFeed), got ${Array.isArray(json) ? 'array' : json === null ? 'null' : typeof json}`)
  }
  return new Reader(source, options).read(json)
}

const LOAD_OPTION_KEYS = keysOf<LoadCheckpointOptions>()(['templates', 'callables', 'compat', 'onWarning', 'workspaceRoot'])

/**
 * Loads a Karenina JSON-LD checkpoint (`.jsonld`): questions, answers, templates, rubrics, metadata.
 * Declarative Python templates are read by a restricted parser (never run) into TemplateSpecs; classic
 * ones (custom `verify()` code) run in the Python sandbox, or as a TypeScript implementation registered by question id.
 * @example
 * const benchmark = await loadCheckpoint('oncology.jsonld', { templates: { 'urn:uuid:question-...': Answer } })
 */
export async function loadCheckpoint(path: string, options: LoadCheckpointOptions = {}): Promise<Benchmark> {
  return parseCheckpoint(await readCheckpointJson(path), options, path)
}

/** The file's JSON; its text is garbage once this returns, before the questions are built (issue 31). */
async function readCheckpointJson(path: string): Promise<unknown> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    throw new CheckpointError(path, [], `cannot read the file: ${(error as Error).message}`, { cause: error })
  }
  try {
    return parsePyJson(text.replace(/^\uFEFF/, ''))
  } catch (error) {
    throw new CheckpointError(path, [], `not valid JSON: ${(error as Error).message}`, { cause: error })
  }
}
