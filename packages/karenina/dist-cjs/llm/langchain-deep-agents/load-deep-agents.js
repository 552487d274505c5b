"use strict";
var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __setModuleDefault = (this && this.__setModuleDefault) || (Object.create ? (function(o, v) {
    Object.defineProperty(o, "default", { enumerable: true, value: v });
}) : function(o, v) {
    o["default"] = v;
});
var __importStar = (this && this.__importStar) || (function () {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function (o) {
            var ar = [];
            for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        __setModuleDefault(result, mod);
        return result;
    };
})();
Object.defineProperty(exports, "__esModule", { value: true });
exports.loadDeepAgents = loadDeepAgents;
exports.loadChatModelClass = loadChatModelClass;
const config_error_js_1 = require("../../errors/config-error.js");
const INSTALL = 'npm install deepagents langchain @langchain/core @langchain/langgraph';
function missing(pkg, install) {
    return (error) => {
        throw new config_error_js_1.ConfigError('interface', `the langchain_deep_agents interface needs the optional peer dependency ${pkg}, which is not installed (${install})`, { cause: error });
    };
}
let loaded;
function loadDeepAgents() {
    loaded ??= (async () => {
        const deepagents = await Promise.resolve().then(() => __importStar(require('deepagents'))).catch(missing('deepagents', INSTALL));
        const langchain = await Promise.resolve().then(() => __importStar(require('langchain'))).catch(missing('langchain', INSTALL));
        const tools = await Promise.resolve().then(() => __importStar(require('@langchain/core/tools'))).catch(missing('@langchain/core', INSTALL));
        const callbacks = await Promise.resolve().then(() => __importStar(require('@langchain/core/callbacks/base'))).catch(missing('@langchain/core', INSTALL));
        const messages = await Promise.resolve().then(() => __importStar(require('@langchain/core/messages'))).catch(missing('@langchain/core', INSTALL));
        const langgraph = await Promise.resolve().then(() => __importStar(require('@langchain/langgraph'))).catch(missing('@langchain/langgraph', INSTALL));
        return {
            createDeepAgent: deepagents.createDeepAgent,
            FilesystemBackend: deepagents.FilesystemBackend,
            createMiddleware: langchain.createMiddleware,
            tool: tools.tool,
            ToolMessage: messages.ToolMessage,
            BaseCallbackHandler: callbacks.BaseCallbackHandler,
            isGraphRecursionError: (error) => error instanceof langgraph.GraphRecursionError,
        };
    })().catch((error) => {
        loaded = undefined;
        throw error;
    });
    return loaded;
}
async function loadChatModelClass(provider) {
    if (provider === 'openai') {
        const m = await Promise.resolve().then(() => __importStar(require('@langchain/openai'))).catch(missing('@langchain/openai', 'npm install @langchain/openai'));
        return m.ChatOpenAI;
    }
    const m = await Promise.resolve().then(() => __importStar(require('@langchain/anthropic'))).catch(missing('@langchain/anthropic', 'npm install @langchain/anthropic'));
    return m.ChatAnthropic;
}
