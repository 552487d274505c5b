import { z } from 'zod';
/** How the per-attempt timeout grows across timeout retries (Karenina `TimeoutEscalationConfig`). */
export declare const TimeoutEscalationSchema: z.ZodObject<{
    strategy: z.ZodEnum<{
        linear: "linear";
        additive: "additive";
        multiplicative: "multiplicative";
    }>;
    increment: z.ZodDefault<z.ZodNumber>;
    multiplier: z.ZodDefault<z.ZodNumber>;
    max_timeout: z.ZodDefault<z.ZodNullable<z.ZodNumber>>;
}, z.core.$strict>;
/**
 * Karenina's `RetryPolicy` (spec 05 §2.3): a retry budget and jittered exponential backoff per error
 * category. Delay of retry n (0-based) = uniform(0, min(backoff_min · multiplier^n, backoff_max)) seconds.
 */
export declare const RetryPolicySchema: z.ZodObject<{
    connection: z.ZodPrefault<z.ZodObject<{
        max_attempts: z.ZodDefault<z.ZodInt>;
        backoff_min: z.ZodDefault<z.ZodNumber>;
        backoff_max: z.ZodDefault<z.ZodNumber>;
        backoff_multiplier: z.ZodDefault<z.ZodNumber>;
    }, z.core.$strict>>;
    timeout: z.ZodPrefault<z.ZodObject<{
        max_attempts: z.ZodDefault<z.ZodInt>;
        backoff_min: z.ZodDefault<z.ZodNumber>;
        backoff_max: z.ZodDefault<z.ZodNumber>;
        backoff_multiplier: z.ZodDefault<z.ZodNumber>;
    }, z.core.$strict>>;
    rate_limit: z.ZodPrefault<z.ZodObject<{
        max_attempts: z.ZodDefault<z.ZodInt>;
        backoff_min: z.ZodDefault<z.ZodNumber>;
        backoff_max: z.ZodDefault<z.ZodNumber>;
        backoff_multiplier: z.ZodDefault<z.ZodNumber>;
    }, z.core.$strict>>;
    server_error: z.ZodPrefault<z.ZodObject<{
        max_attempts: z.ZodDefault<z.ZodInt>;
        backoff_min: z.ZodDefault<z.ZodNumber>;
        backoff_max: z.ZodDefault<z.ZodNumber>;
        backoff_multiplier: z.ZodDefault<z.ZodNumber>;
    }, z.core.$strict>>;
    timeout_escalation: z.ZodDefault<z.ZodNullable<z.ZodObject<{
        strategy: z.ZodEnum<{
            linear: "linear";
            additive: "additive";
            multiplicative: "multiplicative";
        }>;
        increment: z.ZodDefault<z.ZodNumber>;
        multiplier: z.ZodDefault<z.ZodNumber>;
        max_timeout: z.ZodDefault<z.ZodNullable<z.ZodNumber>>;
    }, z.core.$strict>>>;
}, z.core.$strict>;
/** A retry policy as users write it (every key optional). */
export type RetryPolicyInput = z.input<typeof RetryPolicySchema>;
/** A resolved retry policy. */
export type RetryPolicy = z.output<typeof RetryPolicySchema>;
/** One category's budget and backoff. */
export type RetryCategoryPolicy = RetryPolicy['connection'];
/** A resolved timeout escalation. */
export type TimeoutEscalation = z.output<typeof TimeoutEscalationSchema>;
/** User rule mapping an error (type name or message substring) to a category (Karenina `ErrorPatternConfig`). */
export declare const ErrorPatternSchema: z.ZodObject<{
    pattern: z.ZodString;
    category: z.ZodEnum<{
        connection: "connection";
        timeout: "timeout";
        rate_limit: "rate_limit";
        server_error: "server_error";
        permanent: "permanent";
    }>;
    match_type: z.ZodDefault<z.ZodEnum<{
        type_name: "type_name";
        message_substring: "message_substring";
    }>>;
}, z.core.$strict>;
/** A resolved error pattern. */
export type ErrorPattern = z.output<typeof ErrorPatternSchema>;
/** The default policy (3/3/5/2 retries for connection/timeout/rate_limit/server_error). */
export declare function defaultRetryPolicy(): RetryPolicy;
