"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CheckpointSchema = exports.PersonSchema = exports.DataFeedItemSchema = exports.QuestionNodeSchema = exports.AnswerSchema = exports.SourceCodeSchema = exports.RatingSchema = exports.PropertyValueSchema = void 0;
exports.jsonTypeName = jsonTypeName;
exports.valueAtPath = valueAtPath;
exports.describeIssue = describeIssue;
const zod_1 = require("zod");
const py_float_value_js_1 = require("../../compat/py-float-value.js");
const typeTag = (value) => zod_1.z.literal(value, { error: `expected "${value}"` }).optional();
const jsonNumber = zod_1.z.custom((value) => (typeof value === 'number' && Number.isFinite(value)) || value instanceof py_float_value_js_1.PyFloat, {
    error: 'expected number',
});
exports.PropertyValueSchema = zod_1.z.object({
    '@type': typeTag('PropertyValue'),
    name: zod_1.z.string(),
    value: zod_1.z.unknown().optional(),
});
exports.RatingSchema = zod_1.z.object({
    '@type': typeTag('Rating'),
    '@id': zod_1.z.string().nullish(),
    name: zod_1.z.string(),
    description: zod_1.z.string().nullish(),
    bestRating: jsonNumber,
    worstRating: jsonNumber,
    ratingValue: jsonNumber.nullish(),
    ratingExplanation: zod_1.z.string().nullish(),
    additionalType: zod_1.z.string().nullish(),
    additionalProperty: zod_1.z.array(exports.PropertyValueSchema).nullish(),
});
exports.SourceCodeSchema = zod_1.z.object({
    '@type': typeTag('SoftwareSourceCode'),
    '@id': zod_1.z.string().nullish(),
    name: zod_1.z.string(),
    text: zod_1.z.string(),
    programmingLanguage: typeTag('Python').nullable(),
    codeRepository: zod_1.z.string().nullish(),
});
exports.AnswerSchema = zod_1.z.object({
    '@type': typeTag('Answer'),
    '@id': zod_1.z.string().nullish(),
    text: zod_1.z.string(),
});
exports.QuestionNodeSchema = zod_1.z.object({
    '@type': typeTag('Question'),
    '@id': zod_1.z.string().nullish(),
    text: zod_1.z.string(),
    acceptedAnswer: exports.AnswerSchema,
    hasPart: exports.SourceCodeSchema,
    rating: zod_1.z.array(exports.RatingSchema).nullish(),
    additionalProperty: zod_1.z.array(exports.PropertyValueSchema).nullish(),
    keywords: zod_1.z.array(zod_1.z.string()).nullish(),
});
exports.DataFeedItemSchema = zod_1.z.object({
    '@type': typeTag('DataFeedItem'),
    '@id': zod_1.z.string().nullish(),
    dateCreated: zod_1.z.string(),
    dateModified: zod_1.z.string(),
    keywords: zod_1.z.array(zod_1.z.string()).nullish(),
    item: exports.QuestionNodeSchema,
});
exports.PersonSchema = zod_1.z.object({
    '@type': typeTag('Person'),
    name: zod_1.z.string(),
    url: zod_1.z.string().nullish(),
    email: zod_1.z.string().nullish(),
});
exports.CheckpointSchema = zod_1.z.object({
    '@context': zod_1.z.record(zod_1.z.string(), zod_1.z.unknown()),
    '@type': typeTag('DataFeed'),
    '@id': zod_1.z.string().nullish(),
    name: zod_1.z.string(),
    description: zod_1.z.string().nullish(),
    version: zod_1.z.string().nullish(),
    creator: zod_1.z.union([zod_1.z.string(), exports.PersonSchema], { error: 'expected a string or a Person object' }).nullish(),
    dateCreated: zod_1.z.string(),
    dateModified: zod_1.z.string(),
    rating: zod_1.z.array(exports.RatingSchema).nullish(),
    dataFeedElement: zod_1.z.array(exports.DataFeedItemSchema),
    hasPart: zod_1.z.array(zod_1.z.record(zod_1.z.string(), zod_1.z.unknown())).nullish(),
    additionalProperty: zod_1.z.array(exports.PropertyValueSchema).nullish(),
});
function jsonTypeName(value) {
    if (value === undefined)
        return 'nothing (the key is missing)';
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'array';
    if (value instanceof py_float_value_js_1.PyFloat)
        return 'number';
    return typeof value;
}
function valueAtPath(root, path) {
    let current = root;
    for (const key of path) {
        if (current === null || typeof current !== 'object')
            return undefined;
        current = current[key];
    }
    return current;
}
function describeIssue(issue, root) {
    const value = valueAtPath(root, issue.path);
    if (issue.code === 'invalid_type')
        return `expected ${issue.expected}, got ${jsonTypeName(value)}`;
    if (issue.code === 'invalid_value' || issue.code === 'invalid_union' || issue.code === 'custom') {
        const message = issue.message.replace(/^Invalid input: /, '');
        return message.startsWith('expected') ? `${message}, got ${value === undefined ? jsonTypeName(value) : JSON.stringify(value)}` : message;
    }
    return issue.message;
}
