"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.langchainTools = langchainTools;
function langchainTools(runtime, tools) {
    return tools.map((t) => runtime.tool(async (input, config) => {
        let output;
        try {
            output = await t.execute(input, config?.signal ? { signal: config.signal } : {});
        }
        catch (error) {
            config?.signal?.throwIfAborted();
            const content = `Error: ${error instanceof Error ? error.message : String(error)}`;
            return new runtime.ToolMessage({ content, tool_call_id: config?.toolCall?.id ?? '', name: t.name, status: 'error' });
        }
        return typeof output === 'string' ? output : (JSON.stringify(output) ?? '');
    }, { name: t.name, description: t.description, schema: t.parameters }));
}
