"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.LineSpool = void 0;
const node_path_1 = require("node:path");
const name_file_in_error_js_1 = require("../utils/name-file-in-error.js");
const { closeSync, mkdtempSync, openSync, rmSync, writeSync } = process.getBuiltinModule('node:fs');
const fsPromises = () => process.getBuiltinModule('node:fs/promises');
const SEPARATOR = ',\n';
const SEPARATOR_BYTES = Buffer.from(SEPARATOR);
const PENDING_BYTES = 64 * 1024;
async function readAll(handle, buffer, at, length, position) {
    for (let done = 0; done < length;) {
        const { bytesRead } = await handle.read(buffer, at + done, length - done, position + done);
        if (bytesRead === 0)
            throw new Error('ResultCollector: the results spool file is shorter than expected');
        done += bytesRead;
    }
}
class LineSpool {
    #dir = mkdtempSync((0, node_path_1.join)(process.getBuiltinModule('node:os').tmpdir(), 'karenina-results-'));
    file = (0, node_path_1.join)(this.#dir, 'results.part');
    #fd = openSync(this.file, 'w');
    #written = 0;
    #pending = Buffer.allocUnsafeSlow(PENDING_BYTES);
    #pendingLength = 0;
    #offsets = new Float64Array(1024);
    #lengths = new Uint32Array(1024);
    #count = 0;
    append(line) {
        if (this.#fd === null)
            throw new Error('ResultCollector: results were added after the collector was written');
        const maxBytes = SEPARATOR.length + (typeof line === 'string' ? line.length * 3 : line.length);
        if (this.#pendingLength + maxBytes > this.#pending.length) {
            this.#flush();
            if (maxBytes > this.#pending.length)
                this.#pending = Buffer.allocUnsafeSlow(maxBytes);
        }
        const pending = this.#pending;
        let at = this.#pendingLength + SEPARATOR_BYTES.copy(pending, this.#pendingLength);
        const start = at;
        if (typeof line === 'string')
            at += pending.write(line, at, 'utf8');
        else {
            pending.set(line, at);
            at += line.length;
        }
        const index = this.#count++;
        if (index === this.#offsets.length) {
            const offsets = new Float64Array(index * 2);
            offsets.set(this.#offsets);
            this.#offsets = offsets;
            const lengths = new Uint32Array(index * 2);
            lengths.set(this.#lengths);
            this.#lengths = lengths;
        }
        this.#offsets[index] = this.#written - this.#pendingLength + start;
        this.#lengths[index] = at - start;
        this.#written += at - this.#pendingLength;
        this.#pendingLength = at;
        return index;
    }
    #flush() {
        try {
            for (let done = 0; done < this.#pendingLength;)
                done += writeSync(this.#fd, this.#pending, done, this.#pendingLength - done);
        }
        catch (error) {
            throw (0, name_file_in_error_js_1.nameFileInError)(error, this.file);
        }
        this.#pendingLength = 0;
    }
    async copyTo(out, order) {
        if (this.#fd !== null)
            this.#flush();
        const offsets = this.#offsets;
        const lengths = this.#lengths;
        const input = await fsPromises().open(this.file, 'r');
        try {
            let batch = Buffer.allocUnsafeSlow(256 * 1024);
            let used = 0;
            for (let i = 0; i < order.length;) {
                const start = offsets[order[i]];
                let end = start + lengths[order[i]];
                let j = i + 1;
                while (j < order.length && offsets[order[j]] === end + SEPARATOR.length && end + SEPARATOR.length + lengths[order[j]] - start <= batch.length) {
                    end += SEPARATOR.length + lengths[order[j]];
                    j++;
                }
                const need = (i > 0 ? SEPARATOR.length : 0) + end - start;
                if (used + need > batch.length) {
                    await out.write(batch.subarray(0, used));
                    used = 0;
                    if (need > batch.length)
                        batch = Buffer.allocUnsafeSlow(need);
                }
                if (i > 0)
                    used += SEPARATOR_BYTES.copy(batch, used);
                await readAll(input, batch, used, end - start, start);
                used += end - start;
                i = j;
            }
            await out.write(batch.subarray(0, used));
        }
        finally {
            await input.close();
        }
    }
    close() {
        if (this.#fd !== null) {
            this.#flush();
            closeSync(this.#fd);
        }
        this.#fd = null;
    }
    remove() {
        this.#pendingLength = 0;
        this.close();
        rmSync(this.#dir, { recursive: true, force: true });
    }
}
exports.LineSpool = LineSpool;
