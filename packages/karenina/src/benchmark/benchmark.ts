import type { FewShotExample } from '../config/few-shot-config.js'
import { ValidationError } from '../errors/validation-error.js'
import type { Rubric } from '../rubric/rubric.js'
import type { Template } from '../template/template.js'
import type { ScenarioDefinition } from '../scenario/scenario-definition.js'
import { benchmarkFileOf } from '../config/checkpoint-trust.js'
import { scenarioFromCheckpoint, scenarioToCheckpoint, type ScenarioPartOptions } from './checkpoint/scenario-part.js'
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
  /**
   * The template's Python source as read from a checkpoint, written back verbatim on save (its MD5 is the
   * question's `template_id` in Karenina). `null` for templates set in TypeScript (their `source` is written).
   */
  readonly templateSource?: string | null
  /** Why the stored template cannot run here (e.g. Python the sandbox cannot read); `template` is then null. */
  readonly templateProblem?: string | null
  /** Dynamic rubric of the question (traits evaluated only when their concept is present). */
  readonly dynamicRubric?: Rubric | null
  /** Workspace directory of the question (agentic runs; checkpoint property `workspace_path`). */
  readonly workspacePath?: string | null
  /** JSON-LD node ids and names read from a checkpoint, written back on save. */
  readonly checkpointNode?: QuestionCheckpointNode | null
}

/** What a checkpoint stores about a question besides its data: node ids, the template's display name, unknown properties. */
export interface QuestionCheckpointNode {
  readonly questionNodeId?: string
  readonly answerNodeId?: string
  readonly templateNodeId?: string
  readonly templateName?: string
  readonly codeRepository?: string
  /** `additionalProperty` entries Karenina-ts does not interpret, kept in order. */
  readonly extraProperties?: readonly { readonly name: string; readonly value: unknown }[]
}

/**
 * A question to add (`addQuestion`): a question's fields, all optional but the text and the reference answer.
 * Defaults: `id` generated from the text (collisions get `-1`, `-2`, …), `finished` true, the dates now, the rest null.
 */
export type QuestionInput = { -readonly [K in keyof BenchmarkQuestion]+?: BenchmarkQuestion[K] } & { question: string; rawAnswer: string }
/** Contact details of a benchmark creator stored as a schema.org Person. */
export interface CreatorContact {
  readonly url: string | null
  readonly email: string | null
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
  /** Checkpoint `@id`. @default `urn:uuid:karenina-checkpoint-<epoch seconds>` */
  id?: string
  /** ISO datetimes read from a checkpoint. @default now */
  createdAt?: string
  modifiedAt?: string
  /** The creator is a schema.org Person with these contact details. @default null (a plain name) */
  creatorContact?: CreatorContact | null
  /** Benchmark-level dynamic rubric. @default null */
  globalDynamicRubric?: Rubric | null
  /** Scenario definitions (checkpoint `hasPart`), kept as stored. @default [] */
  scenarioParts?: readonly Readonly<Record<string, unknown>>[]
}

/** The last stamp made: questions added in the same millisecond share one string (a 10,000-question benchmark built in a loop). */
let lastStamp: { time: number; offset: number; text: string } | null = null

/** Python `datetime.now().isoformat()`: local time, microseconds, no zone. */
function isoLocal(date: Date): string {
  const time = date.getTime()
  const offset = date.getTimezoneOffset()
  if (lastStamp !== null && lastStamp.time === time && lastStamp.offset === offset) return lastStamp.text
  const p = (n: number, w = 2) => String(n).padStart(w, '0')
  const micros = date.getMilliseconds() * 1000
  // Joined, not concatenated: one flat string instead of a tree of a dozen pieces kept per question.
  const parts = [date.getFullYear(), '-', p(date.getMonth() + 1), '-', p(date.getDate()), 'T', p(date.getHours()), ':', p(date.getMinutes()), ':', p(date.getSeconds())]
  if (micros !== 0) parts.push('.', p(micros, 6))
  lastStamp = { time, offset, text: parts.join('') }
  return lastStamp.text
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
  /** When set, the creator is saved as a schema.org Person with these details. */
  creatorContact: CreatorContact | null
  readonly id: string
  readonly createdAt: string
  #modifiedAt: string
  #globalRubric: Rubric | null
  #globalDynamicRubric: Rubric | null
  #scenarioParts: readonly Readonly<Record<string, unknown>>[] = []
  /** Definitions added in TS (with their functions), by part; parts read from a file are decoded on demand. */
  #scenarioDefs = new Map<Readonly<Record<string, unknown>>, ScenarioDefinition>()
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
    this.creatorContact = init.creatorContact ?? null
    this.id = init.id ?? `urn:uuid:karenina-checkpoint-${now.getTime() / 1000}`
    this.createdAt = init.createdAt ?? isoLocal(now)
    this.#modifiedAt = this.createdAt
    this.#globalRubric = init.globalRubric ?? null
    this.#globalDynamicRubric = init.globalDynamicRubric ?? null
    for (const question of init.questions ?? []) this.addQuestion(question)
    // After the questions: a file may hold both (kept as read), while addQuestion refuses them on a scenario benchmark.
    this.#scenarioParts = init.scenarioParts ?? []
    for (const [key, value] of Object.entries(init.customProperties ?? {})) this.#customProperties.set(key, value)
    // A loaded benchmark keeps its stored modification date.
    if (init.modifiedAt !== undefined) this.#modifiedAt = init.modifiedAt
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
    if (this.isScenarioBenchmark) throw new ValidationError([], 'a scenario benchmark holds scenarios only: standalone questions cannot be added', 'Benchmark.addQuestion')
    if (typeof input?.question !== 'string') throw new ValidationError(['question'], 'expected the question text (a string)', 'Benchmark.addQuestion')
    if (typeof input.rawAnswer !== 'string') throw new ValidationError(['rawAnswer'], 'expected the reference answer (a string)', 'Benchmark.addQuestion')
    if (input.id !== undefined && this.#questions.has(input.id))
      throw new ValidationError(['id'], `question id ${JSON.stringify(input.id)} is already in the benchmark`, 'Benchmark.addQuestion')
    // A given id is free by now, so only a generated one gets a `-1`, `-2`, … suffix.
    const base = input.id ?? generateQuestionId(input.question)
    let id = base
    for (let n = 1; this.#questions.has(id); n++) id = `${base}-${n}`
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
      dateCreated: input.dateCreated ?? stamp,
      dateModified: input.dateModified ?? input.dateCreated ?? stamp,
      templateSource: input.templateSource ?? null,
      templateProblem: input.templateProblem ?? null,
      dynamicRubric: input.dynamicRubric ?? null,
      workspacePath: input.workspacePath ?? null,
      checkpointNode: input.checkpointNode ?? null,
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
    // A new template replaces the one read from a checkpoint (its stored source and problem go with it).
    const templatePatch = template !== undefined ? { template, templateSource: null, templateProblem: null } : {}
    this.#update(id, { ...clean, ...templatePatch, ...(rubric !== undefined ? { rubric } : {}) })
  }

  markFinished(id: string): void {
    this.#update(id, { finished: true })
  }

  markUnfinished(id: string): void {
    this.#update(id, { finished: false })
  }

  /** Sets (or with `null`, removes) a question's template (Karenina `add_answer_template` / `update_template`). */
  setTemplate(id: string, template: Template | null): void {
    this.#update(id, { template, templateSource: null, templateProblem: null })
  }

  /** True when the question has a template, including a stored Python one that cannot run here. */
  hasTemplate(id: string): boolean {
    const question = this.#questions.get(id)
    return question !== undefined && hasAnyTemplate(question)
  }

  /** The question's template; a question without one (or whose stored template cannot run) throws. */
  getTemplate(id: string): Template {
    const question = this.getQuestion(id)
    if (question.template === null)
      throw new ValidationError(['template'], question.templateProblem ?? `question ${JSON.stringify(id)} has no answer template`, 'Benchmark')
    return question.template
  }

  /** Ids of questions without a template. */
  getMissingTemplates(): string[] {
    return this.getAllQuestions()
      .filter((q) => !hasAnyTemplate(q))
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

  /** Sets (or clears) the benchmark-level dynamic rubric (Karenina `set_global_dynamic_rubric`). */
  setGlobalDynamicRubric(rubric: Rubric | null): void {
    this.#globalDynamicRubric = rubric
    this.#touch()
  }

  getGlobalDynamicRubric(): Rubric | null {
    return this.#globalDynamicRubric
  }

  /** Sets (or clears) a question's dynamic rubric. */
  setQuestionDynamicRubric(id: string, rubric: Rubric | null): void {
    this.#update(id, { dynamicRubric: rubric })
  }

  getQuestionDynamicRubric(id: string): Rubric | null {
    return this.getQuestion(id).dynamicRubric ?? null
  }

  /** Scenario definitions stored in the checkpoint (`hasPart`), as read; karenina-ts does not run them. */
  get scenarioParts(): readonly Readonly<Record<string, unknown>>[] {
    return this.#scenarioParts
  }

  /** True once the benchmark holds scenarios (`benchmark_type = "scenario"`). */
  get isScenarioBenchmark(): boolean {
    return this.#customProperties.get('benchmark_type') === 'scenario' || this.#scenarioParts.length > 0
  }

  get scenarioCount(): number {
    return this.#scenarioParts.length
  }

  /**
   * Adds a scenario (spec 05 §6.1): a benchmark holds either questions or scenarios, and scenario names are
   * unique. Marks the benchmark `benchmark_type = "scenario"`. TS functions of the definition are used when
   * it runs; the checkpoint stores its data (StateChecks, outcome checks, Python sources).
   */
  addScenario(def: ScenarioDefinition): void {
    if (this.#questions.size > 0) throw new ValidationError([], 'the benchmark has standalone questions: scenarios cannot be added to it', 'Benchmark.addScenario')
    if (this.#scenarioParts.some((p) => p.name === def.name)) throw new ValidationError(['name'], `a scenario named ${JSON.stringify(def.name)} is already in the benchmark`, 'Benchmark.addScenario')
    const part = scenarioToCheckpoint(def)
    this.#scenarioParts = [...this.#scenarioParts, part]
    this.#scenarioDefs.set(part, def)
    this.setCustomProperty('benchmark_type', 'scenario')
  }

  /**
   * The scenarios, in order. Those read from a checkpoint are decoded and validated here (a CheckpointError
   * names the part); `templates` gives TS templates for nodes whose stored template is Python code
   * (keyed `<scenario>/<node>`).
   */
  getScenarios(options: Partial<Omit<ScenarioPartOptions, 'path'>> = {}): ScenarioDefinition[] {
    const file = options.file ?? benchmarkFileOf(this) ?? this.name
    return this.#scenarioParts.map(
      (part, i) => this.#scenarioDefs.get(part) ?? scenarioFromCheckpoint(part, { ...options, file, path: ['hasPart', i] }),
    )
  }

  getScenario(name: string, options: Parameters<Benchmark['getScenarios']>[0] = {}): ScenarioDefinition {
    const index = this.#scenarioParts.findIndex((p) => p.name === name)
    if (index < 0) throw new ValidationError(['name'], `no scenario named ${JSON.stringify(name)} (scenarios: ${this.#scenarioParts.map((p) => String(p.name)).join(', ') || 'none'})`, 'Benchmark.getScenario')
    return this.getScenarios(options)[index]!
  }

  removeScenario(name: string): void {
    const part = this.#scenarioParts.find((p) => p.name === name)
    if (part === undefined) throw new ValidationError(['name'], `no scenario named ${JSON.stringify(name)}`, 'Benchmark.removeScenario')
    this.#scenarioParts = this.#scenarioParts.filter((p) => p !== part)
    this.#scenarioDefs.delete(part)
    this.#touch()
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
    return this.#questions.size > 0 && this.getAllQuestions().every((q) => q.finished && hasAnyTemplate(q))
  }
}

function hasAnyTemplate(question: BenchmarkQuestion): boolean {
  return question.template !== null || (question.templateSource ?? null) !== null
}
