"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.bufferedResponse = bufferedResponse;
const utf8 = new TextDecoder();
function decodeUtf8(bytes) {
    if (bytes.length === 0)
        return '';
    const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
    return utf8.decode(start === 0 ? bytes : bytes.subarray(start));
}
function unusable() {
    return new TypeError('Body is unusable: Body has already been read');
}
const StandardResponse = Response;
class BufferedResponse extends StandardResponse {
    #bytes;
    #init;
    #read = false;
    #standard = null;
    constructor(bytes, init) {
        super(null, init);
        this.#bytes = bytes;
        this.#init = init;
    }
    #body() {
        if (this.#standard !== null)
            return this.#standard;
        const standard = new Response(this.#bytes, this.#init);
        for (const [name, value] of this.headers)
            standard.headers.append(name, value);
        if (this.#read)
            void standard.arrayBuffer();
        this.#standard = standard;
        return standard;
    }
    #take() {
        if (this.#read)
            throw unusable();
        this.#read = true;
        return this.#bytes;
    }
    get body() {
        return this.#body().body;
    }
    get bodyUsed() {
        return this.#standard !== null ? this.#standard.bodyUsed : this.#read;
    }
    text() {
        if (this.#standard !== null)
            return this.#standard.text();
        try {
            return Promise.resolve(decodeUtf8(this.#take()));
        }
        catch (error) {
            return Promise.reject(error);
        }
    }
    json() {
        if (this.#standard !== null)
            return this.#standard.json();
        try {
            return Promise.resolve(JSON.parse(decodeUtf8(this.#take())));
        }
        catch (error) {
            return Promise.reject(error);
        }
    }
    arrayBuffer() {
        if (this.#standard !== null)
            return this.#standard.arrayBuffer();
        try {
            const bytes = this.#take();
            return Promise.resolve(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
        }
        catch (error) {
            return Promise.reject(error);
        }
    }
    bytes() {
        if (this.#standard !== null)
            return this.#standard.bytes();
        try {
            return Promise.resolve(new Uint8Array(this.#take()));
        }
        catch (error) {
            return Promise.reject(error);
        }
    }
    blob() {
        return this.#body().blob();
    }
    formData() {
        return this.#body().formData();
    }
    clone() {
        return this.#body().clone();
    }
}
function bufferedResponse(bytes, init) {
    return new BufferedResponse(bytes, init);
}
