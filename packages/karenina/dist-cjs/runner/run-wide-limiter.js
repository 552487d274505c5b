"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.defaultLimitDir = defaultLimitDir;
exports.createRunWideLimiter = createRunWideLimiter;
exports.withHeldSlots = withHeldSlots;
exports.getRunWideLimiter = getRunWideLimiter;
const node_async_hooks_1 = require("node:async_hooks");
const crypto_js_1 = require("../utils/lazy-node/crypto.js");
const fs_js_1 = require("../utils/lazy-node/fs.js");
const fs_promises_js_1 = require("../utils/lazy-node/fs-promises.js");
const os_js_1 = require("../utils/lazy-node/os.js");
const node_path_1 = require("node:path");
const retry_js_1 = require("../llm/retry.js");
function defaultLimitDir(cwd = process.cwd()) {
    return (0, node_path_1.join)((0, os_js_1.tmpdir)(), 'karenina-limits', (0, crypto_js_1.createHash)('sha256').update((0, node_path_1.resolve)(cwd)).digest('hex').slice(0, 16));
}
function createRunWideLimiter(options) {
    const limit = options.limit;
    if (!Number.isInteger(limit) || limit < 1)
        throw new RangeError(`run-wide request limit: expected a positive integer, received ${limit}`);
    const dir = options.dir ?? defaultLimitDir();
    const staleMs = options.staleMs ?? 30_000;
    const heartbeatMs = options.heartbeatMs ?? Math.max(50, Math.floor(staleMs / 6));
    (0, fs_js_1.mkdirSync)(dir, { recursive: true });
    const held = new Set();
    const recentlyFreed = [];
    let heartbeat;
    const beat = () => {
        const now = new Date();
        for (const file of held)
            void (0, fs_promises_js_1.utimes)(file, now, now).catch(() => undefined);
    };
    async function tryTake(file, token) {
        try {
            const handle = await (0, fs_promises_js_1.open)(file, 'wx');
            try {
                await handle.writeFile(token);
            }
            finally {
                await handle.close();
            }
            return true;
        }
        catch (error) {
            if (error.code !== 'EEXIST')
                throw error;
            const info = await (0, fs_promises_js_1.stat)(file).catch(() => undefined);
            if (info === undefined)
                return false;
            if (Date.now() - info.mtimeMs > staleMs)
                await (0, fs_promises_js_1.rm)(file, { force: true });
            return false;
        }
    }
    async function acquire() {
        const token = `${process.pid}:${(0, crypto_js_1.randomBytes)(6).toString('hex')}`;
        const freed = recentlyFreed.pop();
        if (freed !== undefined && (await tryTake(freed, token)))
            return { file: freed, token };
        for (let round = 0;; round++) {
            const offset = Math.floor(Math.random() * limit);
            for (let i = 0; i < limit; i++) {
                const file = (0, node_path_1.join)(dir, `slot-${(offset + i) % limit}`);
                if (await tryTake(file, token))
                    return { file, token };
            }
            await (0, retry_js_1.sleep)(Math.min(5 + round * 5, 50));
        }
    }
    async function release(file, token) {
        held.delete(file);
        if (held.size === 0 && heartbeat) {
            clearInterval(heartbeat);
            heartbeat = undefined;
        }
        const owner = await (0, fs_promises_js_1.readFile)(file, 'utf8').catch(() => null);
        if (owner === token)
            await (0, fs_promises_js_1.rm)(file, { force: true });
        recentlyFreed.push(file);
        if (recentlyFreed.length > limit)
            recentlyFreed.shift();
    }
    let taken = 0;
    const waiters = [];
    function holding(slot) {
        let given = false;
        return {
            free: async () => {
                if (given)
                    return;
                given = true;
                const waiter = waiters.shift();
                if (waiter !== undefined)
                    return waiter.resolve(holding(slot));
                taken--;
                await release(slot.file, slot.token);
            },
        };
    }
    function startTaking(resolve, reject) {
        taken++;
        acquire().then((slot) => {
            held.add(slot.file);
            if (!heartbeat) {
                heartbeat = setInterval(beat, heartbeatMs);
                heartbeat.unref();
            }
            resolve(holding(slot));
        }, (error) => {
            taken--;
            reject(error);
            const next = waiters.shift();
            if (next !== undefined)
                startTaking(next.resolve, next.reject);
        });
    }
    function takeSlot() {
        return new Promise((resolve, reject) => {
            if (taken < limit)
                startTaking(resolve, reject);
            else
                waiters.push({ resolve, reject });
        });
    }
    const limiter = async (fn) => {
        const scope = slotScopes.getStore();
        let slot = scope?.reuse(limiter);
        if (!slot) {
            scope?.waiting(limiter, +1);
            try {
                slot = await takeSlot();
            }
            finally {
                scope?.waiting(limiter, -1);
            }
        }
        try {
            return await fn();
        }
        finally {
            if (!scope?.keep(limiter, slot, waiters.length === 0))
                await slot.free();
        }
    };
    return limiter;
}
class SlotScope {
    #open = true;
    #idle = new Map();
    #waiting = new Map();
    reuse(limiter) {
        const slot = this.#idle.get(limiter);
        this.#idle.delete(limiter);
        return slot;
    }
    waiting(limiter, delta) {
        this.#waiting.set(limiter, (this.#waiting.get(limiter) ?? 0) + delta);
    }
    keep(limiter, slot, noOtherWaiter) {
        if (!this.#open || !noOtherWaiter || this.#idle.has(limiter) || (this.#waiting.get(limiter) ?? 0) > 0)
            return false;
        this.#idle.set(limiter, slot);
        return true;
    }
    async close() {
        this.#open = false;
        const slots = [...this.#idle.values()];
        this.#idle.clear();
        await Promise.all(slots.map((slot) => slot.free()));
    }
}
const slotScopes = new node_async_hooks_1.AsyncLocalStorage();
async function withHeldSlots(fn) {
    const scope = new SlotScope();
    try {
        return await slotScopes.run(scope, fn);
    }
    finally {
        await scope.close();
    }
}
const limiters = new Map();
function getRunWideLimiter(limit, dir) {
    const resolved = dir ?? defaultLimitDir();
    const key = `${limit}|${resolved}`;
    let limiter = limiters.get(key);
    if (!limiter) {
        limiter = createRunWideLimiter({ limit, dir: resolved });
        limiters.set(key, limiter);
    }
    return limiter;
}
