"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.defineTemplateInternal = defineTemplateInternal;
exports.isTemplate = isTemplate;
exports.defineTemplate = defineTemplate;
const zod_1 = require("zod");
const py_float_value_js_1 = require("../compat/py-float-value.js");
const py_whitespace_js_1 = require("../compat/py-whitespace.js");
const strategy_from_json_js_1 = require("../composition/strategy-from-json.js");
const strategy_node_js_1 = require("../composition/strategy-node.js");
const karenina_error_js_1 = require("../errors/karenina-error.js");
const template_error_js_1 = require("../errors/template-error.js");
const conditional_ground_truth_js_1 = require("./conditional-ground-truth.js");
const definition_checks_js_1 = require("./definition-checks.js");
const definition_warnings_js_1 = require("./definition-warnings.js");
const field_js_1 = require("./field.js");
const did_you_mean_js_1 = require("../utils/did-you-mean.js");
const field_type_js_1 = require("./field-type.js");
const judge_schema_js_1 = require("./judge-schema.js");
const template_spec_to_python_js_1 = require("./spec/template-spec-to-python.js");
const template_to_spec_js_1 = require("./spec/template-to-spec.js");
const template_id_js_1 = require("./template-id.js");
const template_instance_js_1 = require("./template-instance.js");
const TEMPLATE_MARKER = Symbol.for('karenina.template');
const RESERVED = {
    correct: 'is reserved by BaseAnswer (it holds the ground truths, `self.correct`); rename the field',
    id: 'is reserved (the pipeline overwrites it with the question id); rename the field',
    regex: 'is reserved (it holds the classic regex checks, `self.regex`); rename the field',
};
function isZodType(value) {
    return typeof value === 'object' && value !== null && '_zod' in value;
}
function isPrimitive(value) {
    return typeof value === 'object' && value !== null && (value.kind === 'field' || value.kind === 'trace');
}
const FIELD_OPTION_KEYS = ['description', 'groundTruth', 'check', 'weight', 'extractionHint', 'type'];
const TEMPLATE_OPTION_KEYS = ['name', 'strategy', 'groundTruth', 'verify', 'verifyGranular', 'source', 'compat'];
function verifiedFieldInfo(template, name, entry, compat, pythonTyped, warnings) {
    const o = entry.options;
    const info = (0, field_type_js_1.zodFieldInfo)(entry.schema, o.type === 'date');
    const fail = (problem) => new template_error_js_1.TemplateError(template, name, problem);
    const [unknownKey] = (0, did_you_mean_js_1.unknownKeys)(o, FIELD_OPTION_KEYS);
    if (unknownKey !== undefined)
        throw fail((0, did_you_mean_js_1.unknownKeyMessage)(unknownKey, 'field options', FIELD_OPTION_KEYS));
    if (o.check === undefined || o.check === null) {
        throw fail('a verification primitive is required (`check`): pass one such as exactMatch() or booleanMatch()');
    }
    if (!isPrimitive(o.check))
        throw fail('`check` must be a verification primitive such as exactMatch() or booleanMatch()');
    if (o.groundTruth === undefined && (o.check.kind === 'trace' || o.check.readsGroundTruth === true)) {
        throw fail(o.check.kind === 'trace'
            ? `${o.check.type} needs a groundTruth and has none: a trace check is compared with it (groundTruth: true = the trace must match, false = it must not)`
            : `${o.check.type} needs a groundTruth and has none: it compares the extracted value with it (pass groundTruth: <the expected value>)`);
    }
    const description = o.description ?? info.description;
    if (typeof description !== 'string' || (0, py_whitespace_js_1.pyStrip)(description) === '') {
        throw fail('a non-empty description is required: the judge relies on it to know what to extract (pass `description` or use .describe())');
    }
    const weight = o.weight ?? 1;
    if (typeof weight !== 'number' || Number.isNaN(weight))
        throw fail(`weight must be a number, received ${JSON.stringify(weight)}`);
    const hint = o.extractionHint ?? null;
    if (hint !== null && typeof hint !== 'string')
        throw fail('extractionHint must be a string');
    if (!compat && !pythonTyped) {
        const problem = (0, definition_checks_js_1.definitionProblem)(o.check);
        if (problem !== undefined)
            throw fail(problem);
    }
    const isTrace = o.check.kind === 'trace';
    if (isTrace && info.type !== 'bool' && !compat) {
        throw fail(`trace primitive ${o.check.type} needs a boolean field (z.boolean()), not a ${info.type} field: trace fields are ` +
            'evaluated on the raw trace and compared with the boolean ground truth (true = must hold, false = must not)');
    }
    const conditional = (0, conditional_ground_truth_js_1.isConditionalGroundTruth)(o.groundTruth);
    let groundTruth = o.groundTruth;
    if (!pythonTyped && info.type === 'float' && typeof groundTruth === 'number' && Number.isInteger(groundTruth)) {
        groundTruth = new py_float_value_js_1.PyFloat(groundTruth);
    }
    if (!pythonTyped && !conditional) {
        const rounded = roundedInteger(groundTruth);
        const annotation = (0, field_type_js_1.pythonAnnotationOf)(entry.schema) ?? '';
        if (rounded !== undefined && /\bint\b/.test(annotation) && !annotation.includes('float')) {
            throw fail(`the ground truth integer ${rounded} is beyond 2^53, so JavaScript has already rounded it: write it as a bigint (e.g. ${rounded}n, or BigInt('…') with the exact digits)`);
        }
    }
    if (!conditional) {
        const warning = (0, definition_warnings_js_1.groundTruthMismatch)(groundTruth, o.check);
        if (warning !== undefined)
            warnings.push(`template ${template} › field "${name}": ${warning}`);
    }
    const verification = { groundTruth, primitive: o.check, weight, extractionHint: hint, isTrace, conditional };
    return { name, schema: entry.schema, type: info.type, literalValues: info.literalValues, description, optional: info.optional, verification };
}
function roundedInteger(value) {
    if (typeof value === 'number')
        return Number.isInteger(value) && !Number.isSafeInteger(value) ? value : undefined;
    if (Array.isArray(value))
        return value.map(roundedInteger).find((v) => v !== undefined);
    if (typeof value === 'object' && value !== null && !(value instanceof py_float_value_js_1.PyFloat))
        return Object.values(value).map(roundedInteger).find((v) => v !== undefined);
    return undefined;
}
function checkStrategy(template, strategy, fields) {
    const verified = new Set(fields.filter((f) => f.verification !== null).map((f) => f.name));
    if (verified.size === 0)
        throw new template_error_js_1.TemplateError(template, undefined, 'a strategy needs verified fields (field(...)) to combine');
    const unknown = (0, strategy_node_js_1.strategyFieldNames)(strategy).filter((n) => !verified.has(n));
    if (unknown.length > 0) {
        throw new template_error_js_1.TemplateError(template, unknown[0], `the strategy references ${unknown.map((n) => `"${n}"`).join(', ')}, which ${unknown.length > 1 ? 'are' : 'is'} not a verified field (verified fields: ${[...verified].join(', ')})`);
    }
}
function placeholderValues(fields) {
    const byType = { int: 0, float: 0, bool: false, list_str: [], str: '', date: '', literal: '' };
    return Object.fromEntries(fields.map((f) => [f.name, f.type === 'literal' ? (f.literalValues?.[0] ?? '') : byType[f.type]]));
}
function defineTemplateInternal(shape, options, internals) {
    const name = options.name ?? 'Answer';
    const [unknownKey] = (0, did_you_mean_js_1.unknownKeys)(options, TEMPLATE_OPTION_KEYS);
    if (unknownKey !== undefined)
        throw new template_error_js_1.TemplateError(name, undefined, (0, did_you_mean_js_1.unknownKeyMessage)(unknownKey, 'defineTemplate options', TEMPLATE_OPTION_KEYS));
    const compat = options.compat === 'karenina-python';
    const warnings = [];
    const fields = [];
    for (const [fieldName, entry] of Object.entries(shape)) {
        if (Object.hasOwn(RESERVED, fieldName) && (fieldName === 'correct' || !compat)) {
            throw new template_error_js_1.TemplateError(name, fieldName, `the field name "${fieldName}" ${RESERVED[fieldName]}`);
        }
        if ((0, field_js_1.isVerifiedField)(entry)) {
            fields.push(verifiedFieldInfo(name, fieldName, entry, compat, internals.spec !== undefined, warnings));
        }
        else if (isZodType(entry)) {
            const info = (0, field_type_js_1.zodFieldInfo)(entry);
            fields.push({ name: fieldName, schema: entry, type: info.type, literalValues: info.literalValues, description: info.description, optional: info.optional, verification: null });
        }
        else {
            throw new template_error_js_1.TemplateError(name, fieldName, 'expected field(schema, {...}) or a zod schema');
        }
    }
    for (const hook of ['groundTruth', 'verify', 'verifyGranular']) {
        if (options[hook] !== undefined && typeof options[hook] !== 'function')
            throw new template_error_js_1.TemplateError(name, undefined, `${hook} must be a function`);
    }
    const hasVerified = fields.some((f) => f.verification !== null);
    if (!hasVerified && fields.length > 0 && options.verify === undefined) {
        throw new template_error_js_1.TemplateError(name, undefined, 'a classic template (no field(...) with a primitive) must define verify(answer)');
    }
    let strategy = null;
    if (options.strategy !== undefined && options.strategy !== null) {
        try {
            strategy = (0, strategy_from_json_js_1.strategyFromJSON)(options.strategy);
        }
        catch (error) {
            throw new template_error_js_1.TemplateError(name, undefined, `invalid strategy: ${error.message}`, { cause: error });
        }
        if (!compat)
            checkStrategy(name, strategy, fields);
    }
    const declared = fields.filter((f) => f.name !== 'id');
    const verifiedCount = declared.filter((f) => f.verification !== null).length;
    const mode = verifiedCount === 0 ? 'classic' : verifiedCount === declared.length ? 'verified' : 'mixed';
    const attributeNames = fields.map((f) => f.name).filter((n) => n !== 'id' && n !== 'regex');
    const hooks = Object.freeze({ groundTruth: options.groundTruth, verify: options.verify, verifyGranular: options.verifyGranular });
    const hasHooks = hooks.groundTruth !== undefined || hooks.verify !== undefined || hooks.verifyGranular !== undefined;
    let judgeSchema;
    let sufficiencySchema;
    let source;
    let templateId;
    let valuesSchema;
    const template = {
        name,
        nameGiven: options.name !== undefined,
        shape,
        fields: Object.freeze(fields),
        strategy,
        mode,
        attributeNames: Object.freeze(attributeNames),
        isRegexOnly: attributeNames.length === 0,
        isTraceOnly: fields.length > 0 && fields.every((f) => f.verification?.isTrace === true),
        warnings: Object.freeze(warnings),
        hasVerify: hasVerified || hooks.verify !== undefined,
        hasVerifyGranular: hasVerified || hooks.verifyGranular !== undefined,
        hooks,
        get source() {
            source ??= { value: options.source ?? (mode === 'verified' && !hasHooks ? pythonSource(template, internals) : undefined) };
            return source.value;
        },
        get templateId() {
            templateId ??= { value: template.source === undefined ? undefined : (0, template_id_js_1.generateTemplateId)(template.source) };
            return templateId.value;
        },
        get valuesSchema() {
            return (valuesSchema ??= valuesSchemaOf(fields));
        },
        judgeSchema: () => structuredClone((judgeSchema ??= (0, judge_schema_js_1.buildJudgeSchema)(name, fields, false))),
        sufficiencySchema: () => structuredClone((sufficiencySchema ??= (0, judge_schema_js_1.buildJudgeSchema)(name, fields, true))),
        instantiate: (values, instantiateOptions) => (0, template_instance_js_1.createInstance)(template, values, instantiateOptions),
        verify: (values, instantiateOptions) => (0, template_instance_js_1.createInstance)(template, values, instantiateOptions).verify(),
        verifyGranular: (values, instantiateOptions) => (0, template_instance_js_1.createInstance)(template, values, instantiateOptions).verifyGranular(),
    };
    Object.defineProperty(template, TEMPLATE_MARKER, { value: true });
    if (hooks.groundTruth !== undefined)
        dryRunGroundTruth(template);
    return Object.freeze(template);
}
function isTemplate(value) {
    return typeof value === 'object' && value !== null && value[TEMPLATE_MARKER] === true;
}
function pythonSource(template, internals) {
    if (internals.spec !== undefined)
        return (0, template_spec_to_python_js_1.templateSpecToPython)(internals.spec, { validate: false });
    const annotations = {};
    for (const f of template.fields) {
        const exact = f.type === 'date' ? null : (0, field_type_js_1.pythonAnnotationOf)(f.schema);
        if (exact !== null)
            annotations[f.name] = exact;
    }
    return (0, template_spec_to_python_js_1.templateSpecToPython)((0, template_to_spec_js_1.templateToSpec)(template), { validate: false, annotations });
}
function valuesSchemaOf(fields) {
    return zod_1.z.object(Object.fromEntries(fields.map((f) => [f.name, f.schema])));
}
function dryRunGroundTruth(template) {
    try {
        (0, template_instance_js_1.createInstance)(template, placeholderValues(template.fields));
    }
    catch (error) {
        if (karenina_error_js_1.KareninaError.isInstance(error))
            throw error;
        throw new template_error_js_1.TemplateError(template.name, undefined, `the groundTruth hook failed on placeholder values: ${error.message}`, { cause: error });
    }
}
function defineTemplate(shape, options = {}) {
    return defineTemplateInternal(shape, options, {});
}
