"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.outcomeNodeFromJSON = outcomeNodeFromJSON;
const zod_1 = require("zod");
const pydantic_lax_js_1 = require("../compat/pydantic-lax.js");
const validation_error_js_1 = require("../errors/validation-error.js");
const param_schemas_js_1 = require("../primitives/param-schemas.js");
const registry_js_1 = require("../primitives/registry.js");
const nodeIdSchema = zod_1.z.union([pydantic_lax_js_1.laxStr, (0, pydantic_lax_js_1.laxList)(pydantic_lax_js_1.laxStr)]).nullable().default(null);
const scopeSchema = zod_1.z.discriminatedUnion('type', [
    zod_1.z.object({ type: zod_1.z.literal('last_turn') }),
    zod_1.z.object({ type: zod_1.z.literal('first_turn') }),
    zod_1.z.object({ type: zod_1.z.literal('turn_at'), index: pydantic_lax_js_1.laxInt }),
    zod_1.z.object({ type: zod_1.z.literal(['any_turn', 'all_turns']), node_id: nodeIdSchema }),
]);
const verifyWithSchema = zod_1.z.custom((v) => v !== undefined && v !== null, 'verify_with is required');
const turnFilterSchema = zod_1.z.object({ node_id: nodeIdSchema, verify_result: pydantic_lax_js_1.laxBool.nullable().default(null) });
const compositionSchema = zod_1.z.object({ conditions: (0, pydantic_lax_js_1.laxList)(zod_1.z.unknown()).default(() => []) });
const SCHEMAS = {
    turn_check: zod_1.z.object({ scope: scopeSchema, field: pydantic_lax_js_1.laxStr, expected: zod_1.z.unknown().default(null), verify_with: verifyWithSchema }),
    result_check: zod_1.z.object({ field: pydantic_lax_js_1.laxStr, expected: zod_1.z.unknown().default(null), verify_with: verifyWithSchema }),
    cross_turn_check: zod_1.z.object({
        source_turn: scopeSchema,
        source_field: pydantic_lax_js_1.laxStr,
        target_turn: scopeSchema,
        target_field: pydantic_lax_js_1.laxStr,
        comparison: (0, pydantic_lax_js_1.laxLiteral)(['eq', 'neq', 'contains', 'gt', 'gte', 'lt', 'lte']),
        normalize: (0, param_schemas_js_1.normalizeParam)([]),
    }),
    count_turns: turnFilterSchema,
    first_match_index: turnFilterSchema,
    all_of: compositionSchema,
    any_of: compositionSchema,
    at_least_n: compositionSchema.extend({ n: pydantic_lax_js_1.laxInt.refine((n) => n >= 0, 'must be greater than or equal to 0') }),
};
function parse(schema, raw, path) {
    const result = schema.safeParse(raw);
    if (result.success)
        return result.data;
    const issue = result.error.issues[0];
    const issuePath = issue.path.filter((p) => typeof p !== 'symbol');
    throw new validation_error_js_1.ValidationError([...path, ...issuePath], issue.message, 'outcome node');
}
function toScope(raw) {
    if (raw.type === 'turn_at')
        return { type: 'turn_at', index: raw.index };
    if (raw.type === 'any_turn' || raw.type === 'all_turns')
        return { type: raw.type, nodeId: raw.node_id };
    return { type: raw.type };
}
function outcomeNodeFromJSON(raw, path = []) {
    const type = typeof raw === 'object' && raw !== null ? raw.type : undefined;
    if (typeof type !== 'string' || !Object.hasOwn(SCHEMAS, type)) {
        throw new validation_error_js_1.ValidationError([...path, 'type'], `expected one of ${Object.keys(SCHEMAS).join(', ')}, received ${JSON.stringify(type) ?? 'nothing'}`, 'outcome node');
    }
    const kind = type;
    switch (kind) {
        case 'turn_check': {
            const n = parse(SCHEMAS.turn_check, raw, path);
            return { type: 'turn_check', scope: toScope(n.scope), field: n.field, expected: n.expected, verifyWith: (0, registry_js_1.primitiveFromJSON)(n.verify_with) };
        }
        case 'result_check': {
            const n = parse(SCHEMAS.result_check, raw, path);
            return { type: 'result_check', field: n.field, expected: n.expected, verifyWith: (0, registry_js_1.primitiveFromJSON)(n.verify_with) };
        }
        case 'cross_turn_check': {
            const n = parse(SCHEMAS.cross_turn_check, raw, path);
            return {
                type: 'cross_turn_check',
                sourceTurn: toScope(n.source_turn),
                sourceField: n.source_field,
                targetTurn: toScope(n.target_turn),
                targetField: n.target_field,
                comparison: n.comparison,
                normalize: n.normalize,
            };
        }
        case 'count_turns':
        case 'first_match_index': {
            const n = parse(turnFilterSchema, raw, path);
            return { type: kind, nodeId: n.node_id, verifyResult: n.verify_result };
        }
        case 'all_of':
        case 'any_of': {
            const n = parse(compositionSchema, raw, path);
            const conditions = n.conditions.map((c, i) => outcomeNodeFromJSON(c, [...path, 'conditions', i]));
            return { type: kind, conditions };
        }
        case 'at_least_n': {
            const n = parse(SCHEMAS.at_least_n, raw, path);
            const conditions = n.conditions.map((c, i) => outcomeNodeFromJSON(c, [...path, 'conditions', i]));
            return { type: 'at_least_n', n: n.n, conditions };
        }
    }
}
