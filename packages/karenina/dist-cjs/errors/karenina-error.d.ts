/** Every error code karenina throws. Stable: users may switch on it. */
export type KareninaErrorCode = 'KARENINA_VALIDATION' | 'KARENINA_CHECK_FAILED' | 'KARENINA_TEMPLATE_INVALID' | 'KARENINA_CONFIG_INVALID' | 'KARENINA_CHECKPOINT_INVALID' | 'KARENINA_STAGE_GRAPH' | 'KARENINA_PROVIDER' | 'KARENINA_PARSE_FAILURE' | 'KARENINA_REPLAY_MISS' | 'KARENINA_REPLAY_PERSISTENCE' | 'KARENINA_REPLAY_HYDRATION' | 'KARENINA_BATCH_INCOMPLETE' | 'KARENINA_OUTPUT_REFUSED';
declare const MARKER: unique symbol;
/** Base class of all errors karenina throws on misuse (bad template, config, checkpoint, stage graph). */
export declare class KareninaError extends Error {
    readonly code: KareninaErrorCode;
    readonly [MARKER] = true;
    constructor(code: KareninaErrorCode, message: string, options?: {
        cause?: unknown;
    });
    /** True for any karenina error, also across duplicated copies of the package. */
    static isInstance(error: unknown): error is KareninaError;
}
/** Renders a path the way zod does: `a.b[2].c`. */
export declare function formatPath(path: readonly (string | number)[]): string;
export {};
