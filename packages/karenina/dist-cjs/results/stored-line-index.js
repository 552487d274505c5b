"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.StoredLineIndex = void 0;
class StoredLineIndex {
    #offsets = new Float64Array(1024);
    #lengths = new Float64Array(1024);
    #count = 0;
    get length() {
        return this.#count;
    }
    push(line) {
        if (this.#count === this.#offsets.length) {
            this.#offsets = grown(this.#offsets);
            this.#lengths = grown(this.#lengths);
        }
        this.#offsets[this.#count] = line.offset;
        this.#lengths[this.#count] = line.length;
        this.#count++;
    }
    get(index) {
        if (!Number.isInteger(index) || index < 0 || index >= this.#count)
            return undefined;
        return { offset: this.#offsets[index], length: this.#lengths[index] };
    }
    *[Symbol.iterator]() {
        for (let i = 0; i < this.#count; i++)
            yield { offset: this.#offsets[i], length: this.#lengths[i] };
    }
}
exports.StoredLineIndex = StoredLineIndex;
function grown(values) {
    const next = new Float64Array(values.length * 2);
    next.set(values);
    return next;
}
