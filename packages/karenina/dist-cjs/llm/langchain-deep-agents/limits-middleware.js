"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.limitsMiddleware = limitsMiddleware;
function aiMessages(state) {
    return (state.messages ?? []).filter((m) => m.type === 'ai');
}
function limitsMiddleware(runtime, limits) {
    let reached = false;
    const middleware = runtime.createMiddleware({
        name: 'KareninaRunLimits',
        beforeModel: {
            canJumpTo: ['end'],
            hook: (state) => {
                if (aiMessages(state).length - limits.initialAiMessages < limits.maxTurns)
                    return undefined;
                reached = true;
                return { jumpTo: 'end' };
            },
        },
        afterModel: {
            canJumpTo: ['end'],
            hook: (state) => {
                if (limits.maxToolCalls === undefined)
                    return undefined;
                const calls = aiMessages(state).slice(limits.initialAiMessages).reduce((n, m) => n + (m.tool_calls?.length ?? 0), 0);
                if (calls <= limits.maxToolCalls)
                    return undefined;
                reached = true;
                return { jumpTo: 'end' };
            },
        },
    });
    return { middleware, reached: () => reached };
}
