"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PackedSummaryViews = void 0;
const py_float_value_js_1 = require("../compat/py-float-value.js");
const packed_value_log_js_1 = require("./packed-value-log.js");
const SECTIONS = ['metadata', 'template', 'rubric'];
const LAYOUTS_PER_SECTION = 8;
const WHOLE = -1;
class SectionPacker {
    apart;
    #layouts = [];
    constructor(apart = new Set()) {
        this.apart = apart;
    }
    pack(value, out) {
        if (typeof value !== 'object' || value === null || Array.isArray(value)) {
            out.push(WHOLE, value);
            return;
        }
        const section = value;
        const at = this.#layoutOf(section);
        if (at === WHOLE) {
            out.push(WHOLE, section);
            return;
        }
        const { keys, base } = this.#layouts[at];
        out.push(at);
        const countAt = out.length;
        out.push(0);
        for (let i = 0; i < keys.length; i++) {
            const key = keys[i];
            if (this.apart.has(key))
                continue;
            const v = section[key];
            if (!Object.is(v, base[i]) && !equalFloatBoxes(v, base[i]))
                out.push(i, v);
        }
        out[countAt] = (out.length - countAt - 1) / 2;
    }
    unpack(packed, pos) {
        const at = packed[pos];
        if (at === WHOLE)
            return [packed[pos + 1], pos + 2];
        const { keys, first } = this.#layouts[at];
        const section = { ...first };
        const count = packed[pos + 1];
        let p = pos + 2;
        for (let n = 0; n < count; n++, p += 2)
            section[keys[packed[p]]] = packed[p + 1];
        return [section, p];
    }
    #layoutOf(section) {
        for (let at = 0; at < this.#layouts.length; at++)
            if (sameKeys(this.#layouts[at].keys, section))
                return at;
        if (this.#layouts.length >= LAYOUTS_PER_SECTION)
            return WHOLE;
        const keys = Object.keys(section);
        if (Object.getPrototypeOf(section) !== Object.prototype || Object.getOwnPropertySymbols(section).length > 0)
            return WHOLE;
        for (const key of keys)
            if (Object.getOwnPropertyDescriptor(section, key).get !== undefined)
                return WHOLE;
        this.#layouts.push({ keys, first: section, base: keys.map((k) => (this.apart.has(k) ? null : section[k])) });
        return this.#layouts.length - 1;
    }
}
function equalFloatBoxes(a, b) {
    return a instanceof py_float_value_js_1.PyFloat && b instanceof py_float_value_js_1.PyFloat && Object.is(a.value, b.value);
}
function sameKeys(keys, section) {
    if (Object.getPrototypeOf(section) !== Object.prototype)
        return false;
    let i = 0;
    for (const key in section) {
        if (!Object.hasOwn(section, key))
            return false;
        if (keys[i++] !== key)
            return false;
    }
    return i === keys.length;
}
class PackedSummaryViews {
    #log = new packed_value_log_js_1.PackedValueLog();
    #top = new SectionPacker(new Set(SECTIONS));
    #sections = SECTIONS.map(() => new SectionPacker());
    #out = [];
    get length() {
        return this.#log.length;
    }
    add(view) {
        const out = this.#out;
        out.length = 0;
        this.#top.pack(view, out);
        const record = view;
        this.#sections.forEach((packer, i) => packer.pack(record[SECTIONS[i]], out));
        this.#log.append(out);
        out.length = 0;
    }
    all() {
        return [...this.each()];
    }
    *each() {
        for (const packed of this.#log.records()) {
            const [view, start] = this.#top.unpack(packed, 0);
            const record = (packed[0] === WHOLE ? { ...view } : view);
            let pos = start;
            for (let i = 0; i < SECTIONS.length; i++) {
                const [section, next] = this.#sections[i].unpack(packed, pos);
                pos = next;
                if (Object.hasOwn(record, SECTIONS[i]))
                    record[SECTIONS[i]] = section;
            }
            yield record;
        }
    }
}
exports.PackedSummaryViews = PackedSummaryViews;
