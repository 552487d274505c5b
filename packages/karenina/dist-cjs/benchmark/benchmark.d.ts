import type { FewShotExample } from '../config/few-shot-config.js';
import type { Rubric } from '../rubric/rubric.js';
import type { Template } from '../template/template.js';
import type { CompatMode } from '../compat/compat-mode.js';
import type { ScenarioDefinition } from '../scenario/scenario-definition.js';
/** A question of a benchmark, as stored (Karenina's question record, spec 05 §6.1). Plain data plus the template. */
export interface BenchmarkQuestion {
    /** `urn:uuid:question-<slug>-<md5[:8]>` unless given. */
    readonly id: string;
    readonly question: string;
    /** The reference answer (Karenina `raw_answer`). */
    readonly rawAnswer: string;
    /** `null`: no template yet (Karenina's default placeholder, which `has_template` treats as none). */
    readonly template: Template | null;
    readonly finished: boolean;
    readonly keywords: readonly string[] | null;
    readonly author: Readonly<Record<string, unknown>> | null;
    readonly sources: readonly Readonly<Record<string, unknown>>[] | null;
    readonly customMetadata: Readonly<Record<string, unknown>> | null;
    readonly fewShotExamples: readonly FewShotExample[] | null;
    readonly answerNotes: string | null;
    /** Question-specific rubric, merged with the benchmark's at run time. */
    readonly rubric: Rubric | null;
    /** ISO local datetime. */
    readonly dateCreated: string;
    readonly dateModified: string;
    /**
     * The template's Python source as read from a checkpoint, written back verbatim on save (its MD5 is the
     * question's `template_id` in Karenina). `null` for templates set in TypeScript (their `source` is written).
     */
    readonly templateSource?: string | null;
    /** Why the stored template cannot run here (e.g. Python the sandbox cannot read); `template` is then null. */
    readonly templateProblem?: string | null;
    /** Dynamic rubric of the question (traits evaluated only when their concept is present). */
    readonly dynamicRubric?: Rubric | null;
    /** Workspace directory of the question (agentic runs; checkpoint property `workspace_path`). */
    readonly workspacePath?: string | null;
    /** JSON-LD node ids and names read from a checkpoint, written back on save. */
    readonly checkpointNode?: QuestionCheckpointNode | null;
}
/** What a checkpoint stores about a question besides its data: node ids, the template's display name, unknown properties. */
export interface QuestionCheckpointNode {
    readonly questionNodeId?: string;
    readonly answerNodeId?: string;
    readonly templateNodeId?: string;
    readonly templateName?: string;
    readonly codeRepository?: string;
    /** `additionalProperty` entries Karenina-ts does not interpret, kept in order. */
    readonly extraProperties?: readonly {
        readonly name: string;
        readonly value: unknown;
    }[];
}
/** A question to add (`addQuestion`). */
export interface QuestionInput {
    question: string;
    rawAnswer: string;
    /** @default null (no template) */
    template?: Template | null;
    /** @default generated from the text (collisions get `-1`, `-2`, …) */
    id?: string;
    /** @default true */
    finished?: boolean;
    /** @default null */
    keywords?: readonly string[] | null;
    /** @default null */
    author?: Readonly<Record<string, unknown>> | null;
    /** @default null */
    sources?: readonly Readonly<Record<string, unknown>>[] | null;
    /** @default null */
    customMetadata?: Readonly<Record<string, unknown>> | null;
    /** @default null */
    fewShotExamples?: readonly FewShotExample[] | null;
    /** @default null */
    answerNotes?: string | null;
    /** @default null */
    rubric?: Rubric | null;
    /** @default null */
    dynamicRubric?: Rubric | null;
    /** @default null */
    workspacePath?: string | null;
    /** Python source read from a checkpoint (see BenchmarkQuestion.templateSource). @default null */
    templateSource?: string | null;
    /** @default null */
    templateProblem?: string | null;
    /** @default null */
    checkpointNode?: QuestionCheckpointNode | null;
    /** Dates read from a checkpoint. @default now */
    dateCreated?: string;
    dateModified?: string;
}
/** Contact details of a benchmark creator stored as a schema.org Person. */
export interface CreatorContact {
    readonly url: string | null;
    readonly email: string | null;
}
/** What a benchmark is created from. */
export interface BenchmarkInit {
    name: string;
    /** @default '' */
    description?: string;
    /** @default '0.1.0' */
    version?: string;
    /** @default 'Karenina Benchmarking System' */
    creator?: string;
    /** Root of question workspaces (agentic runs). @default null */
    workspaceRoot?: string | null;
    /** @default [] */
    questions?: readonly QuestionInput[];
    /** Benchmark-level rubric, applied to every question. @default null */
    globalRubric?: Rubric | null;
    /** Custom properties of the benchmark (checkpoint `additionalProperty`). @default {} */
    customProperties?: Readonly<Record<string, unknown>>;
    /** Clock for ids and dates (tests). @default () => new Date() */
    now?: () => Date;
    /** Checkpoint `@id`. @default `urn:uuid:karenina-checkpoint-<epoch seconds>` */
    id?: string;
    /** ISO datetimes read from a checkpoint. @default now */
    createdAt?: string;
    modifiedAt?: string;
    /** The creator is a schema.org Person with these contact details. @default null (a plain name) */
    creatorContact?: CreatorContact | null;
    /** Benchmark-level dynamic rubric. @default null */
    globalDynamicRubric?: Rubric | null;
    /** Scenario definitions (checkpoint `hasPart`), kept as stored. @default [] */
    scenarioParts?: readonly Readonly<Record<string, unknown>>[];
}
/**
 * A benchmark: questions (text, reference answer, template, keywords, metadata), a benchmark-level rubric
 * and question-level rubrics (Karenina's `Benchmark`, spec 05 §6.1, with camelCase names). Holds plain
 * data only, so it serializes readily.
 * @example
 * const benchmark = Benchmark.create({ name: 'oncology' })
 * const id = benchmark.addQuestion({ question: 'What does venetoclax target?', rawAnswer: 'BCL2', template: Answer })
 */
export declare class Benchmark {
    #private;
    name: string;
    description: string;
    version: string;
    creator: string;
    workspaceRoot: string | null;
    /** When set, the creator is saved as a schema.org Person with these details. */
    creatorContact: CreatorContact | null;
    readonly id: string;
    readonly createdAt: string;
    private constructor();
    /** A new benchmark (Karenina `Benchmark.create`). */
    static create(init: BenchmarkInit): Benchmark;
    get modifiedAt(): string;
    /** Adds a question and returns its id; an explicit id already in use is an error. */
    addQuestion(input: QuestionInput): string;
    /** Adds several questions; returns their ids in order. */
    addQuestions(inputs: readonly QuestionInput[]): string[];
    hasQuestion(id: string): boolean;
    /** The question with this id; a missing id throws naming it. */
    getQuestion(id: string): BenchmarkQuestion;
    /** Question ids in insertion order. */
    getQuestionIds(): string[];
    /** Every question in insertion order. */
    getAllQuestions(): BenchmarkQuestion[];
    getFinishedQuestions(): BenchmarkQuestion[];
    getUnfinishedQuestions(): BenchmarkQuestion[];
    /** Removes a question; false when it was not there. */
    removeQuestion(id: string): boolean;
    clearQuestions(): void;
    /** Updates a question's text, answer, keywords or metadata. */
    updateQuestion(id: string, patch: Partial<Omit<QuestionInput, 'id'>>): void;
    markFinished(id: string): void;
    markUnfinished(id: string): void;
    /** Sets (or with `null`, removes) a question's template (Karenina `add_answer_template` / `update_template`). */
    setTemplate(id: string, template: Template | null): void;
    /** True when the question has a template, including a stored Python one that cannot run here. */
    hasTemplate(id: string): boolean;
    /** The question's template; a question without one (or whose stored template cannot run) throws. */
    getTemplate(id: string): Template;
    /** Ids of questions without a template. */
    getMissingTemplates(): string[];
    /** Sets (or clears) the benchmark-level rubric. */
    setGlobalRubric(rubric: Rubric | null): void;
    getGlobalRubric(): Rubric | null;
    /** Sets (or clears) a question's own rubric. */
    setQuestionRubric(id: string, rubric: Rubric | null): void;
    getQuestionRubric(id: string): Rubric | null;
    /** Clears the benchmark rubric and every question rubric. */
    clearAllRubrics(): void;
    /** Sets (or clears) the benchmark-level dynamic rubric (Karenina `set_global_dynamic_rubric`). */
    setGlobalDynamicRubric(rubric: Rubric | null): void;
    getGlobalDynamicRubric(): Rubric | null;
    /** Sets (or clears) a question's dynamic rubric. */
    setQuestionDynamicRubric(id: string, rubric: Rubric | null): void;
    getQuestionDynamicRubric(id: string): Rubric | null;
    /** Scenario definitions stored in the checkpoint (`hasPart`), as read; karenina-ts does not run them. */
    get scenarioParts(): readonly Readonly<Record<string, unknown>>[];
    /** True once the benchmark holds scenarios (`benchmark_type = "scenario"`). */
    get isScenarioBenchmark(): boolean;
    get scenarioCount(): number;
    /**
     * Adds a scenario (spec 05 §6.1): a benchmark holds either questions or scenarios, and scenario names are
     * unique. Marks the benchmark `benchmark_type = "scenario"`. TS functions of the definition are used when
     * it runs; the checkpoint stores its data (StateChecks, outcome checks, Python sources).
     */
    addScenario(def: ScenarioDefinition): void;
    /**
     * The scenarios, in order. Those read from a checkpoint are decoded and validated here (a CheckpointError
     * names the part); `templates` gives TS templates for nodes whose stored template is Python code
     * (keyed `<scenario>/<node>`).
     */
    getScenarios(options?: {
        file?: string;
        templates?: Readonly<Record<string, Template>>;
        compat?: CompatMode;
    }): ScenarioDefinition[];
    getScenario(name: string, options?: Parameters<Benchmark['getScenarios']>[0]): ScenarioDefinition;
    removeScenario(name: string): void;
    getCustomProperty(name: string): unknown;
    setCustomProperty(name: string, value: unknown): void;
    /** Custom properties as a plain object. */
    get customProperties(): Record<string, unknown>;
    get questionCount(): number;
    get finishedCount(): number;
    get isEmpty(): boolean;
    /** Every question is finished and has a template (false when empty, as in Karenina). */
    get isComplete(): boolean;
}
