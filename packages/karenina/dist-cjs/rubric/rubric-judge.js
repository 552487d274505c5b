"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.RubricJudgeSession = void 0;
exports.mapConcurrently = mapConcurrently;
const concurrency_limit_js_1 = require("../llm/concurrency-limit.js");
const assemble_prompt_js_1 = require("../prompts/assemble-prompt.js");
class RubricJudgeSession {
    judge;
    onUsage;
    usage = [];
    #parser;
    constructor(judge, onUsage) {
        this.judge = judge;
        this.onUsage = onUsage;
    }
    async ask(prompt, schemaName, validate) {
        const { judge } = this;
        const parser = await (this.#parser ??= typeof judge.parser === 'function' ? judge.parser() : Promise.resolve(judge.parser));
        const messages = (0, assemble_prompt_js_1.assemblePrompt)(prompt, {
            interface: judge.interface,
            promptConfig: judge.promptConfig ?? null,
            supportsSystemPrompt: parser.capabilities.supportsSystemPrompt,
        });
        const result = await parser.parse({
            messages,
            schema: prompt.context.jsonSchema ?? { type: 'object' },
            schemaName,
            validate,
            ...(prompt.temperature !== undefined ? { temperature: prompt.temperature } : {}),
            ...(judge.question ? { question: judge.question } : {}),
        }, judge.callOptions);
        this.usage.push(result.usage);
        this.onUsage?.(result.usage);
        return result.value;
    }
}
exports.RubricJudgeSession = RubricJudgeSession;
function mapConcurrently(items, concurrency, fn) {
    const limit = (0, concurrency_limit_js_1.pLimit)(Math.max(1, Math.floor(concurrency) || 1));
    return Promise.all(items.map((item) => limit(() => fn(item))));
}
