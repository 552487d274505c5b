import type { Benchmark } from '../benchmark.js';
/** The `@context` Karenina writes (spec 05 §6.3), in its key order. */
export declare const CHECKPOINT_CONTEXT: {
    readonly '@version': 1.1;
    readonly '@vocab': "https://schema.org/";
    readonly karenina: "urn:karenina:vocab:";
    readonly dataFeedElement: {
        readonly '@id': "dataFeedElement";
        readonly '@container': "@set";
    };
    readonly item: {
        readonly '@id': "item";
        readonly '@type': "@id";
    };
    readonly acceptedAnswer: {
        readonly '@id': "acceptedAnswer";
        readonly '@type': "@id";
    };
    readonly rating: {
        readonly '@id': "contentRating";
        readonly '@container': "@set";
    };
    readonly additionalProperty: {
        readonly '@id': "additionalProperty";
        readonly '@container': "@set";
    };
    readonly hasPart: {
        readonly '@id': "hasPart";
        readonly '@container': "@set";
    };
    readonly keywords: {
        readonly '@id': "keywords";
        readonly '@container': "@set";
    };
};
/** The format version property of new checkpoints. */
export declare const BENCHMARK_FORMAT_VERSION = "3.0.0-jsonld";
/** Options of {@link checkpointToJson}. */
export interface CheckpointWriteOptions {
    /** Keep the `deep_judgment_*` settings of LLM traits (Karenina's `save_deep_judgment_config`). @default false */
    saveDeepJudgmentConfig?: boolean;
    /** Names the target in error messages. @default 'checkpoint' */
    source?: string;
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
export declare function checkpointToJson(benchmark: Benchmark, options?: CheckpointWriteOptions): Record<string, unknown>;
/**
 * The checkpoint text exactly as Karenina writes it: `json.dump(indent=2, ensure_ascii=False)` (no
 * trailing newline). Saving, loading and saving again gives the same bytes.
 * @example await writeFile('bench.jsonld', serializeCheckpoint(benchmark))
 */
export declare function serializeCheckpoint(benchmark: Benchmark, options?: CheckpointWriteOptions): string;
/**
 * Saves a benchmark as a Karenina JSON-LD checkpoint at exactly `path`. The text is built first and
 * written to a temporary file that is renamed over `path`, so a failure never leaves a truncated file.
 * @example await saveCheckpoint(benchmark, 'oncology.jsonld')
 */
export declare function saveCheckpoint(benchmark: Benchmark, path: string, options?: Omit<CheckpointWriteOptions, 'source'>): Promise<void>;
