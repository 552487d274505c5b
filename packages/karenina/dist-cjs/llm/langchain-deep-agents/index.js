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
exports.DEEP_AGENTS_PROVIDERS = void 0;
exports.createLangchainDeepAgentsPorts = createLangchainDeepAgentsPorts;
const model_config_js_1 = require("../../config/model-config.js");
const model_identity_js_1 = require("../../config/model-identity.js");
const limiter_js_1 = require("../limiter.js");
const agent_js_1 = require("./agent.js");
const chat_model_js_1 = require("./chat-model.js");
var chat_model_js_2 = require("./chat-model.js");
Object.defineProperty(exports, "DEEP_AGENTS_PROVIDERS", { enumerable: true, get: function () { return chat_model_js_2.DEEP_AGENTS_PROVIDERS; } });
async function createLangchainDeepAgentsPorts(config, options = {}) {
    const account = (0, chat_model_js_1.deepAgentsAccount)(config, options);
    const { llm, parser } = account.provider === 'openai'
        ? (await Promise.resolve().then(() => __importStar(require('../openai/index.js')))).createOpenAiPorts(config, options)
        : (await Promise.resolve().then(() => __importStar(require('../anthropic/index.js')))).createAnthropicPorts(config, options);
    const identity = (0, model_config_js_1.modelIdentityOf)(config, options.role ?? 'answering');
    const limiter = (0, limiter_js_1.nestLimiters)(options.requestLimiter, (0, limiter_js_1.getProviderLimiter)((0, limiter_js_1.providerLimiterKey)(account.provider, account.baseURL, account.apiKey), options.concurrency));
    const agent = new agent_js_1.DeepAgentsAgent({
        config,
        identity,
        display: (0, model_identity_js_1.modelDisplayString)(identity),
        account,
        chatFields: (0, chat_model_js_1.chatModelFields)(config, account, options),
        limiter,
    });
    return { llm, parser, agent };
}
