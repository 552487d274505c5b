"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.RETRYABLE_CATEGORIES = void 0;
exports.RETRYABLE_CATEGORIES = new Set(['connection', 'timeout', 'rate_limit', 'server_error']);
