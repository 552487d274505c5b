import type { ModelConfig } from '../config/model-config.js';
import type { ModelPorts } from '../llm/ports.js';
import { type ResolveModelOptions } from '../llm/resolve-model.js';
type Role = 'answering' | 'parsing';
/**
 * The ports of every model of a run, resolved once before the first task and shared by all tasks (one SDK
 * client per model, so connections are reused and every request passes the same limiters). Resolving
 * first also makes a misconfigured model (unknown provider, missing API key) throw before any work.
 */
export declare class RunPorts {
    #private;
    readonly options: ResolveModelOptions;
    constructor(options: ResolveModelOptions);
    /** Resolves the ports of these models (config objects; tasks share their stamped configs). */
    resolve(models: Iterable<readonly [ModelConfig, Role]>): Promise<void>;
    /** The resolved ports of a model in a role. */
    get(model: ModelConfig, role: Role): ModelPorts;
}
export {};
