import { KareninaError } from './karenina-error.js';
/** An invalid configuration value: names the key, the expectation and (in the message) what was received. */
export declare class ConfigError extends KareninaError {
    readonly key: string;
    constructor(key: string, problem: string, options?: {
        cause?: unknown;
    });
}
