import { pyJsonDumps } from '../../compat/py-json.js'
import { CheckpointError } from '../../errors/checkpoint-error.js'
import { mapJsonStrings } from '../../errors/redact-secrets.js'
import type { Rubric } from '../../rubric/rubric.js'
import type { Benchmark, BenchmarkQuestion } from '../benchmark.js'
import { defaultTemplateName, defaultTemplateSource } from './stored-template.js'
import { encodeQuestionProperties } from './question-properties.js'
import type { RatingScope } from './rating-decode.js'
import { encodeRubric, propertyValue, type RatingJson } from './rating-encode.js'
import { writeOutputText } from '../../utils/output-file.js'

/** The `@context` Karenina writes (spec 05 §6.3), in its key order. */
export const CHECKPOINT_CONTEXT = {
  '@version': 1.1,
  '@vocab': 'https://schema.org/',
  karenina: 'urn:karenina:vocab:',
  dataFeedElement: { '@id': 'dataFeedElement', '@container': '@set' },
  item: { '@id': 'item', '@type': '@id' },
  acceptedAnswer: { '@id': 'acceptedAnswer', '@type': '@id' },
  rating: { '@id': 'contentRating', '@container': '@set' },
  additionalProperty: { '@id': 'additionalProperty', '@container': '@set' },
  hasPart: { '@id': 'hasPart', '@container': '@set' },
  keywords: { '@id': 'keywords', '@container': '@set' },
} as const

/** The format version property of new checkpoints. */
export const BENCHMARK_FORMAT_VERSION = '3.0.0-jsonld'

/** Options of {@link checkpointToJson}. */
export interface CheckpointWriteOptions {
  /** Keep the `deep_judgment_*` settings of LLM traits (Karenina's `save_deep_judgment_config`). @default false */
  saveDeepJudgmentConfig?: boolean
  /** Names the target in error messages. @default 'checkpoint' */
  source?: string
}

function templateText(question: BenchmarkQuestion, index: number, source: string): string {
  if ((question.templateSource ?? null) !== null) return question.templateSource!
  if (question.template === null) return defaultTemplateSource(question.question)
  if (question.template.source !== undefined) return question.template.source
  throw new CheckpointError(
    source,
    ['dataFeedElement', index, 'item', 'hasPart', 'text'],
    `question ${JSON.stringify(question.id)}: template ${question.template.name} has no Python source (it uses TypeScript hooks), and a checkpoint stores templates as Python; ` +
      'give its Python text with defineTemplate(shape, { ..., source }) or use only field(...) declarations',
  )
}

/** A rubric and a dynamic rubric as one list of ratings (Karenina's order: the plain traits, then the dynamic ones). */
function ratingsOf(rubric: Rubric | null, dynamic: Rubric | null, scope: RatingScope, options: CheckpointWriteOptions): RatingJson[] {
  const keepDeepJudgment = options.saveDeepJudgmentConfig ?? false
  return [...encodeRubric(rubric, scope, { keepDeepJudgment }), ...encodeRubric(dynamic, scope, { keepDeepJudgment, dynamic: true })]
}

function questionNode(question: BenchmarkQuestion, index: number, options: CheckpointWriteOptions): Record<string, unknown> {
  const node = question.checkpointNode ?? {}
  const item: Record<string, unknown> = { '@type': 'Question' }
  if (node.questionNodeId !== undefined) item['@id'] = node.questionNodeId
  item.text = question.question
  item.acceptedAnswer = { '@type': 'Answer', ...(node.answerNodeId !== undefined ? { '@id': node.answerNodeId } : {}), text: question.rawAnswer }
  const code: Record<string, unknown> = { '@type': 'SoftwareSourceCode' }
  if (node.templateNodeId !== undefined) code['@id'] = node.templateNodeId
  code.name = node.templateName ?? defaultTemplateName(question.question)
  code.text = templateText(question, index, options.source ?? 'checkpoint')
  code.programmingLanguage = 'Python'
  if (node.codeRepository !== undefined) code.codeRepository = node.codeRepository
  item.hasPart = code
  const ratings = ratingsOf(question.rubric, question.dynamicRubric ?? null, 'question', options)
  if (ratings.length > 0) item.rating = ratings
  item.additionalProperty = encodeQuestionProperties(question)
  if (question.keywords !== null) item.keywords = [...question.keywords]
  return { '@type': 'DataFeedItem', '@id': question.id, dateCreated: question.dateCreated, dateModified: question.dateModified, item }
}

/**
 * The checkpoint of a benchmark as JSON (Karenina's `JsonLdCheckpoint` dump: aliases, key order, null
 * fields omitted). Rating bounds are Python floats (`PyFloat`), so serialize it with
 * {@link serializeCheckpoint} to get Karenina's bytes. Templates are written as Python source: the text
 * read from a checkpoint, else the template's generated source; a question without a template gets
 * Karenina's placeholder.
 * @example
 * const json = checkpointToJson(benchmark) // { '@context': {...}, '@type': 'DataFeed', ... }
 */
export function checkpointToJson(benchmark: Benchmark, options: CheckpointWriteOptions = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {
    '@context': structuredClone(CHECKPOINT_CONTEXT),
    '@type': 'DataFeed',
    '@id': benchmark.id,
    name: benchmark.name,
    description: benchmark.description,
    version: benchmark.version,
  }
  const contact = benchmark.creatorContact
  out.creator =
    contact === null
      ? benchmark.creator
      : { '@type': 'Person', name: benchmark.creator, ...(contact.url !== null ? { url: contact.url } : {}), ...(contact.email !== null ? { email: contact.email } : {}) }
  out.dateCreated = benchmark.createdAt
  out.dateModified = benchmark.modifiedAt
  const ratings = ratingsOf(benchmark.getGlobalRubric(), benchmark.getGlobalDynamicRubric(), 'global', options)
  if (ratings.length > 0) out.rating = ratings
  out.dataFeedElement = benchmark.getAllQuestions().map((question, i) => questionNode(question, i, options))
  // Copied without structuredClone, which would turn PyFloat boxes (`0.0`) into plain objects.
  const copy = (part: object) => mapJsonStrings(part, (text) => text)
  if (benchmark.scenarioParts.length > 0) out.hasPart = benchmark.scenarioParts.map(copy)
  const custom = benchmark.customProperties
  const props = Object.hasOwn(custom, 'benchmark_format_version') ? [] : [propertyValue('benchmark_format_version', BENCHMARK_FORMAT_VERSION)]
  for (const [name, value] of Object.entries(custom)) props.push(propertyValue(name, value))
  out.additionalProperty = props
  return out
}

/**
 * The checkpoint text exactly as Karenina writes it: `json.dump(indent=2, ensure_ascii=False)` (no
 * trailing newline). Saving, loading and saving again gives the same bytes.
 * @example await writeFile('bench.jsonld', serializeCheckpoint(benchmark))
 */
export function serializeCheckpoint(benchmark: Benchmark, options: CheckpointWriteOptions = {}): string {
  return pyJsonDumps(checkpointToJson(benchmark, options), { indent: 2, ensureAscii: false })
}

/**
 * Saves a benchmark as a Karenina JSON-LD checkpoint at exactly `path`. The text is built first and
 * written to a temporary file that is renamed over `path`, so a failure never leaves a truncated file.
 * @example await saveCheckpoint(benchmark, 'oncology.jsonld')
 */
export async function saveCheckpoint(benchmark: Benchmark, path: string, options: Omit<CheckpointWriteOptions, 'source'> = {}): Promise<void> {
  const text = serializeCheckpoint(benchmark, { ...options, source: path })
  await writeOutputText(path, text)
}
