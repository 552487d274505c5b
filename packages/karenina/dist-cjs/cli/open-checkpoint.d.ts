import type { Benchmark } from '../benchmark/benchmark.js';
import type { TemplateModule } from './template-module.js';
/** Options of {@link openCheckpoint}. */
export interface OpenCheckpointOptions {
    /** Receives the loader's warnings. */
    onWarning?: (message: string) => void;
    /** TypeScript templates and callables registered with `--templates`. */
    registered?: TemplateModule;
}
/**
 * Loads a checkpoint for a command; a missing file is a CliError, an invalid one the loader's
 * CheckpointError (file › key path: problem). With `registered` (`--templates`), its templates replace
 * the stored ones of their questions and its callables are bound to their traits; a question id or trait
 * name the checkpoint does not have is a CliError (bad input) naming the module.
 */
export declare function openCheckpoint(path: string, options?: OpenCheckpointOptions): Promise<Benchmark>;
