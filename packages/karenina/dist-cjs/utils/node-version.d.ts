export declare const MINIMUM_NODE = "22.12.0";
/** The message for an unsupported Node, or null when `version` (e.g. "20.20.2") is supported. */
export declare function unsupportedNodeMessage(version: string): string | null;
