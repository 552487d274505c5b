"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.BENCHMARK_FORMAT_VERSION = exports.CHECKPOINT_CONTEXT = void 0;
exports.checkpointToJson = checkpointToJson;
exports.serializeCheckpoint = serializeCheckpoint;
exports.saveCheckpoint = saveCheckpoint;
const py_json_js_1 = require("../../compat/py-json.js");
const checkpoint_error_js_1 = require("../../errors/checkpoint-error.js");
const default_template_js_1 = require("./default-template.js");
const question_properties_js_1 = require("./question-properties.js");
const rating_encode_js_1 = require("./rating-encode.js");
const atomic_write_js_1 = require("../../utils/atomic-write.js");
exports.CHECKPOINT_CONTEXT = {
    '@version': 1.1,
    '@vocab': 'https://schema.org/',
    karenina: 'urn:karenina:vocab:',
    dataFeedElement: { '@id': 'dataFeedElement', '@container': '@set' },
    item: { '@id': 'item', '@type': '@id' },
    acceptedAnswer: { '@id': 'acceptedAnswer', '@type': '@id' },
    rating: { '@id': 'contentRating', '@container': '@set' },
    additionalProperty: { '@id': 'additionalProperty', '@container': '@set' },
    hasPart: { '@id': 'hasPart', '@container': '@set' },
    keywords: { '@id': 'keywords', '@container': '@set' },
};
exports.BENCHMARK_FORMAT_VERSION = '3.0.0-jsonld';
function templateText(question, index, source) {
    if ((question.templateSource ?? null) !== null)
        return question.templateSource;
    if (question.template === null)
        return (0, default_template_js_1.defaultTemplateSource)(question.question);
    if (question.template.source !== undefined)
        return question.template.source;
    throw new checkpoint_error_js_1.CheckpointError(source, ['dataFeedElement', index, 'item', 'hasPart', 'text'], `question ${JSON.stringify(question.id)}: template ${question.template.name} has no Python source (it uses TypeScript hooks), and a checkpoint stores templates as Python; ` +
        'give its Python text with defineTemplate(shape, { ..., source }) or use only field(...) declarations');
}
function questionNode(question, index, options) {
    const node = question.checkpointNode ?? {};
    const keepDj = options.saveDeepJudgmentConfig ?? false;
    const item = { '@type': 'Question' };
    if (node.questionNodeId !== undefined)
        item['@id'] = node.questionNodeId;
    item.text = question.question;
    item.acceptedAnswer = { '@type': 'Answer', ...(node.answerNodeId !== undefined ? { '@id': node.answerNodeId } : {}), text: question.rawAnswer };
    const code = { '@type': 'SoftwareSourceCode' };
    if (node.templateNodeId !== undefined)
        code['@id'] = node.templateNodeId;
    code.name = node.templateName ?? (0, default_template_js_1.defaultTemplateName)(question.question);
    code.text = templateText(question, index, options.source ?? 'checkpoint');
    code.programmingLanguage = 'Python';
    if (node.codeRepository !== undefined)
        code.codeRepository = node.codeRepository;
    item.hasPart = code;
    const ratings = [
        ...(0, rating_encode_js_1.encodeRubric)(question.rubric, 'question', { keepDeepJudgment: keepDj }),
        ...(0, rating_encode_js_1.encodeRubric)(question.dynamicRubric ?? null, 'question', { keepDeepJudgment: keepDj, dynamic: true }),
    ];
    if (ratings.length > 0)
        item.rating = ratings;
    item.additionalProperty = (0, question_properties_js_1.encodeQuestionProperties)(question);
    if (question.keywords !== null)
        item.keywords = [...question.keywords];
    return { '@type': 'DataFeedItem', '@id': question.id, dateCreated: question.dateCreated, dateModified: question.dateModified, item };
}
function checkpointToJson(benchmark, options = {}) {
    const keepDj = options.saveDeepJudgmentConfig ?? false;
    const out = {
        '@context': structuredClone(exports.CHECKPOINT_CONTEXT),
        '@type': 'DataFeed',
        '@id': benchmark.id,
        name: benchmark.name,
        description: benchmark.description,
        version: benchmark.version,
    };
    const contact = benchmark.creatorContact;
    out.creator =
        contact === null
            ? benchmark.creator
            : { '@type': 'Person', name: benchmark.creator, ...(contact.url !== null ? { url: contact.url } : {}), ...(contact.email !== null ? { email: contact.email } : {}) };
    out.dateCreated = benchmark.createdAt;
    out.dateModified = benchmark.modifiedAt;
    const ratings = [
        ...(0, rating_encode_js_1.encodeRubric)(benchmark.getGlobalRubric(), 'global', { keepDeepJudgment: keepDj }),
        ...(0, rating_encode_js_1.encodeRubric)(benchmark.getGlobalDynamicRubric(), 'global', { keepDeepJudgment: keepDj, dynamic: true }),
    ];
    if (ratings.length > 0)
        out.rating = ratings;
    out.dataFeedElement = benchmark.getAllQuestions().map((question, i) => questionNode(question, i, options));
    if (benchmark.scenarioParts.length > 0)
        out.hasPart = benchmark.scenarioParts.map(copyJson);
    const custom = benchmark.customProperties;
    const props = Object.hasOwn(custom, 'benchmark_format_version') ? [] : [(0, rating_encode_js_1.propertyValue)('benchmark_format_version', exports.BENCHMARK_FORMAT_VERSION)];
    for (const [name, value] of Object.entries(custom))
        props.push((0, rating_encode_js_1.propertyValue)(name, value));
    out.additionalProperty = props;
    return out;
}
function serializeCheckpoint(benchmark, options = {}) {
    return (0, py_json_js_1.pyJsonDumps)(checkpointToJson(benchmark, options), { indent: 2, ensureAscii: false });
}
async function saveCheckpoint(benchmark, path, options = {}) {
    const text = serializeCheckpoint(benchmark, { ...options, source: path });
    await (0, atomic_write_js_1.writeFileAtomic)(path, text);
}
function copyJson(value) {
    if (Array.isArray(value))
        return value.map(copyJson);
    if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copyJson(v)]));
    }
    return value;
}
