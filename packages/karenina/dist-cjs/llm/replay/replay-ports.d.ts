import type { ModelConfig } from '../../config/model-config.js';
import { type ModelIdentity } from '../../config/model-identity.js';
import type { ModelPorts } from '../ports.js';
/** Settings of {@link withReplay}. */
export interface ReplayPortsOptions {
    mode: 'record' | 'replay' | 'auto';
    cassette: string;
    /** Directories judged in place, masked like workspace copies; a replay restores the first (see ReplayOptions). */
    workspaces?: readonly string[];
    config: ModelConfig;
    identity: ModelIdentity;
    /** Creates the live ports on first need (never in replay mode, so no key is needed there). */
    live: () => Promise<ModelPorts>;
    /** Strings never written to a cassette (API keys); replaced by `[REDACTED]`. */
    secrets?: readonly string[];
    hasAgent: boolean;
    hasEmbeddings: boolean;
    compat?: string;
}
/**
 * Wraps a model's ports with a record/replay cassette (see `cassetteKey` for what identifies a request).
 * Replay serves recorded responses with no network and no key; a miss in `replay` mode throws
 * ReplayMissError naming the key and the cassette. Parse failures are recorded and replayed too; the
 * validator runs again on the recorded JSON.
 */
export declare function withReplay(options: ReplayPortsOptions): ModelPorts;
