"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.regexMatch = void 0;
const zod_1 = require("zod");
const pydantic_lax_js_1 = require("../compat/pydantic-lax.js");
const py_regex_flags_js_1 = require("../compat/py-regex-flags.js");
const py_str_js_1 = require("../compat/py-str.js");
const guarded_regex_js_1 = require("../regex-guard/guarded-regex.js");
const define_primitive_js_1 = require("./define-primitive.js");
exports.regexMatch = (0, define_primitive_js_1.definePrimitive)({
    type: 'RegexMatch',
    params: zod_1.z.object({
        pattern: pydantic_lax_js_1.laxStr,
        flags: (0, pydantic_lax_js_1.laxList)(pydantic_lax_js_1.laxStr).default(() => []),
    }),
    check(params, extracted) {
        const flags = (0, py_regex_flags_js_1.resolvePyFlagNames)(params.flags);
        return (0, guarded_regex_js_1.guardedPyRegex)(params.pattern, flags).search((0, py_str_js_1.pyStr)(extracted));
    },
});
