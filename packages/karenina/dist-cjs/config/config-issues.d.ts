import type { z } from 'zod';
import { ConfigError } from '../errors/config-error.js';
/** A short rendering of a received value for error messages. */
export declare function describeReceived(value: unknown): string;
/**
 * Turns a zod error into a `ConfigError` naming the first offending key (`parsing_models[0].interface`), the
 * expectation and the value received; further problems are appended. Parse with `{ reportInput: true }`.
 * `spelling` maps top-level snake_case keys back to the spelling the user wrote.
 */
export declare function configErrorFromZod(error: z.ZodError, subject?: string, spelling?: ReadonlyMap<string, string>, schema?: z.ZodType): ConfigError;
