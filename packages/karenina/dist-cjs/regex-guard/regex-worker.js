"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.RegexWorker = exports.ExecTimeout = void 0;
const WORKER_SOURCE = `
const { parentPort, workerData } = process.getBuiltinModule('node:worker_threads')
const state = new Int32Array(workerData.shared)
const port = workerData.port
const regexes = new Map()
let text = ''
function reply(message) {
  port.postMessage(message)
  Atomics.store(state, 0, 2)
  Atomics.notify(state, 0)
}
parentPort.on('message', (m) => {
  Atomics.store(state, 0, 1)
  Atomics.notify(state, 0)
  try {
    if (m.text !== undefined) text = m.text
    const key = m.flags + '/' + m.source
    let regex = regexes.get(key)
    if (regex === undefined) {
      if (regexes.size >= 256) regexes.clear()
      regex = new RegExp(m.source, m.flags)
      regexes.set(key, regex)
    }
    regex.lastIndex = m.lastIndex
    const match = regex.exec(text)
    reply({ match: match && { index: match.index, text: match[0], groups: match.groups && { ...match.groups } } })
  } catch (error) {
    reply({ error: String(error && error.message) })
  }
})
Atomics.store(state, 1, 1)
Atomics.notify(state, 1)
`;
const STARTUP_TIMEOUT_MS = 60_000;
const POSTED = 0;
const RUNNING = 1;
class ExecTimeout extends Error {
}
exports.ExecTimeout = ExecTimeout;
class RegexWorker {
    #worker = null;
    #port = null;
    #state = null;
    #sentText = null;
    lastTermination = null;
    exec(regex, text, budgetMs) {
        const { worker, port, state } = this.#ready();
        Atomics.store(state, 0, POSTED);
        const sendText = this.#sentText !== text;
        worker.postMessage({ source: regex.source, flags: regex.flags, lastIndex: regex.lastIndex, ...(sendText ? { text } : {}) });
        this.#sentText = text;
        if (Atomics.wait(state, 0, POSTED, STARTUP_TIMEOUT_MS) === 'timed-out') {
            this.#discard();
            throw new Error(`internal: the regex worker did not pick up a search within ${STARTUP_TIMEOUT_MS / 1000} s`);
        }
        const started = performance.now();
        Atomics.wait(state, 0, RUNNING, Math.max(0, budgetMs));
        const ranMs = performance.now() - started;
        const received = process.getBuiltinModule('node:worker_threads').receiveMessageOnPort(port);
        if (received === undefined) {
            this.#discard();
            throw new ExecTimeout();
        }
        const reply = received.message;
        if (reply.error !== undefined)
            throw new Error(`internal: the regex worker could not run ${regex}: ${reply.error}`);
        return { match: reply.match ?? null, ranMs };
    }
    async close() {
        this.#discard();
        await this.lastTermination;
    }
    #ready() {
        if (this.#worker && this.#port && this.#state)
            return { worker: this.#worker, port: this.#port, state: this.#state };
        const shared = new SharedArrayBuffer(8);
        const state = new Int32Array(shared);
        const { MessageChannel, Worker } = process.getBuiltinModule('node:worker_threads');
        const { port1, port2 } = new MessageChannel();
        const worker = new Worker(WORKER_SOURCE, { eval: true, execArgv: [], workerData: { shared, port: port2 }, transferList: [port2] });
        worker.unref();
        port1.unref();
        if (Atomics.wait(state, 1, 0, STARTUP_TIMEOUT_MS) === 'timed-out') {
            void worker.terminate();
            throw new Error(`internal: the regex worker did not start within ${STARTUP_TIMEOUT_MS / 1000} s`);
        }
        this.#worker = worker;
        this.#port = port1;
        this.#state = state;
        this.#sentText = null;
        return { worker, port: port1, state };
    }
    #discard() {
        if (this.#worker)
            this.lastTermination = this.#worker.terminate();
        this.#port?.close();
        this.#worker = null;
        this.#port = null;
        this.#state = null;
        this.#sentText = null;
    }
}
exports.RegexWorker = RegexWorker;
