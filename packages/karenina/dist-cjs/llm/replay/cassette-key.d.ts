import type { ChatMessage } from '../ports.js';
/** Which port method a cassette entry records. */
export type CassetteKind = 'chat' | 'parse' | 'agent' | 'embed';
/** The normalized request a cassette key is computed from. */
export interface CassetteRequest {
    kind: CassetteKind;
    /** ModelIdentity canonical key, e.g. `langchain:gpt-4.1-mini:`. */
    model: string;
    /** Kind-specific parameters, snake_case (see {@link cassetteKey}). */
    request: Record<string, unknown>;
}
/** A message reduced to the fields a model sees (no `block_index`, no undefined keys). */
export declare function normalizeMessage(message: ChatMessage): Record<string, unknown>;
/**
 * The cassette key of a request: SHA-256 hex of Python's `json.dumps(obj, sort_keys=True,
 * separators=(",", ":"))` (ASCII-escaped) of `{"v": 1, "kind", "model", "request"}` where `model` is the
 * ModelIdentity canonical key and `request` holds, per kind:
 * - chat: `messages`, `temperature`, `max_tokens`
 * - parse: `messages`, `schema`, `schema_name`, `temperature`, `max_tokens`, `max_retries`, `compat`
 * - agent: `messages`, `tools` (`name`, `description`, `parameters`), `max_turns`, `max_tool_calls`, `temperature`, `max_tokens`
 * - embed: `texts`, `dimensions`
 *
 * Messages keep only `role`, `content`, `tool_calls`, `tool_result`, `thinking`. Never part of the key:
 * API keys, headers, base URL, timeouts, retry policy, the abort signal, the validator, the question id.
 */
export declare function cassetteKey(request: CassetteRequest): string;
