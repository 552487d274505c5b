"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.WaitingNotice = void 0;
const cli_io_js_1 = require("./cli-io.js");
class WaitingNotice {
    stream;
    now;
    #calls = new Map();
    #afterMs;
    #timer;
    constructor(stream, afterSeconds, now = Date.now) {
        this.stream = stream;
        this.now = now;
        this.#afterMs = afterSeconds * 1000;
    }
    onEvent(event) {
        if (event.type === 'call-started') {
            this.#calls.set(event.callId, { call: event.call, questionId: event.task.questionId, scenario: event.scenario, startedAt: this.now(), dueAt: this.#afterMs });
            this.#timer ??= setInterval(() => this.check(), Math.min(1000, Math.max(50, this.#afterMs / 10))).unref();
        }
        else if (event.type === 'call-finished') {
            this.#calls.delete(event.callId);
        }
    }
    check() {
        const now = this.now();
        for (const waiting of this.#calls.values()) {
            const elapsed = now - waiting.startedAt;
            if (elapsed < waiting.dueAt)
                continue;
            waiting.dueAt = (Math.floor(elapsed / this.#afterMs) + 1) * this.#afterMs;
            (0, cli_io_js_1.writeLine)(this.stream, waitingLine(waiting, elapsed));
        }
    }
    stop() {
        if (this.#timer)
            clearInterval(this.#timer);
        this.#timer = undefined;
        this.#calls.clear();
    }
}
exports.WaitingNotice = WaitingNotice;
function waitingLine({ call, questionId, scenario }, elapsedMs) {
    const timeout = call.timeoutMs === undefined ? 'no request timeout' : `request timeout ${Math.round(call.timeoutMs / 1000)} s`;
    return `waiting ${Math.round(elapsedMs / 1000)} s for ${call.role} ${call.model} (${scenario ? `scenario ${scenario.scenarioId}, node ${scenario.nodeId}, ` : ''}question ${questionId}, stage ${call.stage}, attempt ${call.attempt}, ${timeout}; --request-timeout sets it)`;
}
