import { type ModelConfig } from '../config/model-config.js';
/**
 * An answering model as the user wrote it (`openai:gpt-4o`, not the stored identity `langchain:gpt-4o`), with
 * the identity's suffix (config id, tools): test titles and run summaries show this.
 */
export declare function answeringModelLabel(config: ModelConfig, toolNames?: readonly string[]): string;
