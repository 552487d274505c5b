"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.BatchScheduler = void 0;
class Fifo {
    #items = [];
    #head = 0;
    get size() {
        return this.#items.length - this.#head;
    }
    push(item) {
        this.#items.push(item);
    }
    shift() {
        if (this.#head >= this.#items.length)
            return undefined;
        const item = this.#items[this.#head];
        this.#items[this.#head++] = undefined;
        if (this.#head > 1024 && this.#head * 2 > this.#items.length) {
            this.#items = this.#items.slice(this.#head);
            this.#head = 0;
        }
        return item;
    }
}
class BatchScheduler {
    cache;
    answererLimits;
    #next = 0;
    #ready = [];
    #waitingOnAnswer = new Map();
    #waitingOnAnswerer = new Map();
    #runningByAnswerer = new Map();
    #pendingByKey = new Map();
    #held = 0;
    #queue;
    constructor(queue, cache, answererLimits) {
        this.cache = cache;
        this.answererLimits = answererLimits;
        this.#queue = queue;
        const counts = new Map();
        for (const task of queue) {
            const key = task.cacheKey;
            counts.set(key, (counts.get(key) ?? 0) + 1);
        }
        for (const [key, count] of counts)
            if (count > 1)
                this.#pendingByKey.set(key, count);
    }
    get undispatched() {
        return this.#queue.length - this.#next + this.#ready.length + this.#held;
    }
    next() {
        while (this.#ready.length > 0) {
            const dispatch = this.#try(this.#ready.shift());
            if (dispatch)
                return dispatch;
        }
        while (this.#next < this.#queue.length) {
            const task = this.#queue[this.#next];
            this.#queue[this.#next++] = undefined;
            const dispatch = this.#try(task);
            if (dispatch)
                return dispatch;
        }
        return null;
    }
    #try(task) {
        const answerer = task.answeringModel.id ?? '';
        const limit = this.answererLimits?.get(answerer);
        if (limit !== undefined && (this.#runningByAnswerer.get(answerer) ?? 0) >= limit) {
            this.#hold(this.#waitingOnAnswerer, answerer, task);
            return null;
        }
        const lookup = this.cache.lookup(task.cacheKey);
        if (lookup.status === 'in_progress') {
            this.#hold(this.#waitingOnAnswer, task.cacheKey, task);
            return null;
        }
        this.#runningByAnswerer.set(answerer, (this.#runningByAnswerer.get(answerer) ?? 0) + 1);
        return { task, lookup };
    }
    #hold(map, key, task) {
        let fifo = map.get(key);
        if (!fifo)
            map.set(key, (fifo = new Fifo()));
        fifo.push(task);
        this.#held++;
    }
    #release(map, key, count) {
        const fifo = map.get(key);
        if (!fifo)
            return;
        const freed = [];
        while (freed.length < count && fifo.size > 0)
            freed.push(fifo.shift());
        if (fifo.size === 0)
            map.delete(key);
        this.#held -= freed.length;
        this.#ready = freed.concat(this.#ready);
    }
    finished(task) {
        const answerer = task.answeringModel.id ?? '';
        this.#runningByAnswerer.set(answerer, (this.#runningByAnswerer.get(answerer) ?? 1) - 1);
        this.#release(this.#waitingOnAnswerer, answerer, 1);
        if (!this.cache.isInProgress(task.cacheKey))
            this.#release(this.#waitingOnAnswer, task.cacheKey, Infinity);
        const left = (this.#pendingByKey.get(task.cacheKey) ?? 1) - 1;
        if (left > 0)
            this.#pendingByKey.set(task.cacheKey, left);
        else {
            this.#pendingByKey.delete(task.cacheKey);
            this.cache.delete(task.cacheKey);
        }
    }
}
exports.BatchScheduler = BatchScheduler;
