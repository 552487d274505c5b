"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.withLeanResponsePromises = withLeanResponsePromises;
const api_promise_1 = require("openai/core/api-promise");
function withLeanResponsePromises(client) {
    const host = client;
    const parseWithTimeout = host.parseResponseWithTimeout;
    if (typeof host.responsePromise !== 'function' || typeof parseWithTimeout !== 'function' || api_promise_1.APIPromise.length < 2)
        return client;
    host.responsePromise = function responsePromise(request, parse) {
        return new api_promise_1.APIPromise(this, request, (parse ?? defaultParse));
    };
    return client;
}
function defaultParse(client, props) {
    return client.parseResponseWithTimeout(client, props);
}
