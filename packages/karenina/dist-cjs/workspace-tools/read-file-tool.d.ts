import type { AgentTool } from '../llm/ports.js';
import type { WorkspaceRoot } from './workspace-root.js';
/**
 * Reads at most `maxBytes` of `file` from `offset`; `null` content when the bytes look binary (a NUL byte). Only
 * a regular file is read: the file is opened without blocking (a FIFO without a writer would hold a libuv thread
 * forever, past every timeout and signal) and anything else is refused with {@link NotRegularFileError}.
 */
export declare function readCapped(file: string, maxBytes: number, offset?: number): Promise<{
    text: string | null;
    size: number;
    read: number;
}>;
/** `read_file`: a file's text, cut at `maxBytes` with a note saying how to read on. */
export declare function readFileTool(root: WorkspaceRoot, maxBytes: number): AgentTool;
