"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ReplayStore = void 0;
const replay_miss_error_js_1 = require("../errors/replay-miss-error.js");
const validation_error_js_1 = require("../errors/validation-error.js");
const replay_schema_js_1 = require("./replay-schema.js");
function parseOrThrow(schema, value, what) {
    const parsed = schema.safeParse(value);
    if (parsed.success)
        return parsed.data;
    const issue = parsed.error.issues[0];
    throw new validation_error_js_1.ValidationError(issue.path.filter((p) => typeof p !== 'symbol'), issue.message, what);
}
function sameKey(a, b) {
    return (a.question_id === b.question_id &&
        a.scenario_id === b.scenario_id &&
        a.scenario_node === b.scenario_node &&
        a.answering_model_id === b.answering_model_id &&
        a.visit_index === b.visit_index &&
        a.replicate === b.replicate);
}
function rungs(value) {
    return value === null || value === undefined ? [null] : [value, null];
}
class ReplayStore {
    missPolicy;
    #entries;
    #warn;
    constructor(input = {}, options = {}) {
        const data = parseOrThrow(replay_schema_js_1.ReplayStoreDataSchema, input, 'replay store');
        this.missPolicy = data.miss_policy;
        this.#entries = [];
        this.#warn = options.onWarning ?? ((message) => process.emitWarning(message, { type: 'KareninaReplayWarning' }));
        for (const [key, entry] of data.entries)
            this.#put(key, entry);
    }
    get entries() {
        return this.#entries.map(([key, entry]) => [structuredClone(key), structuredClone(entry)]);
    }
    register(key, entry) {
        this.#put(parseOrThrow(replay_schema_js_1.ReplayKeySchema, key, 'replay key'), parseOrThrow(replay_schema_js_1.ReplayEntrySchema, entry, 'replay entry'));
    }
    #put(key, entry) {
        const index = this.#entries.findIndex(([k]) => sameKey(k, key));
        if (index < 0) {
            this.#entries.push([key, entry]);
            return;
        }
        this.#warn(`replay store: overwriting the entry of ${JSON.stringify(key)}`);
        this.#entries[index] = [key, entry];
    }
    lookup(request) {
        const scenarioId = request.scenarioId ?? null;
        const candidates = this.#entries.filter(([key]) => scenarioId !== null
            ? key.scenario_id === scenarioId && (key.scenario_node ?? '') === (request.scenarioNode ?? '')
            : key.scenario_id === null && key.question_id === request.questionId);
        for (const model of rungs(request.answeringModelId))
            for (const visit of rungs(request.visitIndex))
                for (const replicate of rungs(request.replicate)) {
                    const hit = candidates.find(([key]) => key.answering_model_id === model && key.visit_index === visit && key.replicate === replicate);
                    if (hit)
                        return structuredClone(hit[1]);
                }
        if (this.missPolicy === 'strict')
            throw new replay_miss_error_js_1.ReplayMissError(describeLookup(request), 'the replay store (miss_policy strict)');
        return null;
    }
}
exports.ReplayStore = ReplayStore;
function describeLookup(request) {
    return JSON.stringify({
        question_id: request.questionId,
        scenario_id: request.scenarioId ?? null,
        scenario_node: request.scenarioNode ?? null,
        answering_model_id: request.answeringModelId ?? null,
        visit_index: request.visitIndex ?? null,
        replicate: request.replicate ?? null,
    });
}
