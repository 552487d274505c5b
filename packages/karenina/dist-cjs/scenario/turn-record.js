"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.resolveTurnField = resolveTurnField;
exports.resolveResultField = resolveResultField;
const TURN_FIELDS = {
    node_id: (t) => t.nodeId,
    question_text: (t) => t.questionText,
    raw_response: (t) => t.rawResponse,
    parsed_fields: (t) => t.parsedFields,
    verify_result: (t) => t.verifyResult,
    question_messages: (t) => t.questionMessages ?? [],
    trace_messages: (t) => t.traceMessages ?? [],
    parsed_answer: (t) => t.parsedAnswer ?? null,
    verification_result_id: (t) => t.verificationResultId ?? null,
};
const RESULT_FIELDS = {
    scenario_id: (r) => r.scenarioId,
    status: (r) => r.status,
    path: (r) => r.path,
    turn_count: (r) => r.turnCount,
    history: (r) => r.history,
    outcome_results: (r) => r.outcomeResults ?? {},
    terminal_failure: (r) => r.terminalFailure ?? null,
    replicate: (r) => r.replicate ?? null,
};
function resolveTurnField(path, turn) {
    const dot = path.indexOf('.');
    const root = dot < 0 ? path : path.slice(0, dot);
    if (root === 'parsed' && dot >= 0) {
        const key = path.slice(dot + 1);
        return Object.hasOwn(turn.parsedFields, key) ? turn.parsedFields[key] : null;
    }
    return Object.hasOwn(TURN_FIELDS, root) ? TURN_FIELDS[root](turn) : null;
}
function resolveResultField(field, result) {
    return Object.hasOwn(RESULT_FIELDS, field) ? RESULT_FIELDS[field](result) : null;
}
