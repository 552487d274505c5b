"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DeepJudgmentRubricConfigSchema = exports.DeepJudgmentTraitConfigSchema = void 0;
const zod_1 = require("zod");
exports.DeepJudgmentTraitConfigSchema = zod_1.z.strictObject({
    enabled: zod_1.z.boolean().default(true),
    excerpt_enabled: zod_1.z.boolean().default(true),
    max_excerpts: zod_1.z.int().nullable().default(null),
    fuzzy_match_threshold: zod_1.z.number().nullable().default(null),
    excerpt_retry_attempts: zod_1.z.int().nullable().default(null),
    search_enabled: zod_1.z.boolean().default(false),
});
const traitMap = zod_1.z.record(zod_1.z.string(), exports.DeepJudgmentTraitConfigSchema);
exports.DeepJudgmentRubricConfigSchema = zod_1.z
    .strictObject({
    global: traitMap.optional(),
    global_traits: traitMap.optional(),
    question_specific: zod_1.z.record(zod_1.z.string(), traitMap).default({}),
})
    .superRefine((value, ctx) => {
    if (value.global !== undefined && value.global_traits !== undefined)
        ctx.addIssue({ code: 'custom', path: ['global_traits'], message: 'give either "global" or "global_traits", not both' });
})
    .transform(({ global, global_traits, question_specific }) => ({ global: global ?? global_traits ?? {}, question_specific }));
