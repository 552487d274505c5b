"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.RegexRubricTraitSchema = void 0;
exports.regexTrait = regexTrait;
exports.regexTraitFromJSON = regexTraitFromJSON;
exports.evaluateRegexTrait = evaluateRegexTrait;
const zod_1 = require("zod");
const pydantic_lax_js_1 = require("../../compat/pydantic-lax.js");
const py_regex_js_1 = require("../../compat/py-regex.js");
const check_error_js_1 = require("../../errors/check-error.js");
const guarded_regex_js_1 = require("../../regex-guard/guarded-regex.js");
const parse_trait_js_1 = require("./parse-trait.js");
const patternSchema = pydantic_lax_js_1.laxStr.superRefine((pattern, ctx) => {
    try {
        (0, py_regex_js_1.compilePyRegex)(pattern);
    }
    catch (error) {
        if (!(error instanceof check_error_js_1.CheckError))
            throw error;
        ctx.addIssue({ code: 'custom', message: `Invalid regex pattern: ${error.message}` });
    }
});
exports.RegexRubricTraitSchema = zod_1.z.strictObject({
    name: pydantic_lax_js_1.laxStr.pipe(zod_1.z.string().min(1, 'must not be empty')),
    description: pydantic_lax_js_1.laxStr.nullable().default(null),
    summary: pydantic_lax_js_1.laxStr.nullable().default(null),
    pattern: patternSchema,
    case_sensitive: pydantic_lax_js_1.laxBool.default(true),
    invert_result: pydantic_lax_js_1.laxBool.default(false),
    higher_is_better: pydantic_lax_js_1.laxBool.nullish().transform((value) => value ?? true),
});
function regexTrait(options) {
    return (0, parse_trait_js_1.parseTrait)('RegexRubricTrait', exports.RegexRubricTraitSchema, (0, parse_trait_js_1.toSnakeKeys)(options, 'RegexRubricTrait', exports.RegexRubricTraitSchema));
}
function regexTraitFromJSON(raw) {
    return (0, parse_trait_js_1.parseTrait)('RegexRubricTrait', exports.RegexRubricTraitSchema, raw);
}
function evaluateRegexTrait(trait, text) {
    try {
        if (typeof text !== 'string')
            throw new TypeError(`expected string or bytes-like object, got ${text === null ? 'NoneType' : typeof text}`);
        const found = (0, guarded_regex_js_1.guardedPyRegex)(trait.pattern, { ignoreCase: !trait.case_sensitive }).search(text);
        return trait.invert_result ? !found : found;
    }
    catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new check_error_js_1.CheckError('runtime', `Failed to evaluate regex trait '${trait.name}': ${reason}`, { cause: error });
    }
}
