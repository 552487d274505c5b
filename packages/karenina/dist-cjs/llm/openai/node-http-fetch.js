"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CALLER_SIGNAL = void 0;
exports.callerSignalInit = callerSignalInit;
exports.nodeHttpFetch = nodeHttpFetch;
const node_http_1 = require("node:http");
const node_https_1 = require("node:https");
const node_url_1 = require("node:url");
const node_zlib_1 = require("node:zlib");
const buffered_response_js_1 = require("./buffered-response.js");
exports.CALLER_SIGNAL = Symbol('karenina.callerSignal');
function callerSignalInit(signal) {
    return { [exports.CALLER_SIGNAL]: signal };
}
function callerSignalOf(init) {
    return init?.[exports.CALLER_SIGNAL];
}
const HANDLED_INIT_KEYS = new Set(['method', 'headers', 'body', 'signal', 'redirect']);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);
const targets = new Map();
function targetOf(input) {
    if (input instanceof URL)
        return webTarget(input);
    let target = targets.get(input);
    if (target === undefined) {
        target = URL.canParse(input) ? webTarget(new URL(input)) : null;
        if (targets.size >= 64)
            targets.clear();
        targets.set(input, target);
    }
    return target;
}
function webTarget(url) {
    return url.protocol === 'http:' || url.protocol === 'https:' ? { url, options: (0, node_url_1.urlToHttpOptions)(url) } : null;
}
function isHandled(input, init) {
    if (input instanceof Request)
        return null;
    const target = targetOf(input);
    if (target === null || init === undefined)
        return target;
    for (const key in init)
        if (!HANDLED_INIT_KEYS.has(key) && init[key] !== undefined)
            return null;
    const body = init.body;
    if (body !== undefined && body !== null && typeof body !== 'string' && !(body instanceof Uint8Array) && !(body instanceof ArrayBuffer))
        return null;
    return target;
}
function requestHeaders(init, body) {
    const headers = {};
    const given = init?.headers;
    const source = given instanceof Headers ? given : new Headers(given);
    source.forEach((value, key) => (headers[key] = value));
    headers['accept'] ??= '*/*';
    headers['accept-encoding'] ??= 'gzip, deflate, br';
    if (body !== null)
        headers['content-length'] = String(body.length);
    return headers;
}
function flatHeaders(headers, url) {
    const flat = [];
    if (!('host' in headers))
        flat.push('Host', url.host);
    for (const key in headers)
        flat.push(key, headers[key]);
    return flat;
}
function encodingAndLocation(rawHeaders) {
    let encoding;
    let location;
    for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
        const name = rawHeaders[i];
        if (name.length === 16 && name.toLowerCase() === 'content-encoding')
            encoding = encoding === undefined ? rawHeaders[i + 1] : `${encoding}, ${rawHeaders[i + 1]}`;
        else if (name.length === 8 && location === undefined && name.toLowerCase() === 'location')
            location = rawHeaders[i + 1];
    }
    return { encoding, location };
}
function decoded(response, contentEncoding) {
    const encoding = contentEncoding?.trim().toLowerCase();
    if (encoding === 'gzip' || encoding === 'x-gzip')
        return response.pipe((0, node_zlib_1.createGunzip)());
    if (encoding === 'deflate')
        return response.pipe((0, node_zlib_1.createInflate)());
    if (encoding === 'br')
        return response.pipe((0, node_zlib_1.createBrotliDecompress)());
    return response;
}
function responseWith(body, status, statusText, rawHeaders) {
    const response = body instanceof Uint8Array ? (0, buffered_response_js_1.bufferedResponse)(body, { status, statusText }) : new Response(body, { status, statusText });
    const headers = response.headers;
    for (let i = 0; i + 1 < rawHeaders.length; i += 2)
        headers.append(rawHeaders[i], rawHeaders[i + 1]);
    return response;
}
function failingBody(cause) {
    return new ReadableStream({ start: (controller) => controller.error(new TypeError('terminated', { cause })) });
}
function anySignal(signal, callerSignal) {
    return signal ? AbortSignal.any([signal, callerSignal]) : callerSignal;
}
function abortReason(signal) {
    return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}
function exchange(target, init, signal, callerSignal) {
    const rawBody = init?.body ?? null;
    const body = rawBody === null ? null : typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody instanceof ArrayBuffer ? Buffer.from(rawBody) : Buffer.from(rawBody);
    const { url } = target;
    const send = url.protocol === 'https:' ? node_https_1.request : node_http_1.request;
    const abortedBy = () => (callerSignal?.aborted ? callerSignal : signal?.aborted ? signal : null);
    return new Promise((resolve, reject) => {
        const req = send({ ...target.options, method: (init?.method ?? 'GET').toUpperCase(), headers: flatHeaders(requestHeaders(init, body), url) });
        const onAbort = () => req.destroy(new DOMException('This operation was aborted', 'AbortError'));
        signal?.addEventListener('abort', onAbort, { once: true });
        callerSignal?.addEventListener('abort', onAbort, { once: true });
        req.on('close', () => {
            signal?.removeEventListener('abort', onAbort);
            callerSignal?.removeEventListener('abort', onAbort);
        });
        req.on('error', (error) => {
            const by = abortedBy();
            reject(by ? abortReason(by) : new TypeError('fetch failed', { cause: error }));
        });
        req.on('response', (response) => {
            const rawHeaders = response.rawHeaders;
            const { encoding, location } = encodingAndLocation(rawHeaders);
            const head = { status: response.statusCode ?? 0, statusText: response.statusMessage ?? '', rawHeaders, location };
            const chunks = [];
            let settled = false;
            const finish = (failure) => {
                if (settled)
                    return;
                settled = true;
                const by = abortedBy();
                if (by)
                    reject(abortReason(by));
                else
                    resolve({ ...head, bytes: failure === null ? Buffer.concat(chunks) : null, failure });
            };
            const stream = decoded(response, encoding);
            stream.on('data', (chunk) => chunks.push(chunk));
            stream.on('end', () => finish(null));
            stream.on('error', (error) => finish(error));
            response.on('aborted', () => finish(new Error('the connection closed before the response body was complete')));
            response.on('error', (error) => finish(error));
        });
        req.end(body ?? undefined);
    });
}
async function nodeHttpFetch(input, init) {
    const target = isHandled(input, init);
    const callerSignal = callerSignalOf(init);
    const delegate = () => globalThis.fetch(input, callerSignal ? { ...init, signal: anySignal(init?.signal, callerSignal) } : init);
    if (target === null)
        return delegate();
    const signal = init?.signal ?? undefined;
    if (callerSignal?.aborted)
        throw abortReason(callerSignal);
    if (signal?.aborted)
        throw abortReason(signal);
    const { status, statusText, rawHeaders, location, bytes, failure } = await exchange(target, init, signal, callerSignal);
    if (REDIRECT_STATUSES.has(status) && location !== undefined && (init?.redirect ?? 'follow') !== 'manual')
        return delegate();
    const responseBody = NULL_BODY_STATUSES.has(status) ? null : failure !== null ? failingBody(failure) : bytes;
    return responseWith(responseBody, status, statusText, rawHeaders);
}
