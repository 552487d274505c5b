import type { DeepAgentsRuntime } from './load-deep-agents.js';
/**
 * The workspace as the deep agent's filesystem: deepagents' `FilesystemBackend` rooted in `rootDir` in
 * virtual mode, so paths are `/`-rooted inside the workspace and `..`, `~` and symlinks resolving out of it
 * are refused (by deepagents; `deep-agents-agent.test.ts` checks it). Karenina's prompts name the workspace
 * by its real absolute path, so a path inside `rootDir` is first made relative to it: `<rootDir>/a.txt` and
 * `/a.txt` are the same file. Any other absolute path stays inside the workspace (`/etc/x` is `<rootDir>/etc/x`).
 */
export declare function workspaceBackend(runtime: DeepAgentsRuntime, rootDir: string): unknown;
