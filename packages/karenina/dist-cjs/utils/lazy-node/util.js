"use strict";
var _a;
Object.defineProperty(exports, "__esModule", { value: true });
exports.styleText = exports.isDeepStrictEqual = exports.inspect = void 0;
_a = process.getBuiltinModule('node:util'), exports.inspect = _a.inspect, exports.isDeepStrictEqual = _a.isDeepStrictEqual, exports.styleText = _a.styleText;
