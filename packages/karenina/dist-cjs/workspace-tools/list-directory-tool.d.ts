import type { AgentTool } from '../llm/ports.js';
import type { WorkspaceRoot } from './workspace-root.js';
/** `list_directory`: one entry per line, `name/` for a directory, `name@` for a symlink, `name (N bytes)` for a file. */
export declare function listDirectoryTool(root: WorkspaceRoot, maxEntries: number): AgentTool;
