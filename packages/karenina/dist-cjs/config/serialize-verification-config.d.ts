import { type ModelConfig } from './model-config.js';
import type { VerificationConfig } from './verification-config.js';
/** A model config as Karenina's `model_dump(mode="json")` writes it: secrets masked, manual traces dropped. */
export declare function serializeModel(model: ModelConfig): Record<string, unknown>;
/**
 * The JSON form of a config (Karenina's `model_dump(mode="json")`): `replay_store` and `skip_triples` left out,
 * `rubric_enabled` last, integral floats boxed as {@link PyFloat}; `compat` only when not `'default'` and
 * `agentic_tool_loop_judges` only when true (Python Karenina rejects both keys). A function search tool cannot be serialized and throws `ConfigError`.
 */
export declare function serializeVerificationConfig(config: VerificationConfig): Record<string, unknown>;
