/**
 * Which model produced a result (Karenina's `ModelIdentity`, serialized snake_case): interface, model name,
 * the answering model's MCP tool names and an optional config id.
 */
export interface ModelIdentity {
    interface: string;
    model_name: string;
    /** MCP server names (answering role only). @default [] */
    tools?: readonly string[];
    /** The model config's id when it differs from the model name. @default null */
    config_id?: string | null;
}
/** `interface:model_name:` + `config_id:` (if set) + sorted tools joined by `|` (spec 04 §2.1); hashed into result ids. */
export declare function modelCanonicalKey(identity: ModelIdentity): string;
/** `interface:model_name` + ` (<config_id>)` + ` +[t1, t2]` (spec 04 §2.1); tools in stored order. */
export declare function modelDisplayString(identity: ModelIdentity): string;
