import type { AgentTool } from '../llm/ports.js';
import type { WorkspaceRoot } from './workspace-root.js';
/** `edit_file`: replaces exact text in an existing text file; the result is capped at `maxBytes`. */
export declare function editFileTool(root: WorkspaceRoot, maxBytes: number): AgentTool;
