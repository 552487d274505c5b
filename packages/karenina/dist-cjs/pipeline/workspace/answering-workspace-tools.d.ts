import type { ModelConfig } from '../../config/model-config.js';
import type { AgentTool } from '../../llm/ports.js';
/** Which workspace tools an answering model asked for (`extra_kwargs.workspace_tools`). */
export type AnsweringWorkspaceTools = 'read' | 'write';
/**
 * The answering model's `extra_kwargs.workspace_tools`: `"read"` (list, read, glob, grep) or `"write"` (also
 * write_file and edit_file), bound to the task's workspace; `null` when unset. Only tool-loop interfaces
 * take it (a deep agent uses its own tools, `extra_kwargs.tools`; `manual` runs no tools): a ConfigError
 * names the key otherwise, or when the value is not one of the two.
 */
export declare function answeringWorkspaceToolsOf(model: ModelConfig): AnsweringWorkspaceTools | null;
/** The tool names `answeringWorkspaceToolsOf` gives (for the answering ModelIdentity). */
export declare function answeringWorkspaceToolNames(mode: AnsweringWorkspaceTools | null): readonly string[];
/** The tools bound to `workspace`. */
export declare function answeringWorkspaceTools(mode: AnsweringWorkspaceTools, workspace: string): AgentTool[];
