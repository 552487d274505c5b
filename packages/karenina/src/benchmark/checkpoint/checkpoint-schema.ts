import { z } from 'zod'
import { PyFloat } from '../../compat/py-float-value.js'

// The JSON-LD checkpoint as Karenina's Pydantic models read it (spec 05 §6.3): unknown keys are ignored,
// `@type` values are checked when present, null and missing optional keys are the same.

const typeTag = <T extends string>(value: T) => z.literal(value, { error: `expected "${value}"` }).optional()

/** A JSON number as read by `parsePyJson` (an integral Python float arrives as a PyFloat box). */
const jsonNumber = z.custom<number | PyFloat>((value) => (typeof value === 'number' && Number.isFinite(value)) || value instanceof PyFloat, {
  error: 'expected number',
})

/** schema.org `PropertyValue`; `value` is omitted when it was None (Karenina dumps with exclude_none). */
export const PropertyValueSchema = z.object({
  '@type': typeTag('PropertyValue'),
  name: z.string(),
  value: z.unknown().optional(),
})

/** schema.org `Rating`: one rubric trait. */
export const RatingSchema = z.object({
  '@type': typeTag('Rating'),
  '@id': z.string().nullish(),
  name: z.string(),
  description: z.string().nullish(),
  bestRating: jsonNumber,
  worstRating: jsonNumber,
  ratingValue: jsonNumber.nullish(),
  ratingExplanation: z.string().nullish(),
  additionalType: z.string().nullish(),
  additionalProperty: z.array(PropertyValueSchema).nullish(),
})

/** schema.org `SoftwareSourceCode`: the answer template's Python source. */
export const SourceCodeSchema = z.object({
  '@type': typeTag('SoftwareSourceCode'),
  '@id': z.string().nullish(),
  name: z.string(),
  text: z.string(),
  programmingLanguage: typeTag('Python').nullable(),
  codeRepository: z.string().nullish(),
})

export const AnswerSchema = z.object({
  '@type': typeTag('Answer'),
  '@id': z.string().nullish(),
  text: z.string(),
})

export const QuestionNodeSchema = z.object({
  '@type': typeTag('Question'),
  '@id': z.string().nullish(),
  text: z.string(),
  acceptedAnswer: AnswerSchema,
  hasPart: SourceCodeSchema,
  rating: z.array(RatingSchema).nullish(),
  additionalProperty: z.array(PropertyValueSchema).nullish(),
  keywords: z.array(z.string()).nullish(),
})

/** `dataFeedElement[i]`: one question with its dates. */
export const DataFeedItemSchema = z.object({
  '@type': typeTag('DataFeedItem'),
  '@id': z.string().nullish(),
  dateCreated: z.string(),
  dateModified: z.string(),
  /** Old location of the keywords (moved into `item.keywords` on save). */
  keywords: z.array(z.string()).nullish(),
  item: QuestionNodeSchema,
})

export const PersonSchema = z.object({
  '@type': typeTag('Person'),
  name: z.string(),
  url: z.string().nullish(),
  email: z.string().nullish(),
})

/** The whole checkpoint (`JsonLdCheckpoint`). */
export const CheckpointSchema = z.object({
  '@context': z.record(z.string(), z.unknown()),
  '@type': typeTag('DataFeed'),
  '@id': z.string().nullish(),
  name: z.string(),
  description: z.string().nullish(),
  version: z.string().nullish(),
  creator: z.union([z.string(), PersonSchema], { error: 'expected a string or a Person object' }).nullish(),
  dateCreated: z.string(),
  dateModified: z.string(),
  rating: z.array(RatingSchema).nullish(),
  dataFeedElement: z.array(DataFeedItemSchema),
  /** Scenarios (`karenina:Scenario` objects), kept as they are. */
  hasPart: z.array(z.record(z.string(), z.unknown())).nullish(),
  additionalProperty: z.array(PropertyValueSchema).nullish(),
})

/** The checkpoint with its questions left unchecked, each checked on its own with {@link DataFeedItemSchema} (load-checkpoint.ts). */
export const CheckpointHeadSchema = CheckpointSchema.extend({ dataFeedElement: z.array(z.unknown()) })

export type CheckpointPropertyValue = z.output<typeof PropertyValueSchema>
export type CheckpointRating = z.output<typeof RatingSchema>
export type CheckpointHead = z.output<typeof CheckpointHeadSchema>

/** A problem in one part of a checkpoint (a rating, a question's properties), with its path inside that part. */
export class ShapeError extends Error {
  constructor(
    readonly path: readonly (string | number)[],
    readonly problem: string,
  ) {
    super(problem)
  }
}

/** Python's name for the type of a JSON value, for "expected string, got number" messages. */
export function jsonTypeName(value: unknown): string {
  if (value === undefined) return 'nothing (the key is missing)'
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (value instanceof PyFloat) return 'number'
  return typeof value
}

/** One zod issue of a parse with `{ reportInput: true }` as `expected string, got number`. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const value = issue.input
  if (issue.code === 'invalid_type') return `expected ${issue.expected}, got ${jsonTypeName(value)}`
  if (issue.code === 'invalid_value' || issue.code === 'invalid_union' || issue.code === 'custom') {
    const message = issue.message.replace(/^Invalid input: /, '')
    return message.startsWith('expected') ? `${message}, got ${value === undefined ? jsonTypeName(value) : JSON.stringify(value)}` : message
  }
  return issue.message
}
