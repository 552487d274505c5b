import { z } from 'zod'

function categorySchema(maxAttempts: number, backoffMin: number, backoffMax: number) {
  return z
    .strictObject({
      /** Retries (not total calls) for this category. */
      max_attempts: z.int().min(0).default(maxAttempts),
      /** Seconds; upper bound of the first retry's jittered delay. */
      backoff_min: z.number().min(0).default(backoffMin),
      /** Seconds; cap of every delay. */
      backoff_max: z.number().min(0).default(backoffMax),
      backoff_multiplier: z.number().min(1).default(2),
    })
    .prefault({})
}

/** How the per-attempt timeout grows across timeout retries (Karenina `TimeoutEscalationConfig`). */
export const TimeoutEscalationSchema = z
  .strictObject({
    strategy: z.enum(['additive', 'multiplicative', 'linear']),
    increment: z.number().min(0).default(0),
    multiplier: z.number().min(1).default(1),
    max_timeout: z.number().positive().nullable().default(null),
  })
  .superRefine((value, ctx) => {
    if (value.strategy === 'additive' && value.increment <= 0)
      ctx.addIssue({ code: 'custom', path: ['increment'], message: 'additive escalation needs increment > 0' })
    if (value.strategy === 'multiplicative' && value.multiplier <= 1)
      ctx.addIssue({ code: 'custom', path: ['multiplier'], message: 'multiplicative escalation needs multiplier > 1' })
    if (value.strategy === 'linear' && value.max_timeout === null)
      ctx.addIssue({ code: 'custom', path: ['max_timeout'], message: 'linear escalation needs max_timeout' })
  })

/**
 * Karenina's `RetryPolicy` (spec 05 §2.3): a retry budget and jittered exponential backoff per error
 * category. Delay of retry n (0-based) = uniform(0, min(backoff_min · multiplier^n, backoff_max)) seconds.
 */
export const RetryPolicySchema = z.strictObject({
  connection: categorySchema(3, 1, 10),
  timeout: categorySchema(3, 5, 30),
  rate_limit: categorySchema(5, 5, 30),
  server_error: categorySchema(2, 2, 15),
  timeout_escalation: TimeoutEscalationSchema.nullable().default(null),
})

/** A retry policy as users write it (every key optional). */
export type RetryPolicyInput = z.input<typeof RetryPolicySchema>
/** A resolved retry policy. */
export type RetryPolicy = z.output<typeof RetryPolicySchema>
/** One category's budget and backoff. */
export type RetryCategoryPolicy = RetryPolicy['connection']

/** User rule mapping an error (type name or message substring) to a category (Karenina `ErrorPatternConfig`). */
export const ErrorPatternSchema = z.strictObject({
  pattern: z.string().min(1),
  category: z.enum(['connection', 'timeout', 'rate_limit', 'server_error', 'permanent']),
  match_type: z.enum(['type_name', 'message_substring']).default('message_substring'),
})

/** A resolved error pattern. */
export type ErrorPattern = z.output<typeof ErrorPatternSchema>

/** The default policy (3/3/5/2 retries for connection/timeout/rate_limit/server_error). */
export function defaultRetryPolicy(): RetryPolicy {
  return RetryPolicySchema.parse({})
}
