"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PythonParser = void 0;
const py_float_value_js_1 = require("../compat/py-float-value.js");
const python_tokenizer_js_1 = require("./python-tokenizer.js");
class PythonParser {
    tokens;
    #pos = 0;
    constructor(tokens) {
        this.tokens = tokens;
    }
    peek(offset = 0) {
        return this.tokens[Math.min(this.#pos + offset, this.tokens.length - 1)];
    }
    next() {
        const token = this.peek();
        this.#pos++;
        return token;
    }
    isOp(value, offset = 0) {
        const t = this.peek(offset);
        return t.kind === 'op' && t.value === value;
    }
    isName(value, offset = 0) {
        const t = this.peek(offset);
        return t.kind === 'name' && (value === undefined || t.value === value);
    }
    expectOp(value) {
        const t = this.next();
        if (t.kind !== 'op' || t.value !== value)
            throw new python_tokenizer_js_1.PythonSubsetError(t.line, `expected "${value}", found ${describe(t)}`);
    }
    expectName() {
        const t = this.next();
        if (t.kind !== 'name')
            throw new python_tokenizer_js_1.PythonSubsetError(t.line, `expected a name, found ${describe(t)}`);
        return t.value;
    }
    expectKind(kind) {
        const t = this.next();
        if (t.kind !== kind)
            throw new python_tokenizer_js_1.PythonSubsetError(t.line, `expected ${kind}, found ${describe(t)}`);
    }
    dottedName() {
        let name = this.expectName();
        while (this.isOp('.')) {
            this.next();
            name += `.${this.expectName()}`;
        }
        return name;
    }
    expression() {
        const first = this.unary();
        if (!this.isOp('|'))
            return first;
        const options = [first];
        while (this.isOp('|')) {
            this.next();
            options.push(this.unary());
        }
        return { kind: 'union', options, line: first.line };
    }
    unary() {
        const t = this.peek();
        if (t.kind === 'op' && (t.value === '-' || t.value === '+')) {
            this.next();
            const operand = this.unary();
            if (operand.kind !== 'const' || !(typeof operand.value === 'number' || typeof operand.value === 'bigint' || operand.value instanceof py_float_value_js_1.PyFloat)) {
                throw new python_tokenizer_js_1.PythonSubsetError(t.line, `unary "${t.value}" is only supported on numbers`);
            }
            if (t.value === '+')
                return operand;
            return { kind: 'const', value: operand.value instanceof py_float_value_js_1.PyFloat ? new py_float_value_js_1.PyFloat(-operand.value.value) : -operand.value, line: t.line };
        }
        return this.atom();
    }
    items(close, item) {
        const items = [];
        let comma = false;
        while (!this.isOp(close)) {
            items.push(item());
            if (this.isOp(',')) {
                this.next();
                comma = true;
            }
            else
                break;
        }
        this.expectOp(close);
        return { items, comma };
    }
    atom() {
        const t = this.next();
        const line = t.line;
        switch (t.kind) {
            case 'string': {
                let value = t.value;
                while (this.peek().kind === 'string')
                    value += this.next().value;
                return { kind: 'const', value, line };
            }
            case 'number':
                return { kind: 'const', value: t.value, line };
            case 'name': {
                if (t.value === 'True' || t.value === 'False')
                    return { kind: 'const', value: t.value === 'True', line };
                if (t.value === 'None')
                    return { kind: 'const', value: null, line };
                if (['lambda', 'not', 'await', 'yield'].includes(t.value))
                    throw new python_tokenizer_js_1.PythonSubsetError(line, `"${t.value}" expressions are not supported`);
                let name = t.value;
                while (this.isOp('.')) {
                    this.next();
                    name += `.${this.expectName()}`;
                }
                if (this.isOp('(')) {
                    this.next();
                    const args = [];
                    const kwargs = [];
                    this.items(')', () => {
                        if (this.isOp('*') || this.isOp('**'))
                            throw new python_tokenizer_js_1.PythonSubsetError(this.peek().line, 'argument unpacking is not supported');
                        if (this.isName() && this.isOp('=', 1)) {
                            const key = this.expectName();
                            this.next();
                            if (kwargs.some(([k]) => k === key))
                                throw new python_tokenizer_js_1.PythonSubsetError(line, `keyword argument "${key}" repeated`);
                            kwargs.push([key, this.expression()]);
                        }
                        else {
                            if (kwargs.length > 0)
                                throw new python_tokenizer_js_1.PythonSubsetError(line, 'positional argument follows keyword argument');
                            args.push(this.expression());
                        }
                    });
                    return { kind: 'call', callee: name, args, kwargs, line };
                }
                if (this.isOp('[')) {
                    this.next();
                    const { items } = this.items(']', () => this.expression());
                    return { kind: 'subscript', target: name, index: items, line };
                }
                return { kind: 'name', name, line };
            }
            case 'op': {
                if (t.value === '[')
                    return { kind: 'list', items: this.items(']', () => this.expression()).items, line };
                if (t.value === '(') {
                    const { items, comma } = this.items(')', () => this.expression());
                    return items.length === 1 && !comma ? items[0] : { kind: 'tuple', items, line };
                }
                if (t.value === '{') {
                    const entries = this.items('}', () => {
                        const key = this.expression();
                        if (!this.isOp(':'))
                            throw new python_tokenizer_js_1.PythonSubsetError(key.line, 'set literals are not supported');
                        this.next();
                        return [key, this.expression()];
                    }).items;
                    return { kind: 'dict', entries, line };
                }
                throw new python_tokenizer_js_1.PythonSubsetError(line, `unexpected "${t.value}"`);
            }
            default:
                throw new python_tokenizer_js_1.PythonSubsetError(line, `unexpected ${describe(t)}`);
        }
    }
}
exports.PythonParser = PythonParser;
function describe(t) {
    if (t.kind === 'name' || t.kind === 'op')
        return `"${t.value}"`;
    if (t.kind === 'string')
        return 'a string';
    if (t.kind === 'number')
        return 'a number';
    return t.kind === 'end' ? 'the end of the source' : `a ${t.kind}`;
}
