import type { AgentTool } from '../llm/ports.js';
import type { WorkspaceRoot } from './workspace-root.js';
/** `write_file`: creates or overwrites a text file of the workspace, at most `maxBytes` (UTF-8). */
export declare function writeFileTool(root: WorkspaceRoot, maxBytes: number): AgentTool;
