/**
 * Karenina's error categories (spec 05 §2.3). Everything but `permanent` may be retried; the failure
 * classifier reports exhausted retries by category.
 */
export type ErrorCategory = 'connection' | 'timeout' | 'rate_limit' | 'server_error' | 'permanent'
