"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.readPythonTemplate = readPythonTemplate;
const py_float_value_js_1 = require("../../compat/py-float-value.js");
const registry_js_1 = require("../../primitives/registry.js");
const python_annotation_js_1 = require("./python-annotation.js");
const python_expression_parser_js_1 = require("../../python-sandbox/python-expression-parser.js");
const python_tokenizer_js_1 = require("../../python-sandbox/python-tokenizer.js");
const PRIMITIVES = new Set(registry_js_1.PRIMITIVE_TYPES);
const STRATEGY_NODES = { AllOf: 'all_of', AnyOf: 'any_of', AtLeastN: 'at_least_n', FieldCheck: 'field_check' };
const VERIFIED_FIELD_PARAMS = ['description', 'ground_truth', 'verify_with', 'weight', 'extraction_hint'];
function literalValue(expr, what) {
    switch (expr.kind) {
        case 'const':
            return expr.value;
        case 'list':
        case 'tuple':
            return expr.items.map((item) => literalValue(item, what));
        case 'dict': {
            const out = {};
            for (const [key, value] of expr.entries) {
                if (key.kind !== 'const' || typeof key.value !== 'string')
                    throw new python_tokenizer_js_1.PythonSubsetError(key.line, `${what}: only string dict keys are supported`);
                out[key.value] = literalValue(value, what);
            }
            return out;
        }
        case 'call':
            if (expr.callee === 'SynonymMap' && expr.args.length === 0 && expr.kwargs.length === 1 && expr.kwargs[0][0] === 'mapping') {
                return { mapping: literalValue(expr.kwargs[0][1], what) };
            }
            throw new python_tokenizer_js_1.PythonSubsetError(expr.line, `${what}: the call ${expr.callee}(...) is not a literal value`);
        default:
            throw new python_tokenizer_js_1.PythonSubsetError(expr.line, `${what}: only literal values are supported`);
    }
}
function stringValue(expr, what) {
    if (expr.kind !== 'const' || typeof expr.value !== 'string')
        throw new python_tokenizer_js_1.PythonSubsetError(expr.line, `${what} must be a string literal`);
    return expr.value;
}
function lastSegment(name) {
    return name.slice(name.lastIndexOf('.') + 1);
}
function primitiveSpec(expr) {
    if (expr.kind !== 'call')
        throw new python_tokenizer_js_1.PythonSubsetError(expr.line, 'verify_with must be a primitive call such as ExactMatch(...)');
    const type = lastSegment(expr.callee);
    if (!PRIMITIVES.has(type))
        throw new python_tokenizer_js_1.PythonSubsetError(expr.line, `${expr.callee} is not one of the verification primitives (${registry_js_1.PRIMITIVE_TYPES.join(', ')})`);
    if (expr.args.length > 0)
        throw new python_tokenizer_js_1.PythonSubsetError(expr.line, `${type}(...) takes keyword arguments only`);
    const params = { type };
    for (const [key, value] of expr.kwargs)
        params[key] = literalValue(value, `${type}(${key}=...)`);
    return params;
}
function strategySpec(expr) {
    if (expr.kind !== 'call' || !Object.hasOwn(STRATEGY_NODES, lastSegment(expr.callee))) {
        throw new python_tokenizer_js_1.PythonSubsetError(expr.line, 'verify_strategy must be built from AllOf, AnyOf, AtLeastN and FieldCheck');
    }
    const type = STRATEGY_NODES[lastSegment(expr.callee)];
    const kwargs = new Map(expr.kwargs);
    if (type === 'field_check') {
        const field = expr.args[0] ?? kwargs.get('field');
        if (field === undefined)
            throw new python_tokenizer_js_1.PythonSubsetError(expr.line, 'FieldCheck needs field=');
        return { type, field_name: stringValue(field, 'FieldCheck field') };
    }
    const conditions = expr.args.length > 0 ? expr.args : (() => {
        const list = kwargs.get('conditions');
        if (list === undefined)
            return [];
        if (list.kind !== 'list' && list.kind !== 'tuple')
            throw new python_tokenizer_js_1.PythonSubsetError(list.line, 'conditions must be a list');
        return list.items;
    })();
    const spec = { type, conditions: conditions.map(strategySpec) };
    if (type === 'at_least_n') {
        const n = kwargs.get('n');
        if (n === undefined || n.kind !== 'const' || typeof n.value !== 'number')
            throw new python_tokenizer_js_1.PythonSubsetError(expr.line, 'AtLeastN needs an integer n=');
        spec.n = n.value;
    }
    return spec;
}
function verifiedField(name, annotation, call, schemas) {
    const given = new Map();
    call.args.forEach((arg, i) => {
        const param = VERIFIED_FIELD_PARAMS[i];
        if (param === undefined)
            throw new python_tokenizer_js_1.PythonSubsetError(call.line, `VerifiedField takes at most ${VERIFIED_FIELD_PARAMS.length} positional arguments`);
        given.set(param, arg);
    });
    for (const [key, value] of call.kwargs) {
        if (!VERIFIED_FIELD_PARAMS.includes(key)) {
            throw new python_tokenizer_js_1.PythonSubsetError(value.line, `VerifiedField argument "${key}" is not supported (only ${VERIFIED_FIELD_PARAMS.join(', ')})`);
        }
        if (given.has(key))
            throw new python_tokenizer_js_1.PythonSubsetError(value.line, `VerifiedField got multiple values for "${key}"`);
        given.set(key, value);
    }
    for (const required of ['description', 'ground_truth', 'verify_with']) {
        if (!given.has(required))
            throw new python_tokenizer_js_1.PythonSubsetError(call.line, `field "${name}": VerifiedField needs ${required}`);
    }
    const { schema, specType: type, literalValues } = (0, python_annotation_js_1.readFieldAnnotation)(annotation, name);
    schemas[name] = schema;
    const hint = given.get('extraction_hint');
    const weight = given.get('weight');
    const weightValue = weight === undefined ? 1 : literalValue(weight, 'weight');
    if (typeof weightValue !== 'number' && !(weightValue instanceof py_float_value_js_1.PyFloat))
        throw new python_tokenizer_js_1.PythonSubsetError(weight.line, 'weight must be a number');
    const verifyWith = primitiveSpec(given.get('verify_with'));
    return {
        name,
        type,
        description: stringValue(given.get('description'), `field "${name}" description`),
        extraction_hint: hint === undefined ? null : literalValue(hint, 'extraction_hint'),
        ground_truth: literalValue(given.get('ground_truth'), `field "${name}" ground_truth`),
        literal_values: literalValues,
        verify_with: verifyWith,
        weight: weightValue instanceof py_float_value_js_1.PyFloat ? weightValue.value : weightValue,
        is_trace: ['TraceRegex', 'TraceContains', 'TraceLength'].includes(verifyWith.type),
    };
}
function isDocstring(p) {
    if (p.peek().kind !== 'string')
        return false;
    let offset = 1;
    while (p.peek(offset).kind === 'string')
        offset++;
    return p.peek(offset).kind === 'newline';
}
function skipStatement(p) {
    while (p.peek().kind !== 'newline' && p.peek().kind !== 'end')
        p.next();
    if (p.peek().kind === 'newline')
        p.next();
}
function parseStrategyClass(p) {
    if (p.isOp('(')) {
        p.next();
        p.expectOp(')');
    }
    p.expectOp(':');
    p.expectKind('newline');
    p.expectKind('indent');
    let strategy = null;
    while (p.peek().kind !== 'dedent' && p.peek().kind !== 'end') {
        if (isDocstring(p))
            skipStatement(p);
        else if (p.isName('verify_strategy') && p.isOp('=', 1)) {
            p.next();
            p.next();
            strategy = strategySpec(p.expression());
            p.expectKind('newline');
        }
        else if (p.isName('pass'))
            skipStatement(p);
        else
            throw new python_tokenizer_js_1.PythonSubsetError(p.peek().line, 'class VerificationStrategy may only set verify_strategy');
    }
    if (p.peek().kind === 'dedent')
        p.next();
    return strategy;
}
function parseAnswerClass(p, className, schemas) {
    p.expectOp(':');
    p.expectKind('newline');
    p.expectKind('indent');
    const fields = [];
    let strategy = null;
    while (p.peek().kind !== 'dedent' && p.peek().kind !== 'end') {
        const t = p.peek();
        if (isDocstring(p) || p.isName('pass')) {
            skipStatement(p);
            continue;
        }
        if (p.isName('def') || p.isName('async') || p.isOp('@')) {
            const name = p.isOp('@') ? 'a decorated method' : `method ${p.peek(p.isName('async') ? 2 : 1).value ?? '?'}()`;
            throw new python_tokenizer_js_1.PythonSubsetError(t.line, `the class defines ${name}: custom Python code`);
        }
        if (p.isName('class')) {
            p.next();
            const inner = p.expectName();
            if (inner !== 'VerificationStrategy')
                throw new python_tokenizer_js_1.PythonSubsetError(t.line, `nested class ${inner} is not supported`);
            strategy = parseStrategyClass(p);
            continue;
        }
        if (p.isName() && p.isOp(':', 1)) {
            const name = p.expectName();
            p.next();
            const annotation = p.expression();
            if (!p.isOp('='))
                throw new python_tokenizer_js_1.PythonSubsetError(t.line, `field "${name}" has no VerifiedField(...): a plain field`);
            p.next();
            const value = p.expression();
            if (value.kind !== 'call' || lastSegment(value.callee) !== 'VerifiedField') {
                throw new python_tokenizer_js_1.PythonSubsetError(t.line, `field "${name}" is not a VerifiedField(...): a plain field`);
            }
            fields.push(verifiedField(name, annotation, value, schemas));
            p.expectKind('newline');
            continue;
        }
        throw new python_tokenizer_js_1.PythonSubsetError(t.line, 'only VerifiedField declarations, a docstring and class VerificationStrategy are supported in the class body');
    }
    if (p.peek().kind === 'dedent')
        p.next();
    if (fields.length === 0)
        throw new python_tokenizer_js_1.PythonSubsetError(p.peek().line, `class ${className} declares no VerifiedField`);
    return { fields, verify_strategy: strategy, class_name: className };
}
function skipImport(p) {
    const t = p.next();
    if (t.kind === 'name' && t.value === 'from') {
        p.dottedName();
        if (!p.isName('import'))
            throw new python_tokenizer_js_1.PythonSubsetError(t.line, 'expected "import"');
    }
    skipStatement(p);
}
function readPythonTemplate(source) {
    try {
        const p = new python_expression_parser_js_1.PythonParser((0, python_tokenizer_js_1.tokenizePython)(source));
        let spec = null;
        let specClass = '';
        const fieldSchemas = {};
        while (p.peek().kind !== 'end') {
            const t = p.peek();
            if (t.kind === 'newline')
                p.next();
            else if (p.isName('from') || p.isName('import'))
                skipImport(p);
            else if (isDocstring(p))
                skipStatement(p);
            else if (p.isName('class')) {
                p.next();
                const className = p.expectName();
                const bases = [];
                if (p.isOp('(')) {
                    p.next();
                    bases.push(...p.items(')', () => p.dottedName()).items);
                }
                if (!bases.some((base) => lastSegment(base) === 'BaseAnswer'))
                    throw new python_tokenizer_js_1.PythonSubsetError(t.line, `class ${className} does not derive from BaseAnswer`);
                if (spec !== null)
                    throw new python_tokenizer_js_1.PythonSubsetError(t.line, `Multiple BaseAnswer subclasses found at leaf level: ['${specClass}', '${className}']`);
                spec = parseAnswerClass(p, className, fieldSchemas);
                specClass = className;
            }
            else
                throw new python_tokenizer_js_1.PythonSubsetError(t.line, 'only imports and one BaseAnswer class are supported at module level');
        }
        if (spec === null)
            throw new python_tokenizer_js_1.PythonSubsetError(1, 'no class deriving from BaseAnswer');
        return { kind: 'declarative', spec, fieldSchemas };
    }
    catch (error) {
        if (error instanceof python_tokenizer_js_1.PythonSubsetError)
            return { kind: 'classic', reason: error.problem, line: error.line };
        throw error;
    }
}
