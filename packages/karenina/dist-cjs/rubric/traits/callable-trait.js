"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CallableRubricTraitSchema = void 0;
exports.callableTrait = callableTrait;
exports.callableTraitFromJSON = callableTraitFromJSON;
exports.resolveCallableFunction = resolveCallableFunction;
exports.evaluateCallableTrait = evaluateCallableTrait;
const zod_1 = require("zod");
const py_float_value_js_1 = require("../../compat/py-float-value.js");
const pydantic_lax_js_1 = require("../../compat/pydantic-lax.js");
const check_error_js_1 = require("../../errors/check-error.js");
const validation_error_js_1 = require("../../errors/validation-error.js");
const parse_trait_js_1 = require("./parse-trait.js");
const trait_classes_js_1 = require("./trait-classes.js");
const callableCodeSchema = zod_1.z.union([zod_1.z.string(), zod_1.z.instanceof(Uint8Array)], { error: 'callable_code must be bytes or a base64 string' }).transform((code) => {
    if (typeof code === 'string')
        return code;
    let binary = '';
    for (const byte of code)
        binary += String.fromCharCode(byte);
    return btoa(binary);
});
exports.CallableRubricTraitSchema = zod_1.z
    .strictObject({
    name: pydantic_lax_js_1.laxStr.pipe(zod_1.z.string().min(1, 'must not be empty')),
    description: pydantic_lax_js_1.laxStr.nullable().default(null),
    summary: pydantic_lax_js_1.laxStr.nullable().default(null),
    kind: (0, pydantic_lax_js_1.laxLiteral)(['boolean', 'score', 'literal']),
    callable_code: callableCodeSchema,
    min_score: pydantic_lax_js_1.laxInt.nullable().default(null),
    max_score: pydantic_lax_js_1.laxInt.nullable().default(null),
    invert_result: pydantic_lax_js_1.laxBool.default(false),
    classes: trait_classes_js_1.TraitClassesSchema,
    higher_is_better: pydantic_lax_js_1.laxBool.nullish().transform((value) => value ?? true),
})
    .superRefine((trait, ctx) => {
    if (trait.kind !== 'literal')
        return;
    if (trait.classes === null || Object.keys(trait.classes).length === 0) {
        ctx.addIssue({ code: 'custom', path: ['classes'], message: "classes field is required when kind='literal'" });
        return;
    }
    const problem = (0, trait_classes_js_1.traitClassesProblem)(trait.classes);
    if (problem !== null)
        ctx.addIssue({ code: 'custom', path: ['classes'], message: problem });
})
    .transform((trait) => trait.kind === 'literal'
    ? { ...trait, min_score: trait.min_score ?? 0, max_score: trait.max_score ?? Object.keys(trait.classes).length - 1 }
    : trait);
const boundFunctions = new WeakMap();
function callableTrait(options) {
    const { fn, ...rest } = options;
    const subject = `CallableRubricTrait "${options.name}"`;
    if (typeof fn !== 'function')
        throw new validation_error_js_1.ValidationError(['fn'], 'a function (text) => boolean | number | string is required', subject);
    if (options.kind === 'score') {
        if (options.minScore == null || options.maxScore == null)
            throw new validation_error_js_1.ValidationError(['min_score'], "min_score and max_score are required when kind='score'", subject);
        if (Number(options.minScore) >= Number(options.maxScore))
            throw new validation_error_js_1.ValidationError(['min_score'], `min_score (${options.minScore}) must be less than max_score (${options.maxScore})`, subject);
    }
    else if (options.kind === 'boolean' && (options.minScore != null || options.maxScore != null)) {
        throw new validation_error_js_1.ValidationError(['min_score'], "min_score and max_score should not be set when kind='boolean'", subject);
    }
    const trait = (0, parse_trait_js_1.parseTrait)('CallableRubricTrait', exports.CallableRubricTraitSchema, (0, parse_trait_js_1.toSnakeKeys)({ callableCode: '', ...rest }, 'CallableRubricTrait', exports.CallableRubricTraitSchema));
    boundFunctions.set(trait, fn);
    return trait;
}
function callableTraitFromJSON(raw) {
    return (0, parse_trait_js_1.parseTrait)('CallableRubricTrait', exports.CallableRubricTraitSchema, raw);
}
function resolveCallableFunction(trait, registry) {
    if (registry && Object.hasOwn(registry, trait.name))
        return registry[trait.name];
    return boundFunctions.get(trait) ?? null;
}
function kindError(trait, expected, value) {
    const got = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
    return new TypeError(`Callable with kind='${trait.kind}' must return ${expected}, got ${got}`);
}
function checkResult(trait, value) {
    if (trait.kind === 'boolean') {
        if (typeof value !== 'boolean')
            throw kindError(trait, 'a boolean', value);
        return trait.invert_result ? !value : value;
    }
    if (trait.kind === 'literal') {
        if (typeof value !== 'string')
            throw kindError(trait, 'a class name (string)', value);
        const index = (0, trait_classes_js_1.classIndex)(trait.classes, value);
        if (index === -1)
            throw new RangeError(`'${value}' is not a class of trait '${trait.name}' (classes: ${Object.keys(trait.classes ?? {}).join(', ')})`);
        return index;
    }
    const score = (0, py_float_value_js_1.unboxNumber)(value);
    if (typeof score !== 'number' || Number.isNaN(score))
        throw kindError(trait, 'a number', value);
    if (trait.min_score !== null && score < trait.min_score)
        throw new RangeError(`Score ${score} is below minimum ${trait.min_score} for trait '${trait.name}'`);
    if (trait.max_score !== null && score > trait.max_score)
        throw new RangeError(`Score ${score} is above maximum ${trait.max_score} for trait '${trait.name}'`);
    return score;
}
async function evaluateCallableTrait(trait, text, fn) {
    try {
        return checkResult(trait, await fn(text));
    }
    catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new check_error_js_1.CheckError('runtime', `Failed to evaluate callable trait '${trait.name}': ${reason}`, { cause: error });
    }
}
