"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.checkReplyValidator = checkReplyValidator;
exports.askCheckJudge = askCheckJudge;
const pydantic_lax_js_1 = require("../../compat/pydantic-lax.js");
const usage_js_1 = require("../../llm/usage.js");
const assemble_prompt_js_1 = require("../../prompts/assemble-prompt.js");
const task_prompt_js_1 = require("../../prompts/task-prompt.js");
const stage_support_js_1 = require("./stage-support.js");
function checkReplyValidator(key, fallback) {
    return (raw) => {
        if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
            throw new Error(`expected a JSON object with "reasoning" and "${key}", received ${(0, pydantic_lax_js_1.describeReceived)(raw)}`);
        const record = raw;
        let value = fallback;
        if (Object.hasOwn(record, key)) {
            const coerced = (0, pydantic_lax_js_1.coerceLaxBool)(record[key]);
            if (!coerced.ok)
                throw new Error(`"${key}": expected a boolean, received ${(0, pydantic_lax_js_1.describeReceived)(record[key])}`);
            value = coerced.value;
        }
        const reasoning = typeof record.reasoning === 'string' ? record.reasoning : 'No reasoning provided';
        return { value, reasoning };
    };
}
async function askCheckJudge(ctx, prompt, key, fallback, usageStage) {
    const { parser } = await ctx.settings.ports.parsing();
    const messages = (0, assemble_prompt_js_1.assemblePrompt)(prompt, {
        interface: ctx.settings.parsingModel.interface,
        promptConfig: ctx.settings.options.promptConfig,
        supportsSystemPrompt: parser.capabilities.supportsSystemPrompt,
    });
    const result = await parser.parse({
        messages,
        schema: prompt.reply ? (0, task_prompt_js_1.replyJsonSchema)(prompt.reply) : { type: 'object' },
        schemaName: usageStage === 'abstention_check' ? 'AbstentionResult' : 'SufficiencyResult',
        validate: checkReplyValidator(key, fallback),
        ...(prompt.temperature !== undefined ? { temperature: prompt.temperature } : {}),
        question: { id: ctx.questionId, text: ctx.questionText },
    }, (0, stage_support_js_1.callOptions)(ctx));
    if (!(0, usage_js_1.isUsageEmpty)(result.usage))
        (0, stage_support_js_1.usageTrackerOf)(ctx).track(usageStage, result.usage, (0, stage_support_js_1.parsingDisplay)(ctx));
    return result.value;
}
