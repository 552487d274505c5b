import { type ModelConfig } from '../../config/model-config.js';
import type { ModelPorts } from '../ports.js';
/**
 * The `manual` interface (spec 05 §4.1): pre-recorded answers or traces per question (by id, else by
 * MD5 of the question text); no live calls. A missing question throws ReplayMissError naming it. It has
 * no parser: a manual model cannot judge.
 */
export declare function createManualPorts(config: ModelConfig): Omit<Required<ModelPorts>, 'embeddings'>;
