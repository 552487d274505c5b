import type { AgentTool } from '../llm/ports.js';
import type { WorkspaceRoot } from './workspace-root.js';
/** `grep`: `path:line: text` for each matching line; binary files are skipped, each file is read up to `maxBytes`. */
export declare function grepTool(root: WorkspaceRoot, maxBytes: number, maxResults: number, regexBudgetMs: number): AgentTool;
