"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.semanticMatch = exports.SEMANTIC_MATCH_NOT_IMPLEMENTED = void 0;
const zod_1 = require("zod");
const pydantic_lax_js_1 = require("../compat/pydantic-lax.js");
const check_error_js_1 = require("../errors/check-error.js");
const define_primitive_js_1 = require("./define-primitive.js");
exports.SEMANTIC_MATCH_NOT_IMPLEMENTED = 'SemanticMatch.check() requires embedding infrastructure. Use the embedding_check pipeline stage instead.';
exports.semanticMatch = (0, define_primitive_js_1.definePrimitive)({
    type: 'SemanticMatch',
    params: zod_1.z.object({ threshold: pydantic_lax_js_1.laxFloat.default(0.85) }),
    check() {
        throw new check_error_js_1.CheckError('not_implemented', exports.SEMANTIC_MATCH_NOT_IMPLEMENTED);
    },
});
