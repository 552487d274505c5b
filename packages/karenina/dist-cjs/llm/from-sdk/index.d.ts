export { fromAiSdkMessages, fromAiSdkResult } from './ai-sdk.js';
export { fromAnthropicMessages } from './anthropic.js';
export { frameworkTraceOf, FRAMEWORK_SHAPES } from './detect.js';
export { fromOpenAiChatMessages } from './openai-chat.js';
export { fromOpenAiAgentsRun, fromOpenAiResponsesOutput } from './openai-responses.js';
export type { SdkTrace } from './sdk-trace.js';
