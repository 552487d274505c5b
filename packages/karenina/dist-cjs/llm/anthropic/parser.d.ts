import type { ModelIdentity } from '../../config/model-identity.js';
import type { CallOptions, ParseRequest, ParseResult, ParserPort } from '../ports.js';
import { type AnthropicContext } from './context.js';
/** Anthropic's tool-name pattern: `^[a-zA-Z0-9_-]{1,64}$`. */
export declare function anthropicToolName(name: string): string;
/**
 * ParserPort over the Anthropic Messages API: native structured output by forced tool use
 * (`tool_choice: {type: 'tool'}`, the schema as the tool's input schema), then the shared retry ladder.
 */
export declare class AnthropicParser implements ParserPort {
    private readonly ctx;
    readonly capabilities: import("../ports.js").PortCapabilities;
    readonly identity: ModelIdentity;
    constructor(ctx: AnthropicContext);
    parse<T>(request: ParseRequest<T>, options?: CallOptions): Promise<ParseResult<T>>;
}
