import { isPythonCompat, type CompatMode } from '../../compat/compat-mode.js'
import { pyJsonDumps } from '../../compat/py-json.js'
import type { FewShotExample } from '../../config/few-shot-config.js'
import type { BenchmarkQuestion } from '../benchmark.js'
import { ShapeError, type CheckpointPropertyValue } from './checkpoint-schema.js'
import { nativeOrJsonString } from './rating-decode.js'
import { propertyValue } from './rating-encode.js'
import { isRecord } from '../../utils/is-record.js'

type StoredField = 'finished' | 'author' | 'sources' | 'customMetadata' | 'fewShotExamples' | 'answerNotes' | 'workspacePath'

/**
 * The question data Karenina stores as `item.additionalProperty` entries (spec 05 §6.3), and the properties
 * with other names, kept in order.
 */
type QuestionProperties = { -readonly [K in StoredField]-?: BenchmarkQuestion[K] } & { extraProperties: { name: string; value: unknown }[] }

/**
 * Reads a question's `additionalProperty` list. A missing `finished` is false, as in Karenina's loader.
 * Author, sources and few-shot examples may be JSON text, as Karenina stores them.
 * `custom_<key>` entries become custom metadata (`'karenina-python'`: Karenina removes every `custom_`
 * occurrence from the name, not only the prefix).
 */
export function decodeQuestionProperties(props: readonly CheckpointPropertyValue[], compat: CompatMode | undefined): QuestionProperties {
  const out: QuestionProperties = {
    finished: false,
    author: null,
    sources: null,
    customMetadata: null,
    fewShotExamples: null,
    answerNotes: null,
    workspacePath: null,
    extraProperties: [],
  }
  const custom: Record<string, unknown> = {}
  let hasCustom = false
  props.forEach((prop, index) => {
    const value = prop.value ?? null
    switch (prop.name) {
      case 'finished':
        if (typeof value !== 'boolean') throw new ShapeError([index, 'value'], `"finished" must be a boolean, got ${JSON.stringify(value)}`)
        out.finished = value
        return
      case 'author': {
        const author = nativeOrJsonString(value)
        if (!isRecord(author)) throw new ShapeError([index, 'value'], 'expected "author" to be a JSON object (or its JSON text)')
        out.author = author
        return
      }
      case 'sources': {
        const sources = nativeOrJsonString(value)
        if (!Array.isArray(sources) || !sources.every(isRecord)) throw new ShapeError([index, 'value'], 'expected "sources" to be a list of JSON objects (or its JSON text)')
        out.sources = sources
        return
      }
      case 'few_shot_examples': {
        const examples = nativeOrJsonString(value)
        if (!Array.isArray(examples) || !examples.every((e) => isRecord(e) && Object.values(e).every((v) => typeof v === 'string'))) {
          throw new ShapeError([index, 'value'], 'expected "few_shot_examples" to be a list of {question, answer} string objects (or its JSON text)')
        }
        out.fewShotExamples = examples as FewShotExample[]
        return
      }
      case 'answer_notes':
      case 'workspace_path':
        if (value !== null && typeof value !== 'string') throw new ShapeError([index, 'value'], `"${prop.name}" must be a string`)
        out[prop.name === 'answer_notes' ? 'answerNotes' : 'workspacePath'] = value
        return
      default:
        if (prop.name.startsWith('custom_')) {
          const key = isPythonCompat(compat) ? prop.name.replaceAll('custom_', '') : prop.name.slice('custom_'.length)
          custom[key] = value
          hasCustom = true
        } else {
          out.extraProperties.push({ name: prop.name, value })
        }
    }
  })
  if (hasCustom) out.customMetadata = custom
  return out
}

/** A question's `additionalProperty` list in Karenina's order (finished, author, sources, custom_*, few-shot, notes). */
export function encodeQuestionProperties(question: BenchmarkQuestion): Record<string, unknown>[] {
  const props: Record<string, unknown>[] = [propertyValue('finished', question.finished)]
  // Karenina stores these as `json.dumps(...)` text (ASCII-escaped, `", "` / `": "` separators).
  if (question.author !== null && Object.keys(question.author).length > 0) props.push(propertyValue('author', pyJsonDumps(question.author)))
  if (question.sources !== null && question.sources.length > 0) props.push(propertyValue('sources', pyJsonDumps(question.sources)))
  for (const [key, value] of Object.entries(question.customMetadata ?? {})) props.push(propertyValue(`custom_${key}`, value))
  if (question.fewShotExamples !== null && question.fewShotExamples.length > 0) {
    props.push(propertyValue('few_shot_examples', pyJsonDumps(question.fewShotExamples)))
  }
  if (question.answerNotes !== null && question.answerNotes !== '') props.push(propertyValue('answer_notes', question.answerNotes))
  if ((question.workspacePath ?? null) !== null) props.push(propertyValue('workspace_path', question.workspacePath))
  for (const extra of question.checkpointNode?.extraProperties ?? []) props.push(propertyValue(extra.name, extra.value))
  return props
}
