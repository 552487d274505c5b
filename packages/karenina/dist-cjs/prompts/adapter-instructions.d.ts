import { type PromptTask } from '../config/prompt-task.js';
import { type InstructionContext } from './task-prompt.js';
/** What one adapter instruction adds to a prompt; empty additions are ignored. */
export interface InstructionAdditions {
    systemAddition?: string;
    userAddition?: string;
}
/** Builds one adapter instruction from the call's instruction context. */
export type InstructionFactory = (context: InstructionContext) => InstructionAdditions;
/** Registers an instruction factory for an interface and tasks; factories run in registration order. */
export declare function registerAdapterInstructions(interfaceName: string, tasks: readonly PromptTask[], factory: InstructionFactory): void;
/** The factories registered for an interface and task (none for unknown interfaces, e.g. `manual`). */
export declare function adapterInstructionsFor(interfaceName: string, task: PromptTask): readonly InstructionFactory[];
