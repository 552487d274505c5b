import type { WorkspaceRoot } from '../../workspace-tools/workspace-root.js';
/**
 * Why a Claude Code tool call leaves the workspace, or `undefined` when it stays inside. Claude Code lets
 * its read-only tools read anywhere, so the interface checks every path (symlinks resolved) and every glob
 * pattern before a tool runs. Bash cannot be checked: it is only available when listed explicitly.
 */
export declare function workspaceViolation(root: WorkspaceRoot, tool: string, input: unknown): Promise<string | undefined>;
/**
 * A PreToolUse hook (Claude Agent SDK `hooks` option) that sees every tool call, Bash included: a tool
 * not in `allowed` (the tools the user's config grants) is denied whatever Claude Code's own settings say,
 * and a call of an allowed tool that names a path or pattern outside the workspace is denied.
 */
export declare function workspaceGuardHook(root: WorkspaceRoot, allowed: readonly string[]): (input: {
    tool_name?: string;
    tool_input?: unknown;
}) => Promise<Record<string, unknown>>;
