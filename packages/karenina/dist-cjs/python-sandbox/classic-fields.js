"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.readClassicOutline = readClassicOutline;
const zod_1 = require("zod");
const pydantic_lax_js_1 = require("../compat/pydantic-lax.js");
const python_expression_parser_js_1 = require("./python-expression-parser.js");
const python_tokenizer_js_1 = require("./python-tokenizer.js");
const indentOf = (line) => line.length - line.trimStart().length;
function last(name) {
    return name.slice(name.lastIndexOf('.') + 1);
}
function schemaOf(annotation) {
    if (annotation.kind === 'union') {
        const options = annotation.options.filter((o) => !(o.kind === 'const' && o.value === null) && !(o.kind === 'name' && o.name === 'None'));
        const inner = options.length === 1 ? schemaOf(options[0]) : zod_1.z.union(options.map(schemaOf));
        return options.length < annotation.options.length ? inner.nullable() : inner;
    }
    if (annotation.kind === 'name') {
        switch (last(annotation.name)) {
            case 'int':
                return pydantic_lax_js_1.laxPyInt;
            case 'float':
                return pydantic_lax_js_1.laxPyFloat;
            case 'bool':
                return pydantic_lax_js_1.laxBool;
            case 'str':
                return zod_1.z.string();
            case 'list':
            case 'List':
            case 'set':
            case 'Set':
            case 'tuple':
            case 'Tuple':
                return zod_1.z.array(zod_1.z.unknown());
            case 'dict':
            case 'Dict':
                return zod_1.z.record(zod_1.z.string(), zod_1.z.unknown());
            default:
                return zod_1.z.string();
        }
    }
    if (annotation.kind === 'subscript') {
        const target = last(annotation.target);
        const args = annotation.index;
        if (target === 'Optional' && args.length === 1)
            return schemaOf(args[0]).nullable();
        if (target === 'Union')
            return schemaOf({ kind: 'union', options: args, line: annotation.line });
        if (target === 'Literal') {
            const values = args.map((a) => (a.kind === 'const' ? a.value : null)).filter((v) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean');
            if (values.length > 0 && values.every((v) => typeof v === 'string'))
                return zod_1.z.enum(values);
            if (values.length > 0)
                return zod_1.z.union(values.map((v) => zod_1.z.literal(v)));
        }
        if (['list', 'List', 'set', 'Set', 'frozenset', 'Sequence'].includes(target))
            return zod_1.z.array(args[0] ? schemaOf(args[0]) : zod_1.z.unknown());
        if (['tuple', 'Tuple'].includes(target))
            return zod_1.z.array(args[0] && args.length === 2 && args[1].kind === 'const' ? schemaOf(args[0]) : zod_1.z.unknown());
        if (['dict', 'Dict', 'Mapping'].includes(target))
            return zod_1.z.record(zod_1.z.string(), args[1] ? schemaOf(args[1]) : zod_1.z.unknown());
    }
    return zod_1.z.string();
}
function logicalLine(lines, start) {
    let text = lines[start];
    let depth = 0;
    let end = start;
    const count = (s) => {
        for (const ch of s.replace(/(["'])(?:\\.|(?!\1).)*\1/g, '')) {
            if ('([{'.includes(ch))
                depth++;
            else if (')]}'.includes(ch))
                depth--;
        }
    };
    count(text);
    while (depth > 0 && end + 1 < lines.length) {
        end++;
        text += `\n${lines[end]}`;
        count(lines[end]);
    }
    return { text, end };
}
function readClassicOutline(source) {
    const lines = source.replace(/\r\n?/g, '\n').split('\n');
    const classLine = lines.findIndex((l) => /^class\s+\w+\s*\(.*BaseAnswer.*\)\s*:/.test(l));
    if (classLine < 0)
        throw new python_tokenizer_js_1.PythonSubsetError(1, 'no class deriving from BaseAnswer');
    const className = /^class\s+(\w+)/.exec(lines[classLine])[1];
    const shape = {};
    let bodyIndent = -1;
    let hasVerify = false;
    let hasVerifyGranular = false;
    let inString = null;
    for (let i = classLine + 1; i < lines.length; i++) {
        const line = lines[i];
        if (inString !== null) {
            if ((line.split(inString).length - 1) % 2 === 1)
                inString = null;
            continue;
        }
        if (line.trim() === '' || line.trimStart().startsWith('#'))
            continue;
        const indent = indentOf(line);
        if (indent === 0)
            break;
        if (bodyIndent < 0)
            bodyIndent = indent;
        const quote = /"""|'''/.exec(line);
        if (quote !== null && (line.split(quote[0]).length - 1) % 2 === 1)
            inString = quote[0];
        if (indent !== bodyIndent)
            continue;
        const def = /^\s*(?:async\s+)?def\s+(\w+)/.exec(line);
        if (def !== null) {
            if (def[1] === 'verify')
                hasVerify = true;
            if (def[1] === 'verify_granular')
                hasVerifyGranular = true;
            continue;
        }
        const field = /^\s*([A-Za-z]\w*)\s*:(?!=)/.exec(line);
        if (field === null || field[1] === 'model_config')
            continue;
        const { text, end } = logicalLine(lines, i);
        i = end;
        const read = readField(text.trim());
        if (read === null)
            continue;
        if (read.name !== 'id')
            shape[read.name] = read.schema;
    }
    return { className, shape, hasVerify, hasVerifyGranular };
}
function readField(text) {
    const name = /^([A-Za-z]\w*)/.exec(text)[1];
    try {
        const p = new python_expression_parser_js_1.PythonParser((0, python_tokenizer_js_1.tokenizePython)(text));
        p.expectName();
        p.expectOp(':');
        const annotation = p.expression();
        if (annotation.kind === 'subscript' && last(annotation.target) === 'ClassVar')
            return null;
        let schema = schemaOf(annotation);
        if (p.isOp('=')) {
            p.next();
            const value = p.expression();
            const isField = value.kind === 'call' && last(value.callee) === 'Field';
            const description = isField ? value.kwargs.find(([k]) => k === 'description')?.[1] : undefined;
            if (description?.kind === 'const' && typeof description.value === 'string')
                schema = schema.describe(description.value);
            const required = isField && (value.args.length === 0 || (value.args[0].kind === 'name' && value.args[0].name === '...')) && !value.kwargs.some(([k]) => k === 'default' || k === 'default_factory');
            if (!required)
                schema = schema.optional();
        }
        return { name, schema };
    }
    catch (error) {
        if (error instanceof python_tokenizer_js_1.PythonSubsetError)
            return { name, schema: zod_1.z.unknown() };
        throw error;
    }
}
