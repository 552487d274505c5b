/**
 * Removes credentials from text that is stored or printed (error messages, warnings, failure reasons):
 * provider errors sometimes echo the request's `Authorization` header or the key itself.
 */
/**
 * Remembers a configured secret (an API key read from a config or the environment), so its literal value
 * is removed from every redacted text, whatever its shape. Providers register their keys when built.
 */
export declare function registerSecret(value: string | null | undefined): void;
/** The text with registered secrets, named credentials, bearer tokens and `sk-…` keys replaced by `[REDACTED]`. */
export declare function redactSecrets(text: string): string;
/** A copy of a JSON-like value with {@link redactSecrets} applied to every string in it (keys kept). */
export declare function redactSecretsDeep<T>(value: T): T;
