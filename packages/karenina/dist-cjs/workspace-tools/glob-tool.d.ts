import type { AgentTool } from '../llm/ports.js';
import type { WorkspaceRoot } from './workspace-root.js';
/** `glob`: workspace-relative paths of the files matching a pattern, one per line. */
export declare function globTool(root: WorkspaceRoot, maxResults: number): AgentTool;
