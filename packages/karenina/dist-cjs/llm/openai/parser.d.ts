import type { ModelIdentity } from '../../config/model-identity.js';
import type { CallOptions, ParseRequest, ParseResult, ParserPort } from '../ports.js';
import { type OpenAiContext } from './context.js';
/** OpenAI's `json_schema.name` pattern: `^[a-zA-Z0-9_-]{1,64}$`. */
export declare function openAiSchemaName(name: string): string;
/**
 * ParserPort over OpenAI chat completions: native `response_format: json_schema` (strict when the schema
 * can be made strict-compatible, else non-strict), then the shared retry ladder.
 */
export declare class OpenAiParser implements ParserPort {
    private readonly ctx;
    readonly capabilities: import("../ports.js").PortCapabilities;
    readonly identity: ModelIdentity;
    constructor(ctx: OpenAiContext);
    parse<T>(request: ParseRequest<T>, options?: CallOptions): Promise<ParseResult<T>>;
}
