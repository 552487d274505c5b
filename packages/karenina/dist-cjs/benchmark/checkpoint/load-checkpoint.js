"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.parseCheckpoint = parseCheckpoint;
exports.loadCheckpoint = loadCheckpoint;
const fs_promises_js_1 = require("../../utils/lazy-node/fs-promises.js");
const parse_py_json_js_1 = require("../../compat/parse-py-json.js");
const checkpoint_error_js_1 = require("../../errors/checkpoint-error.js");
const karenina_error_js_1 = require("../../errors/karenina-error.js");
const validation_error_js_1 = require("../../errors/validation-error.js");
const did_you_mean_js_1 = require("../../utils/did-you-mean.js");
const zod_object_keys_js_1 = require("../../utils/zod-object-keys.js");
const registry_js_1 = require("../../primitives/registry.js");
const rubric_js_1 = require("../../rubric/rubric.js");
const checkpoint_trust_js_1 = require("../../config/checkpoint-trust.js");
const agentic_trait_js_1 = require("../../rubric/traits/agentic-trait.js");
const callable_trait_js_1 = require("../../rubric/traits/callable-trait.js");
const metric_trait_js_1 = require("../../rubric/traits/metric-trait.js");
const regex_trait_js_1 = require("../../rubric/traits/regex-trait.js");
const python_callable_js_1 = require("../../python-sandbox/python-callable.js");
const python_template_js_1 = require("../../python-sandbox/python-template.js");
const define_template_js_1 = require("../../template/define-template.js");
const template_from_spec_js_1 = require("../../template/spec/template-from-spec.js");
const benchmark_js_1 = require("../benchmark.js");
const question_id_js_1 = require("../question-id.js");
const checkpoint_schema_js_1 = require("./checkpoint-schema.js");
const default_template_js_1 = require("./default-template.js");
const question_properties_js_1 = require("./question-properties.js");
const python_template_parser_js_1 = require("./python-template-parser.js");
const rating_decode_js_1 = require("./rating-decode.js");
const keys_of_js_1 = require("../../utils/keys-of.js");
const LEGACY_GLOBAL_TRAITS = {
    global_regex_rubric_traits: { type: 'regex', fromJSON: regex_trait_js_1.regexTraitFromJSON },
    global_callable_rubric_traits: { type: 'callable', fromJSON: callable_trait_js_1.callableTraitFromJSON },
    global_metric_rubric_traits: { type: 'metric', fromJSON: metric_trait_js_1.metricTraitFromJSON },
    global_agentic_rubric_traits: { type: 'agentic', fromJSON: agentic_trait_js_1.agenticTraitFromJSON },
};
class Reader {
    source;
    options;
    constructor(source, options) {
        this.source = source;
        this.options = options;
    }
    fail(path, problem, cause) {
        throw new checkpoint_error_js_1.CheckpointError(this.source, path, problem, cause === undefined ? undefined : { cause });
    }
    decode(rating, path) {
        try {
            return (0, rating_decode_js_1.decodeRating)(rating);
        }
        catch (error) {
            if (error instanceof rating_decode_js_1.RatingDecodeError)
                this.fail([...path, ...error.path], error.problem, error);
            throw error;
        }
    }
    rubric(traits, path, where) {
        try {
            const rubric = (0, rating_decode_js_1.rubricOf)(traits);
            for (const trait of rubric?.agentic_traits ?? []) {
                if (trait.model_override)
                    (0, checkpoint_trust_js_1.markFromCheckpoint)(trait.model_override, this.source, `${where}, agentic trait ${JSON.stringify(trait.name)} model_override`);
            }
            return rubric === null ? null : this.bind(rubric, where);
        }
        catch (error) {
            if (error instanceof validation_error_js_1.ValidationError)
                this.fail(path, `${where}: ${error.problem}`, error);
            throw error;
        }
    }
    warnUnknownParams(id, spec) {
        for (const f of spec.fields) {
            const { type, ...params } = f.verify_with;
            if (typeof type !== 'string' || !(0, registry_js_1.isPrimitiveType)(type))
                continue;
            const known = (0, zod_object_keys_js_1.zodObjectKeys)(registry_js_1.PRIMITIVES[type].paramsSchema) ?? [];
            for (const key of (0, did_you_mean_js_1.unknownKeys)(params, known)) {
                this.options.onWarning?.(`${this.source}: question ${JSON.stringify(id)}, field "${f.name}": ${(0, did_you_mean_js_1.unknownKeyMessage)(key, `${type}(...)`, known)}; Karenina ignores it, and so does karenina-ts`);
            }
        }
    }
    bind(rubric, where) {
        const registry = { ...this.options.callables };
        for (const trait of (0, rubric_js_1.traitsOf)(rubric, 'callable')) {
            if (Object.hasOwn(registry, trait.name))
                continue;
            const source = (0, python_callable_js_1.pythonSourceOfCallable)(trait.callable_code);
            if (source !== null) {
                registry[trait.name] = (0, python_callable_js_1.pythonCallable)(source);
                continue;
            }
            this.options.onWarning?.(`${this.source}: callable trait "${trait.name}" (${where}) has no TypeScript function and ${trait.callable_code === '' ? 'no stored code' : 'its stored code is a Python pickle that cannot be restored here'}, so it scores null. ` +
                `Pass loadCheckpoint(path, { callables: { ${JSON.stringify(trait.name)}: fn } }) (CLI: export it as callables from a --templates module).`);
        }
        return Object.keys(registry).length > 0 ? (0, rating_decode_js_1.bindCallables)(rubric, registry) : rubric;
    }
    globalRubrics(doc) {
        const plain = [];
        const dynamic = [];
        (doc.rating ?? []).forEach((rating, i) => {
            const decoded = this.decode(rating, ['rating', i]);
            if (decoded.scope === 'question') {
                this.fail(['rating', i, 'additionalType'], `a benchmark-level rating must be a Global trait type, got ${JSON.stringify(rating.additionalType)}`);
            }
            ;
            (decoded.dynamic ? dynamic : plain).push(decoded.trait);
        });
        (doc.additionalProperty ?? []).forEach((prop, i) => {
            const legacy = LEGACY_GLOBAL_TRAITS[prop.name];
            if (legacy === undefined)
                return;
            const path = ['additionalProperty', i, 'value'];
            let list = prop.value;
            if (typeof list === 'string') {
                try {
                    list = (0, parse_py_json_js_1.parsePyJson)(list);
                }
                catch (error) {
                    this.fail(path, `"${prop.name}" is not valid JSON`, error);
                }
            }
            if (!Array.isArray(list))
                this.fail(path, `"${prop.name}" must be a list of traits`);
            list.forEach((raw, j) => {
                try {
                    plain.push(legacy.fromJSON(raw));
                }
                catch (error) {
                    if (error instanceof validation_error_js_1.ValidationError)
                        this.fail([...path, j, ...error.path], error.problem, error);
                    throw error;
                }
            });
        });
        return { rubric: this.rubric(plain, ['rating'], 'global rubric'), dynamic: this.rubric(dynamic, ['rating'], 'global dynamic rubric') };
    }
    template(id, question, text, path) {
        const registered = this.options.templates?.[id];
        if (registered !== undefined) {
            if (!(0, define_template_js_1.isTemplate)(registered))
                this.fail(path, `options.templates[${JSON.stringify(id)}] is not a template made by defineTemplate or templateFromSpec`);
            return { template: withSource(registered, text), templateSource: text, templateProblem: null };
        }
        if ((0, default_template_js_1.isDefaultTemplate)(text, question))
            return { template: null, templateSource: null, templateProblem: null };
        const reading = (0, python_template_parser_js_1.readPythonTemplate)(text);
        if (reading.kind === 'classic') {
            const cannotRun = (why) => `question ${JSON.stringify(id)}: its answer template is Python code that karenina-ts cannot run (${why}); ` +
                `register a TypeScript implementation with loadCheckpoint(path, { templates: { ${JSON.stringify(id)}: MyTemplate } })`;
            const where = `${reading.reason}, template line ${reading.line}`;
            if (reading.reason.startsWith('Multiple BaseAnswer'))
                return { template: null, templateSource: text, templateProblem: cannotRun(where) };
            try {
                return { template: (0, python_template_js_1.pythonTemplate)(text), templateSource: text, templateProblem: null };
            }
            catch (error) {
                if (!(error instanceof Error))
                    throw error;
                return { template: null, templateSource: text, templateProblem: cannotRun(`${where}: ${error.message}`) };
            }
        }
        this.warnUnknownParams(id, reading.spec);
        try {
            const template = (0, template_from_spec_js_1.templateFromSpec)(reading.spec, { source: text, fieldSchemas: reading.fieldSchemas, ...(this.options.compat ? { compat: this.options.compat } : {}) });
            return { template, templateSource: text, templateProblem: null };
        }
        catch (error) {
            if (!karenina_error_js_1.KareninaError.isInstance(error))
                throw error;
            return { template: null, templateSource: text, templateProblem: `question ${JSON.stringify(id)}: its answer template cannot be built: ${error.message}` };
        }
    }
    questions(doc) {
        const seen = new Set();
        const inputs = doc.dataFeedElement.map((element, i) => {
            const base = ['dataFeedElement', i];
            const node = element.item;
            if (node.text === '')
                this.fail([...base, 'item', 'text'], 'the question text is empty');
            const id = element['@id'] ?? (0, question_id_js_1.generateQuestionId)(node.text);
            if (seen.has(id))
                this.fail([...base, '@id'], `duplicate question id ${JSON.stringify(id)}`);
            seen.add(id);
            const plain = [];
            const dynamic = [];
            (node.rating ?? []).forEach((rating, j) => {
                const decoded = this.decode(rating, [...base, 'item', 'rating', j]);
                if (decoded.scope === 'global')
                    return;
                (decoded.dynamic ? dynamic : plain).push(decoded.trait);
            });
            let props;
            try {
                props = (0, question_properties_js_1.decodeQuestionProperties)(node.additionalProperty ?? [], this.options.compat);
            }
            catch (error) {
                if (error instanceof question_properties_js_1.PropertyShapeError)
                    this.fail([...base, 'item', 'additionalProperty', error.index, 'value'], error.problem, error);
                throw error;
            }
            const where = `question ${JSON.stringify(id)}`;
            return {
                id,
                question: node.text,
                rawAnswer: node.acceptedAnswer.text,
                ...this.template(id, node.text, node.hasPart.text, [...base, 'item', 'hasPart', 'text']),
                finished: props.finished,
                keywords: node.keywords ?? element.keywords ?? null,
                author: props.author,
                sources: props.sources,
                customMetadata: props.customMetadata,
                fewShotExamples: props.fewShotExamples,
                answerNotes: props.answerNotes,
                workspacePath: props.workspacePath,
                rubric: this.rubric(plain, [...base, 'item', 'rating'], where),
                dynamicRubric: this.rubric(dynamic, [...base, 'item', 'rating'], `${where} dynamic rubric`),
                dateCreated: element.dateCreated,
                dateModified: element.dateModified,
                checkpointNode: {
                    ...(node['@id'] ? { questionNodeId: node['@id'] } : {}),
                    ...(node.acceptedAnswer['@id'] ? { answerNodeId: node.acceptedAnswer['@id'] } : {}),
                    ...(node.hasPart['@id'] ? { templateNodeId: node.hasPart['@id'] } : {}),
                    templateName: node.hasPart.name,
                    ...(node.hasPart.codeRepository ? { codeRepository: node.hasPart.codeRepository } : {}),
                    ...(props.extraProperties.length > 0 ? { extraProperties: props.extraProperties } : {}),
                },
            };
        });
        for (const id of Object.keys(this.options.templates ?? {})) {
            if (!seen.has(id))
                this.fail([], `options.templates names question ${JSON.stringify(id)}, which is not in the checkpoint (ids: ${[...seen].slice(0, 5).join(', ')}${seen.size > 5 ? ', …' : ''})`);
        }
        return inputs;
    }
    read(json) {
        const parsed = checkpoint_schema_js_1.CheckpointSchema.safeParse(json);
        if (!parsed.success) {
            const issue = parsed.error.issues[0];
            this.fail(issue.path.filter((p) => typeof p !== 'symbol'), (0, checkpoint_schema_js_1.describeIssue)(issue, json));
        }
        const doc = parsed.data;
        if (doc.name === '')
            this.fail(['name'], 'the benchmark needs a non-empty name');
        const { rubric, dynamic } = this.globalRubrics(doc);
        const customProperties = {};
        for (const prop of doc.additionalProperty ?? []) {
            if (!Object.hasOwn(LEGACY_GLOBAL_TRAITS, prop.name))
                customProperties[prop.name] = prop.value ?? null;
        }
        const creator = doc.creator ?? 'Unknown';
        const benchmark = benchmark_js_1.Benchmark.create({
            name: doc.name,
            description: doc.description ?? '',
            version: doc.version ?? '0.1.0',
            creator: typeof creator === 'string' ? creator : creator.name,
            creatorContact: typeof creator === 'string' ? null : { url: creator.url ?? null, email: creator.email ?? null },
            ...(doc['@id'] ? { id: doc['@id'] } : {}),
            createdAt: doc.dateCreated,
            modifiedAt: doc.dateModified,
            globalRubric: rubric,
            globalDynamicRubric: dynamic,
            customProperties,
            scenarioParts: doc.hasPart ?? [],
            questions: this.questions(doc),
            workspaceRoot: this.options.workspaceRoot ?? null,
        });
        (0, checkpoint_trust_js_1.markBenchmarkFile)(benchmark, this.source);
        return benchmark;
    }
}
function withSource(template, source) {
    if (template.source === source)
        return template;
    try {
        return (0, define_template_js_1.defineTemplate)(template.shape, { name: template.name, strategy: template.strategy, ...template.hooks, source });
    }
    catch {
        return template;
    }
}
function parseCheckpoint(json, options = {}, source = 'checkpoint') {
    const [unknownKey] = (0, did_you_mean_js_1.unknownKeys)(options, LOAD_OPTION_KEYS);
    if (unknownKey !== undefined)
        throw new validation_error_js_1.ValidationError([unknownKey], (0, did_you_mean_js_1.unknownKeyMessage)(unknownKey, 'loadCheckpoint options', LOAD_OPTION_KEYS), 'loadCheckpoint');
    if (json === null || typeof json !== 'object' || Array.isArray(json)) {
        throw new checkpoint_error_js_1.CheckpointError(source, [], `expected a JSON object (a JSON-LD DataFeed), got ${Array.isArray(json) ? 'array' : json === null ? 'null' : typeof json}`);
    }
    return new Reader(source, options).read(json);
}
const LOAD_OPTION_KEYS = (0, keys_of_js_1.keysOf)()(['templates', 'callables', 'compat', 'onWarning', 'workspaceRoot']);
async function loadCheckpoint(path, options = {}) {
    let text;
    try {
        text = await (0, fs_promises_js_1.readFile)(path, 'utf8');
    }
    catch (error) {
        throw new checkpoint_error_js_1.CheckpointError(path, [], `cannot read the file: ${error.message}`, { cause: error });
    }
    let json;
    try {
        json = (0, parse_py_json_js_1.parsePyJson)(text.replace(/^\uFEFF/, ''));
    }
    catch (error) {
        throw new checkpoint_error_js_1.CheckpointError(path, [], `not valid JSON: ${error.message}`, { cause: error });
    }
    return parseCheckpoint(json, options, path);
}
