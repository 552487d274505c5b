/**
 * CPython's `random.Random`: the MT19937 generator seeded like `random.seed(int)`, with `getrandbits`,
 * `_randbelow` and `sample` ported exactly, so seeded selections (few-shot k-shot sampling) match Python.
 */
export declare class PyRandom {
    private readonly mt;
    private index;
    /** `random.Random(seed)` for a Python int seed (its absolute value, as CPython). */
    constructor(seed: number | bigint);
    private initGenrand;
    private initByArray;
    private twist;
    /** `genrand_uint32`: the next 32-bit output. */
    nextUint32(): number;
    /** `getrandbits(k)` for 0 ≤ k ≤ 32. */
    getrandbits(k: number): number;
    /** `_randbelow(n)`: uniform in [0, n) by rejection on `n.bit_length()` bits. */
    randbelow(n: number): number;
    /** `random.sample(population, k)`: k distinct elements in selection order. */
    sample<T>(population: readonly T[], k: number): T[];
}
