"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ManualTracesSchema = void 0;
exports.questionHash = questionHash;
exports.findManualTrace = findManualTrace;
const crypto_js_1 = require("../../utils/lazy-node/crypto.js");
const zod_1 = require("zod");
const chat_message_schema_js_1 = require("../chat-message-schema.js");
exports.ManualTracesSchema = zod_1.z.record(zod_1.z.string(), zod_1.z.union([zod_1.z.string(), zod_1.z.array(chat_message_schema_js_1.TraceMessageSchema)]));
function questionHash(text) {
    return (0, crypto_js_1.createHash)('md5').update(text, 'utf8').digest('hex');
}
function findManualTrace(traces, question) {
    if (question?.id !== undefined && Object.hasOwn(traces, question.id))
        return traces[question.id];
    if (question?.text !== undefined) {
        const hash = questionHash(question.text);
        if (Object.hasOwn(traces, hash))
            return traces[hash];
    }
    return undefined;
}
