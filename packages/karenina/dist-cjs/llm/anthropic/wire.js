"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.toAnthropicMessages = toAnthropicMessages;
exports.toAnthropicTools = toAnthropicTools;
exports.fromAnthropicContent = fromAnthropicContent;
exports.anthropicUsage = anthropicUsage;
exports.contentOf = contentOf;
const usage_js_1 = require("../usage.js");
function toAnthropicMessages(messages) {
    const system = [];
    const out = [];
    const push = (role, blocks) => {
        const last = out[out.length - 1];
        if (last && last.role === role && role === 'user' && Array.isArray(last.content))
            last.content.push(...blocks);
        else
            out.push({ role, content: blocks });
    };
    for (const m of messages) {
        if (m.role === 'system')
            system.push(m.content);
        else if (m.role === 'user')
            push('user', [{ type: 'text', text: m.content }]);
        else if (m.role === 'tool') {
            push('user', [{ type: 'tool_result', tool_use_id: m.tool_result?.tool_use_id ?? '', content: m.content, is_error: m.tool_result?.is_error ?? false }]);
        }
        else {
            const blocks = [];
            if (m.thinking?.signature)
                blocks.push({ type: 'thinking', thinking: m.thinking.thinking, signature: m.thinking.signature });
            if (m.content !== '')
                blocks.push({ type: 'text', text: m.content });
            for (const c of m.tool_calls ?? [])
                blocks.push({ type: 'tool_use', id: c.id, name: c.name, input: c.input });
            if (blocks.length > 0)
                push('assistant', blocks);
        }
    }
    return { system: system.length > 0 ? system.join('\n\n') : undefined, messages: out };
}
function toAnthropicTools(tools) {
    return tools.map((t) => ({ name: t.name, description: t.description, input_schema: t.parameters }));
}
function fromAnthropicContent(content) {
    const texts = [];
    const calls = [];
    let thinking;
    for (const block of content) {
        if (block.type === 'text')
            texts.push(block.text);
        else if (block.type === 'thinking')
            thinking = { thinking: block.thinking, signature: block.signature };
        else if (block.type === 'tool_use') {
            const input = block.input !== null && typeof block.input === 'object' ? block.input : {};
            calls.push({ id: block.id, name: block.name, input });
        }
    }
    const message = { role: 'assistant', content: texts.join('\n') };
    if (calls.length > 0)
        message.tool_calls = calls;
    if (thinking)
        message.thinking = thinking;
    return message;
}
function anthropicUsage(model, usage) {
    const cacheRead = usage?.cache_read_input_tokens ?? 0;
    const input = (usage?.input_tokens ?? 0) + cacheRead + (usage?.cache_creation_input_tokens ?? 0);
    return (0, usage_js_1.usageOf)(model, {
        input,
        output: usage?.output_tokens,
        cacheRead,
        reasoning: usage?.output_tokens_details?.thinking_tokens,
    });
}
function contentOf(message) {
    return Array.isArray(message.content) ? message.content : [];
}
