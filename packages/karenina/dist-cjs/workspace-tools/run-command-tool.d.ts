import type { AgentTool } from '../llm/ports.js';
import type { WorkspaceRoot } from './workspace-root.js';
/** Settings of the opt-in `run_command` tool. */
export interface CommandOptions {
    /** Programs the model may run (by name or path, matched exactly); omit to allow any. */
    allowed?: readonly string[];
    /** Kill the process and every process it started (SIGKILL to its process group) after this long. @default 30000 */
    timeoutMs?: number;
    /** Bytes of stdout + stderr kept. @default 65536 */
    maxOutputBytes?: number;
    /** Environment of the process. @default `{ PATH }` only */
    env?: Record<string, string>;
}
/**
 * `run_command`: runs a program with its working directory at the workspace root, without a shell, in its own
 * process group, which is killed when the program ends, times out or the call is aborted (background children
 * do not outlive the call). Arguments naming paths must stay inside the workspace. It is not a sandbox: an
 * allowed program can still open what the user can (an interpreter's code argument is not a path). Off
 * unless enabled.
 */
export declare function runCommandTool(root: WorkspaceRoot, options: CommandOptions): AgentTool;
