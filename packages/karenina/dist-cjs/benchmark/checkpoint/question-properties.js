"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PropertyShapeError = void 0;
exports.decodeQuestionProperties = decodeQuestionProperties;
exports.encodeQuestionProperties = encodeQuestionProperties;
const compat_mode_js_1 = require("../../compat/compat-mode.js");
const parse_py_json_js_1 = require("../../compat/parse-py-json.js");
const py_json_js_1 = require("../../compat/py-json.js");
const rating_encode_js_1 = require("./rating-encode.js");
class PropertyShapeError extends Error {
    index;
    problem;
    constructor(index, problem) {
        super(problem);
        this.index = index;
        this.problem = problem;
    }
}
exports.PropertyShapeError = PropertyShapeError;
function jsonOrValue(value) {
    if (typeof value !== 'string')
        return value;
    try {
        return (0, parse_py_json_js_1.parsePyJson)(value);
    }
    catch {
        return value;
    }
}
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
function decodeQuestionProperties(props, compat) {
    const out = {
        finished: false,
        author: null,
        sources: null,
        customMetadata: null,
        fewShotExamples: null,
        answerNotes: null,
        workspacePath: null,
        extraProperties: [],
    };
    const custom = {};
    let hasCustom = false;
    props.forEach((prop, index) => {
        const value = prop.value ?? null;
        switch (prop.name) {
            case 'finished':
                if (typeof value !== 'boolean')
                    throw new PropertyShapeError(index, `"finished" must be a boolean, got ${JSON.stringify(value)}`);
                out.finished = value;
                return;
            case 'author': {
                const author = jsonOrValue(value);
                if (!isRecord(author))
                    throw new PropertyShapeError(index, 'expected "author" to be a JSON object (or its JSON text)');
                out.author = author;
                return;
            }
            case 'sources': {
                const sources = jsonOrValue(value);
                if (!Array.isArray(sources) || !sources.every(isRecord))
                    throw new PropertyShapeError(index, 'expected "sources" to be a list of JSON objects (or its JSON text)');
                out.sources = sources;
                return;
            }
            case 'few_shot_examples': {
                const examples = jsonOrValue(value);
                if (!Array.isArray(examples) || !examples.every((e) => isRecord(e) && Object.values(e).every((v) => typeof v === 'string'))) {
                    throw new PropertyShapeError(index, 'expected "few_shot_examples" to be a list of {question, answer} string objects (or its JSON text)');
                }
                out.fewShotExamples = examples;
                return;
            }
            case 'answer_notes':
                if (value !== null && typeof value !== 'string')
                    throw new PropertyShapeError(index, '"answer_notes" must be a string');
                out.answerNotes = value;
                return;
            case 'workspace_path':
                if (value !== null && typeof value !== 'string')
                    throw new PropertyShapeError(index, '"workspace_path" must be a string');
                out.workspacePath = value;
                return;
            default:
                if (prop.name.startsWith('custom_')) {
                    const key = (0, compat_mode_js_1.isPythonCompat)(compat) ? prop.name.replaceAll('custom_', '') : prop.name.slice('custom_'.length);
                    custom[key] = value;
                    hasCustom = true;
                }
                else {
                    out.extraProperties.push({ name: prop.name, value });
                }
        }
    });
    if (hasCustom)
        out.customMetadata = custom;
    return out;
}
function encodeQuestionProperties(question) {
    const props = [(0, rating_encode_js_1.propertyValue)('finished', question.finished)];
    if (question.author !== null && Object.keys(question.author).length > 0)
        props.push((0, rating_encode_js_1.propertyValue)('author', (0, py_json_js_1.pyJsonDumps)(question.author)));
    if (question.sources !== null && question.sources.length > 0)
        props.push((0, rating_encode_js_1.propertyValue)('sources', (0, py_json_js_1.pyJsonDumps)(question.sources)));
    for (const [key, value] of Object.entries(question.customMetadata ?? {}))
        props.push((0, rating_encode_js_1.propertyValue)(`custom_${key}`, value));
    if (question.fewShotExamples !== null && question.fewShotExamples.length > 0) {
        props.push((0, rating_encode_js_1.propertyValue)('few_shot_examples', (0, py_json_js_1.pyJsonDumps)(question.fewShotExamples)));
    }
    if (question.answerNotes !== null && question.answerNotes !== '')
        props.push((0, rating_encode_js_1.propertyValue)('answer_notes', question.answerNotes));
    if ((question.workspacePath ?? null) !== null)
        props.push((0, rating_encode_js_1.propertyValue)('workspace_path', question.workspacePath));
    for (const extra of question.checkpointNode?.extraProperties ?? [])
        props.push((0, rating_encode_js_1.propertyValue)(extra.name, extra.value));
    return props;
}
