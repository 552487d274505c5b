"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PyRandom = void 0;
class PyRandom {
    mt = new Uint32Array(624);
    index = 624;
    constructor(seed) {
        let n = BigInt(seed);
        if (n < 0n)
            n = -n;
        const key = [];
        do {
            key.push(Number(n & 0xffffffffn));
            n >>= 32n;
        } while (n > 0n);
        this.initByArray(key);
    }
    initGenrand(s) {
        const mt = this.mt;
        mt[0] = s >>> 0;
        for (let i = 1; i < 624; i++) {
            const prev = mt[i - 1];
            mt[i] = (Math.imul(1812433253, prev ^ (prev >>> 30)) + i) >>> 0;
        }
    }
    initByArray(key) {
        const mt = this.mt;
        this.initGenrand(19650218);
        let i = 1;
        let j = 0;
        for (let k = Math.max(624, key.length); k > 0; k--) {
            const prev = mt[i - 1];
            mt[i] = ((mt[i] ^ Math.imul(prev ^ (prev >>> 30), 1664525)) + key[j] + j) >>> 0;
            i++;
            j++;
            if (i >= 624) {
                mt[0] = mt[623];
                i = 1;
            }
            if (j >= key.length)
                j = 0;
        }
        for (let k = 623; k > 0; k--) {
            const prev = mt[i - 1];
            mt[i] = ((mt[i] ^ Math.imul(prev ^ (prev >>> 30), 1566083941)) - i) >>> 0;
            i++;
            if (i >= 624) {
                mt[0] = mt[623];
                i = 1;
            }
        }
        mt[0] = 0x80000000;
        this.index = 624;
    }
    twist() {
        const mt = this.mt;
        for (let kk = 0; kk < 624; kk++) {
            const y = (mt[kk] & 0x80000000) | (mt[(kk + 1) % 624] & 0x7fffffff);
            mt[kk] = mt[(kk + 397) % 624] ^ (y >>> 1) ^ (y & 1 ? 0x9908b0df : 0);
        }
        this.index = 0;
    }
    nextUint32() {
        if (this.index >= 624)
            this.twist();
        let y = this.mt[this.index++];
        y ^= y >>> 11;
        y ^= (y << 7) & 0x9d2c5680;
        y ^= (y << 15) & 0xefc60000;
        y ^= y >>> 18;
        return y >>> 0;
    }
    getrandbits(k) {
        if (k === 0)
            return 0;
        return this.nextUint32() >>> (32 - k);
    }
    randbelow(n) {
        const k = n === 0 ? 0 : Math.floor(Math.log2(n)) + 1;
        let r = this.getrandbits(k);
        while (r >= n)
            r = this.getrandbits(k);
        return r;
    }
    sample(population, k) {
        const n = population.length;
        if (!Number.isInteger(k) || k < 0 || k > n)
            throw new RangeError('Sample larger than population or is negative');
        let setsize = 21;
        if (k > 5)
            setsize += 4 ** Math.ceil(Math.log(k * 3) / Math.log(4));
        const result = [];
        if (n <= setsize) {
            const pool = [...population];
            for (let i = 0; i < k; i++) {
                const j = this.randbelow(n - i);
                result.push(pool[j]);
                pool[j] = pool[n - i - 1];
            }
        }
        else {
            const selected = new Set();
            for (let i = 0; i < k; i++) {
                let j = this.randbelow(n);
                while (selected.has(j))
                    j = this.randbelow(n);
                selected.add(j);
                result.push(population[j]);
            }
        }
        return result;
    }
}
exports.PyRandom = PyRandom;
