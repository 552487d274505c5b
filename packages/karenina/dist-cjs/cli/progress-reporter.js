"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.createProgressReporter = createProgressReporter;
const cli_progress_1 = __importDefault(require("cli-progress"));
const result_verdict_js_1 = require("../results/result-verdict.js");
const cli_io_js_1 = require("./cli-io.js");
const redact_secrets_js_1 = require("../utils/redact-secrets.js");
function shortModel(display) {
    return display.replace(/^langchain:/, '');
}
function scenarioName(ref) {
    return `${ref.scenarioId}${ref.replicate === null ? '' : ` #${ref.replicate}`}`;
}
class BarReporter {
    #bar;
    #counts = { pass: 0, fail: 0, error: 0 };
    #started = false;
    constructor(stream) {
        this.#bar = new cli_progress_1.default.SingleBar({
            stream: stream,
            format: ' {bar} {value}/{total} | {pass} pass · {fail} fail · {error} error | {eta_formatted} left',
            hideCursor: true,
            etaBuffer: 20,
            fps: 10,
        }, cli_progress_1.default.Presets.shades_classic);
    }
    onEvent(event) {
        if (event.type === 'run-started') {
            this.#bar.start(event.total, event.resumed, { ...this.#counts });
            this.#started = true;
        }
        else if (event.type === 'task-finished') {
            this.#counts[(0, result_verdict_js_1.resultVerdict)(event.result)]++;
            this.#bar.update(event.completed, { ...this.#counts });
        }
        else if (event.type === 'turn-finished') {
            this.#counts[(0, result_verdict_js_1.resultVerdict)(event.result)]++;
            this.#bar.update({ ...this.#counts });
        }
        else if (event.type === 'scenario-finished') {
            if (event.error !== null)
                this.#counts.error++;
            this.#bar.update(event.completed, { ...this.#counts });
        }
    }
    stop() {
        if (this.#started)
            this.#bar.stop();
        this.#started = false;
    }
}
class PlainReporter {
    stream;
    #width = 1;
    constructor(stream) {
        this.stream = stream;
    }
    onEvent(event) {
        if (event.type === 'run-started') {
            this.#width = String(event.total).length;
            const resumed = event.resumed > 0 ? ` (${event.resumed} already done in the resumed file)` : '';
            (0, cli_io_js_1.writeLine)(this.stream, `verifying ${event.toRun} of ${event.total} ${event.unit === 'scenario' ? 'scenario runs' : 'tasks'}${resumed}`);
        }
        else if (event.type === 'turn-finished') {
            const m = event.result.metadata;
            const reason = m.failure ? `  (${m.failure.category}: ${(0, redact_secrets_js_1.redactSecrets)(m.failure.reason).slice(0, 80)})` : '';
            const next = event.nextNode === null ? 'stop' : event.nextNode;
            const models = `${shortModel(event.scenario.answeringModel)} → ${shortModel(event.scenario.parsingModel)}`;
            (0, cli_io_js_1.writeLine)(this.stream, `${' '.repeat(2 * this.#width + 3)} ${(0, result_verdict_js_1.resultVerdict)(event.result).padEnd(5)} ${scenarioName(event.scenario)} turn ${event.turn}: ${event.nodeId} ⇒ ${next}  ${models}${reason}`);
        }
        else if (event.type === 'scenario-finished') {
            const how = event.run === null ? `error  (${(0, redact_secrets_js_1.redactSecrets)(event.error?.message ?? 'unknown error').slice(0, 80)})` : `${event.run.status}  ${event.run.path.join(' → ')} [${event.run.turnCount} turns]`;
            (0, cli_io_js_1.writeLine)(this.stream, `[${String(event.completed).padStart(this.#width)}/${event.total}] scenario ${scenarioName(event.scenario)}  ${shortModel(event.scenario.answeringModel)} → ${shortModel(event.scenario.parsingModel)}: ${how}`);
        }
        else if (event.type === 'task-finished') {
            const m = event.result.metadata;
            const rep = m.replicate === null ? '' : ` #${m.replicate}`;
            const verdict = (0, result_verdict_js_1.resultVerdict)(event.result).padEnd(5);
            const reason = m.failure ? `  (${m.failure.category}: ${(0, redact_secrets_js_1.redactSecrets)(m.failure.reason).slice(0, 80)})` : '';
            (0, cli_io_js_1.writeLine)(this.stream, `[${String(event.completed).padStart(this.#width)}/${event.total}] ${verdict} ${m.question_id}${rep}  ${shortModel(`${m.answering.interface}:${m.answering.model_name}`)} → ${shortModel(`${m.parsing.interface}:${m.parsing.model_name}`)}${reason}`);
        }
    }
    stop() { }
}
function createProgressReporter(style, stream) {
    if (style === 'bar')
        return new BarReporter(stream);
    if (style === 'plain')
        return new PlainReporter(stream);
    return { onEvent() { }, stop() { } };
}
