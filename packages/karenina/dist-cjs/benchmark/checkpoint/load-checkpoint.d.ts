import type { CompatMode } from '../../compat/compat-mode.js';
import { type CallableRegistry } from '../../rubric/traits/callable-trait.js';
import type { Template } from '../../template/template.js';
import { Benchmark } from '../benchmark.js';
/** Options of {@link loadCheckpoint} and {@link parseCheckpoint}. */
export interface LoadCheckpointOptions {
    /**
     * TypeScript implementations of questions' templates, by question id. They replace the stored Python
     * template (classic templates with custom `verify()` code otherwise run in the Python sandbox); the stored
     * source is kept, written back on save and used for `template_id`.
     */
    templates?: Readonly<Record<string, Template>>;
    /** TypeScript functions of callable rubric traits, by trait name (the stored Python code never runs). */
    callables?: CallableRegistry;
    /** `'karenina-python'` reproduces Karenina's loader quirks (see docs/divergences.md). @default 'default' */
    compat?: CompatMode;
    /** Receives non-fatal findings, e.g. a callable trait without a TypeScript function. */
    onWarning?: (message: string) => void;
    /** Root of the questions' `workspace_path` directories (Karenina's `Benchmark.load(path, workspace_root)`). @default null */
    workspaceRoot?: string | null;
}
/**
 * Builds a Benchmark from checkpoint JSON already in memory (spec 05 §6.3). Problems throw a
 * CheckpointError naming `source` and the key path. Classic Python templates run in the Python sandbox
 * (started on first verify) unless `options.templates` gives a TypeScript implementation.
 * @example
 * const benchmark = parseCheckpoint(JSON.parse(text), {}, 'bench.jsonld')
 */
export declare function parseCheckpoint(json: unknown, options?: LoadCheckpointOptions, source?: string): Benchmark;
/**
 * Loads a Karenina JSON-LD checkpoint (`.jsonld`): questions, answers, templates, rubrics, metadata.
 * Declarative Python templates are read by a restricted parser (never run) into TemplateSpecs; classic
 * ones (custom `verify()` code) run in the Python sandbox, or as a TypeScript implementation registered by question id.
 * @example
 * const benchmark = await loadCheckpoint('oncology.jsonld', { templates: { 'urn:uuid:question-...': Answer } })
 */
export declare function loadCheckpoint(path: string, options?: LoadCheckpointOptions): Promise<Benchmark>;
