"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.pLimit = pLimit;
function validate(concurrency) {
    if (!((Number.isInteger(concurrency) || concurrency === Number.POSITIVE_INFINITY) && concurrency > 0)) {
        throw new TypeError(`Expected \`concurrency\` to be a number from 1 and up, received ${concurrency}`);
    }
}
function pLimit(initial) {
    validate(initial);
    let concurrency = initial;
    let activeCount = 0;
    const queue = [];
    const startNext = () => {
        while (activeCount < concurrency && queue.length > 0) {
            activeCount++;
            queue.shift()();
        }
    };
    const limit = ((fn, ...args) => new Promise((resolve) => {
        void new Promise((start) => queue.push(start)).then(async () => {
            const result = (async () => fn(...args))();
            resolve(result);
            await result.then(() => undefined, () => undefined);
            activeCount--;
            startNext();
        });
        startNext();
    }));
    Object.defineProperties(limit, {
        activeCount: { get: () => activeCount },
        pendingCount: { get: () => queue.length },
        clearQueue: { value: () => void queue.splice(0) },
        concurrency: {
            get: () => concurrency,
            set: (value) => {
                validate(value);
                concurrency = value;
                queueMicrotask(startNext);
            },
        },
    });
    return limit;
}
