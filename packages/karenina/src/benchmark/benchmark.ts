import type { FewShotExample } from '../config/few-shot-config.js'
import { ValidationError } from '../errors/validation-error.js'
import type { Rubric } from '../rubric/rubric.js'
import type { Template } from '../template/template.js'
import { generateQuestionId } from './question-id.js'

/** A question of a benchmark, as stored (Karenina's question record, spec 05 §6.1). Plain data plus the template. */
export interface BenchmarkQuestion {
  /** `urn:uuid:question-<slug>-<md5[:8]>` unless given. */
  readonly id: string
  readonly question: string
  /** The reference answer (Karenina `raw_answer`). */
  readonly rawAnswer: string
  /** `null`: no template yet (Karenina's default placeholder, which `has_template` treats as none). */
  readonly template: Template | null
  readonly finished: boolean
  readonly keywords: readonly string[] | null
  readonly author: Readonly<Record<string, unknown>> | null
  readonly sources: readonly Readonly<Record<string, unknown>>[] | null
  readonly customMetadata: Readonly<Record<string, unknown>> | null
  readonly fewShotExamples: readonly FewShotExample[] | null
  readonly answerNotes: string | null
  /** Question-specific rubric, merged with the benchmark's at run time. */
  readonly rubric: Rubric | null
  /** ISO local datetime. */
  readonly dateCreated: string
  readonly dateModified: string
}

/** A question to add (`addQuestion`). */
export interface QuestionInput {
  question: string
  rawAnswer: string
  /** @default null (no template) */
  template?: Template | null
  /** @default generated from the text (collisions get `-1`, `-2`, …) */
  id?: string
  /** @default true */
  finished?: boolean
  /** @default null */
  keywords?: readonly string[] | null
  /** @default null */
  author?: Readonly<Record<string, unknown>> | null
  /** @default null */
  sources?: readonly Readonly<Record<string, unknown>>[] | null
  /** @default null */
  customMetadata?: Readonly<Record<string, unknown>> | null
  /** @default null */
  fewShotExamples?: readonly FewShotExample[] | null
  /** @default null */
  answerNotes?: string | null
  /** @default null */
  rubric?: Rubric | null
}

/** What a benchmark is created from. */
export interface BenchmarkInit {
  name: string
  /** @default '' */
  description?: string
  /** @default '0.1.0' */
  version?: string
  /** @default 'Karenina Benchmarking System' */
  creator?: string
  /** Root of question workspaces (agentic runs). @default null */
  workspaceRoot?: string | null
  /** @default [] */
  questions?: readonly QuestionInput[]
  /** Benchmark-level rubric, applied to every question. @default null */
  globalRubric?: Rubric | null
  /** Custom properties of the benchmark (checkpoint `additionalProperty`). @default {} */
  customProperties?: Readonly<Record<string, unknown>>
  /** Clock for ids and dates (tests). @default () => new Date() */
  now?: () => Date
}

/** Python `datetime.now().isoformat()`: local time, microseconds, no zone. */
function isoLocal(date: Date): string {
  const p = (n: number, w = 2) => String(n).padStart(w, '0')
  const micros = date.getMilliseconds() * 1000
  const base = `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())}T${p(date.getHours())}:${p(date.getMinutes())}:${p(date.getSeconds())}`
  return micros === 0 ? base : `${base}.${p(micros, 6)}`
}

/**
 * A benchmark: questions (text, reference answer, template, keywords, metadata), a benchmark-level rubric
 * and question-level rubrics (Karenina's `Benchmark`, spec 05 §6.1, with camelCase names). Holds plain
 * data only, so it serializes readily.
 * @example
 * const benchmark = Benchmark.create({ name: 'oncology' })
 * const id = benchmark.addQuestion({ question: 'What does venetoclax target?', rawAnswer: 'BCL2', template: Answer })
 */
export class Benchmark {
  name: string
  description: string
  version: string
  creator: string
  workspaceRoot: string | null
  readonly id: string
  readonly createdAt: string
  #modifiedAt: string
  #globalRubric: Rubric | null
  readonly #questions = new Map<string, BenchmarkQuestion>()
  readonly #customProperties = new Map<string, unknown>()
  readonly #now: () => Date

  private constructor(init: BenchmarkInit) {
    this.#now = init.now ?? (() => new Date())
    const now = this.#now()
    this.name = init.name
    this.description = init.description ?? ''
    this.version = init.version ?? '0.1.0'
    this.creator = init.creator ?? 'Karenina Benchmarking System'
    this.workspaceRoot = init.workspaceRoot ?? null
    this.id = `urn:uuid:karenina-checkpoint-${now.getTime() / 1000}`
    this.createdAt = isoLocal(now)
    this.#modifiedAt = this.createdAt
    this.#globalRubric = init.globalRubric ?? null
    for (const [key, value] of Object.entries(init.customProperties ?? {})) this.#customProperties.set(key, value)
    for (const question of init.questions ?? []) this.addQuestion(question)
  }

  /** A new benchmark (Karenina `Benchmark.create`). */
  static create(init: BenchmarkInit): Benchmark {
    if (typeof init?.name !== 'string' || init.name === '') throw new ValidationError(['name'], 'a benchmark needs a non-empty name', 'Benchmark')
    return new Benchmark(init)
  }

  get modifiedAt(): string {
    return this.#modifiedAt
  }

  #touch(): string {
    this.#modifiedAt = isoLocal(this.#now())
    return this.#modifiedAt
  }

  /** Adds a question and returns its id; an explicit id already in use is an error. */
  addQuestion(input: QuestionInput): string {
    if (typeof input?.question !== 'string') throw new ValidationError(['question'], 'expected the question text (a string)', 'Benchmark.addQuestion')
    if (typeof input.rawAnswer !== 'string') throw new ValidationError(['rawAnswer'], 'expected the reference answer (a string)', 'Benchmark.addQuestion')
    let id = input.id
    if (id !== undefined) {
      if (this.#questions.has(id)) throw new ValidationError(['id'], `question id ${JSON.stringify(id)} is already in the benchmark`, 'Benchmark.addQuestion')
    } else {
      const base = generateQuestionId(input.question)
      id = base
      for (let n = 1; this.#questions.has(id); n++) id = `${base}-${n}`
    }
    const stamp = this.#touch()
    this.#questions.set(id, {
      id,
      question: input.question,
      rawAnswer: input.rawAnswer,
      template: input.template ?? null,
      finished: input.finished ?? true,
      keywords: input.keywords ?? null,
      author: input.author ?? null,
      sources: input.sources ?? null,
      customMetadata: input.customMetadata ?? null,
      fewShotExamples: input.fewShotExamples ?? null,
      answerNotes: input.answerNotes ?? null,
      rubric: input.rubric ?? null,
      dateCreated: stamp,
      dateModified: stamp,
    })
    return id
  }

  /** Adds several questions; returns their ids in order. */
  addQuestions(inputs: readonly QuestionInput[]): string[] {
    return inputs.map((input) => this.addQuestion(input))
  }

  hasQuestion(id: string): boolean {
    return this.#questions.has(id)
  }

  /** The question with this id; a missing id throws naming it. */
  getQuestion(id: string): BenchmarkQuestion {
    const question = this.#questions.get(id)
    if (question === undefined) throw new ValidationError(['question_id'], `no question ${JSON.stringify(id)} in benchmark "${this.name}"`, 'Benchmark')
    return question
  }

  /** Question ids in insertion order. */
  getQuestionIds(): string[] {
    return [...this.#questions.keys()]
  }

  /** Every question in insertion order. */
  getAllQuestions(): BenchmarkQuestion[] {
    return [...this.#questions.values()]
  }

  getFinishedQuestions(): BenchmarkQuestion[] {
    return this.getAllQuestions().filter((q) => q.finished)
  }

  getUnfinishedQuestions(): BenchmarkQuestion[] {
    return this.getAllQuestions().filter((q) => !q.finished)
  }

  /** Removes a question; false when it was not there. */
  removeQuestion(id: string): boolean {
    const removed = this.#questions.delete(id)
    if (removed) this.#touch()
    return removed
  }

  clearQuestions(): void {
    this.#questions.clear()
    this.#touch()
  }

  #update(id: string, patch: Partial<Omit<BenchmarkQuestion, 'id' | 'dateCreated'>>): void {
    const question = this.getQuestion(id)
    this.#questions.set(id, { ...question, ...patch, dateModified: this.#touch() })
  }

  /** Updates a question's text, answer, keywords or metadata. */
  updateQuestion(id: string, patch: Partial<Omit<QuestionInput, 'id'>>): void {
    const { template, rubric, ...rest } = patch
    const clean = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined))
    this.#update(id, { ...clean, ...(template !== undefined ? { template } : {}), ...(rubric !== undefined ? { rubric } : {}) })
  }

  markFinished(id: string): void {
    this.#update(id, { finished: true })
  }

  markUnfinished(id: string): void {
    this.#update(id, { finished: false })
  }

  /** Sets (or with `null`, removes) a question's template (Karenina `add_answer_template` / `update_template`). */
  setTemplate(id: string, template: Template | null): void {
    this.#update(id, { template })
  }

  hasTemplate(id: string): boolean {
    return this.#questions.get(id)?.template != null
  }

  /** The question's template; a question without one throws. */
  getTemplate(id: string): Template {
    const template = this.getQuestion(id).template
    if (template === null) throw new ValidationError(['template'], `question ${JSON.stringify(id)} has no answer template`, 'Benchmark')
    return template
  }

  /** Ids of questions without a template. */
  getMissingTemplates(): string[] {
    return this.getAllQuestions()
      .filter((q) => q.template === null)
      .map((q) => q.id)
  }

  /** Sets (or clears) the benchmark-level rubric. */
  setGlobalRubric(rubric: Rubric | null): void {
    this.#globalRubric = rubric
    this.#touch()
  }

  getGlobalRubric(): Rubric | null {
    return this.#globalRubric
  }

  /** Sets (or clears) a question's own rubric. */
  setQuestionRubric(id: string, rubric: Rubric | null): void {
    this.#update(id, { rubric })
  }

  getQuestionRubric(id: string): Rubric | null {
    return this.getQuestion(id).rubric
  }

  /** Clears the benchmark rubric and every question rubric. */
  clearAllRubrics(): void {
    this.#globalRubric = null
    for (const id of this.#questions.keys()) this.#update(id, { rubric: null })
  }

  getCustomProperty(name: string): unknown {
    return this.#customProperties.get(name)
  }

  setCustomProperty(name: string, value: unknown): void {
    this.#customProperties.set(name, value)
    this.#touch()
  }

  /** Custom properties as a plain object. */
  get customProperties(): Record<string, unknown> {
    return Object.fromEntries(this.#customProperties)
  }

  get questionCount(): number {
    return this.#questions.size
  }

  get finishedCount(): number {
    return this.getFinishedQuestions().length
  }

  get isEmpty(): boolean {
    return this.#questions.size === 0
  }

  /** Every question is finished and has a template (false when empty, as in Karenina). */
  get isComplete(): boolean {
    return this.#questions.size > 0 && this.getAllQuestions().every((q) => q.finished && q.template !== null)
  }
}
