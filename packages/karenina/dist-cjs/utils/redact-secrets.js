"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.registerSecret = registerSecret;
exports.redactSecrets = redactSecrets;
exports.redactSecretsDeep = redactSecretsDeep;
const REDACTED = '[REDACTED]';
const MIN_SECRET_LENGTH = 8;
const secrets = new Set();
function registerSecret(value) {
    if (typeof value === 'string' && value.trim().length >= MIN_SECRET_LENGTH)
        secrets.add(value.trim());
}
const NAMED_CREDENTIAL = /((?:proxy-)?authorization|x-api-key|x-goog-api-key|api[-_]?key|access[-_]?token|client[-_]?secret)(["']?\s*[:=]\s*["']?)((?:bearer|basic|token)\s+)?([^\s"',;}&]+)/gi;
function redactNamed(match, name, sep, scheme, value) {
    if (value.startsWith(REDACTED))
        return match;
    const secretLike = scheme ? value.length >= 4 : value.length >= 8 && /\d/.test(value);
    return secretLike ? `${name}${sep}${REDACTED}` : match;
}
const BEARER = /\b(bearer|basic)\s+(?!\[REDACTED\])[A-Za-z0-9._~+/=-]{6,}/gi;
const KEY_SHAPED = /\bsk-(?:ant-|proj-)?[A-Za-z0-9_-]{8,}/g;
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
function redactSecrets(text) {
    let out = text;
    if (secrets.size > 0) {
        const literal = new RegExp([...secrets].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|'), 'g');
        out = out.replace(literal, REDACTED);
    }
    return out
        .replace(NAMED_CREDENTIAL, redactNamed)
        .replace(BEARER, (_m, scheme) => `${scheme} ${REDACTED}`)
        .replace(KEY_SHAPED, REDACTED);
}
function redactSecretsDeep(value) {
    if (typeof value === 'string')
        return redactSecrets(value);
    if (Array.isArray(value))
        return value.map((item) => redactSecretsDeep(item));
    if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactSecretsDeep(v)]));
    }
    return value;
}
