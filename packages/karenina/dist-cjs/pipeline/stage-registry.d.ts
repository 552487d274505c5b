import type { Stage } from './stage.js';
/** A stage whose declared `requires` no earlier stage `produces`. */
export interface UnmetRequirement {
    stage: string;
    missing: string[];
}
/**
 * Walks the stages in order with the set of artifacts declared so far (spec 02 §3.2): only declared
 * `produces` count, not what stages write at run time.
 */
export declare function unmetRequirements(stages: readonly Pick<Stage, 'name' | 'requires' | 'produces'>[]): UnmetRequirement[];
/** Karenina's message line for one unmet requirement. */
export declare function unmetRequirementMessage({ stage, missing }: UnmetRequirement): string;
/**
 * Karenina's `StageRegistry` (seed 004): stages by unique name, and the dependency check of a stage list.
 * @example
 * const registry = new StageRegistry()
 * registry.register(new WordCountCheckStage(20))
 * registry.validateDependencies(stages) // [] when every `requires` is produced by an earlier stage
 */
export declare class StageRegistry<Settings = unknown> {
    #private;
    /** Adds a stage; a second stage with the same name is a StageGraphError. */
    register(stage: Stage<Settings>): void;
    get(name: string): Stage<Settings> | undefined;
    has(name: string): boolean;
    /** The registered stages, in registration order. */
    get stages(): Stage<Settings>[];
    /** One message per stage whose `requires` no earlier stage of `stages` (default: the registered ones) produces. */
    validateDependencies(stages?: readonly Stage<Settings>[]): string[];
}
