/** The masked trace and what changed (Karenina's `MaskStats`). */
export interface MaskStats {
    text: string;
    messagesMasked: number;
    /** Code points removed: Σ len(body) − len(placeholder) − len(kept newline); may be negative. */
    charsRemoved: number;
}
/**
 * Replaces the bodies of tool messages for which `shouldMask(body)` holds with `describe(body)` (keeping one
 * trailing newline when the body had one), leaving every other byte of the harmonized trace unchanged
 * (Karenina `mask_tool_messages`, spec 02 §6.4). AI and Human message bodies are never replaced.
 */
export declare function maskToolMessages(trace: string, shouldMask: (body: string) => boolean, describe: (body: string) => string): MaskStats;
/** Number of GraphQL `type Name {` declarations in a text (word-bounded: `subtype A {` does not count). */
export declare function countTypeDeclarations(body: string): number;
/** True when a tool-message body looks like a GraphQL schema: 3+ type declarations, or `"__schema"`/`"__type"`. */
export declare function isGraphqlSchemaPayload(body: string): boolean;
/** Karenina's placeholder for a masked GraphQL schema body (N = code points of the body). */
export declare function describeGraphqlSchema(body: string): string;
/** Masks GraphQL schema introspection responses in tool messages (Karenina `mask_graphql_schema_messages`). */
export declare function maskGraphqlSchemaMessages(trace: string): MaskStats;
