/**
 * Removes credentials from text that is stored or printed (error messages, warnings, failure reasons):
 * provider errors sometimes echo the request's `Authorization` header or the key itself.
 */

const REDACTED = '[REDACTED]'
// Shorter values are too likely to be ordinary words ("test") to be replaced everywhere.
const MIN_SECRET_LENGTH = 8

const secrets = new Set<string>()

/**
 * Remembers a configured secret (an API key read from a config or the environment), so its literal value
 * is removed from every redacted text, whatever its shape. Providers register their keys when built.
 */
export function registerSecret(value: string | null | undefined): void {
  if (typeof value === 'string' && value.trim().length >= MIN_SECRET_LENGTH) secrets.add(value.trim())
}

// `Authorization: Bearer x`, `"x-api-key": "x"`, `api_key=x` … : the name is kept, the value goes when it
// looks like a credential (after a scheme, or 8+ characters with a digit), so `OPENAI_API_KEY: no key` stays.
const NAMED_CREDENTIAL =
  /((?:proxy-)?authorization|x-api-key|x-goog-api-key|api[-_]?key|access[-_]?token|client[-_]?secret)(["']?\s*[:=]\s*["']?)((?:bearer|basic|token)\s+)?([^\s"',;}&]+)/gi

function redactNamed(match: string, name: string, sep: string, scheme: string | undefined, value: string): string {
  if (value.startsWith(REDACTED)) return match
  const secretLike = scheme ? value.length >= 4 : value.length >= 8 && /\d/.test(value)
  return secretLike ? `${name}${sep}${REDACTED}` : match
}

// A bearer token anywhere else.
const BEARER = /\b(bearer|basic)\s+(?!\[REDACTED\])[A-Za-z0-9._~+/=-]{6,}/gi
// Key-shaped tokens: OpenAI `sk-…`, `sk-proj-…`, Anthropic `sk-ant-…`.
const KEY_SHAPED = /\bsk-(?:ant-|proj-)?[A-Za-z0-9_-]{8,}/g

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The text with registered secrets, named credentials, bearer tokens and `sk-…` keys replaced by `[REDACTED]`. */
export function redactSecrets(text: string): string {
  let out = text
  if (secrets.size > 0) {
    const literal = new RegExp([...secrets].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|'), 'g')
    out = out.replace(literal, REDACTED)
  }
  return out
    .replace(NAMED_CREDENTIAL, redactNamed)
    .replace(BEARER, (_m, scheme: string) => `${scheme} ${REDACTED}`)
    .replace(KEY_SHAPED, REDACTED)
}

/** A copy of a JSON-like value with `map` applied to every string in it (keys kept, class instances as they are). */
export function mapJsonStrings<T>(value: T, map: (text: string) => string): T {
  if (typeof value === 'string') return map(value) as T
  if (Array.isArray(value)) return value.map((item) => mapJsonStrings(item, map)) as T
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapJsonStrings(v, map)])) as T
  }
  return value
}

/** A copy of a JSON-like value with {@link redactSecrets} applied to every string in it (keys kept). */
export function redactSecretsDeep<T>(value: T): T {
  return mapJsonStrings(value, redactSecrets)
}
