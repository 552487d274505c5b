import type { CompatMode } from '../compat/compat-mode.js';
import type { VerificationConfigInput } from '../config/verification-config.js';
import { type ManualTraces } from '../llm/manual/manual-traces.js';
import type { StdioServerParams } from '../config/mcp-server-entry.js';
import type { EvaluationMode } from '../pipeline/stage-plan.js';
/** The `verify` flags that shape the VerificationConfig. */
export interface VerifyConfigFlags {
    answering?: string[];
    parsing?: string[];
    mode?: EvaluationMode;
    replicates?: number;
    concurrency?: number;
    maxRequests?: number;
    timeout?: number;
    requestTimeout?: number;
    config?: string;
    manualTraces?: string;
    compat?: CompatMode;
    /** `name=url` MCP servers of every (non-manual) answering model. */
    mcp?: string[];
    /** `name=command args…` stdio MCP servers of every (non-manual) answering model. */
    mcpStdio?: string[];
    /** Root of the question workspaces (`workspace_root`), resolved against the working directory. */
    workspaceRoot?: string;
    /** Let OpenAI/Anthropic judges investigate for agentic parsing and agentic traits (`agentic_tool_loop_judges`). */
    agenticToolLoopJudges?: boolean;
    /** A replay store file (`replay_store`, Karenina's `--replay <store.json>`), resolved against the working directory. */
    replayStore?: string;
}
/** `--mcp name=url` → `{ name: url }`; a bad entry is a CliError naming it. */
export declare function parseMcpFlags(entries: readonly string[]): Record<string, string>;
/**
 * `--mcp-stdio 'name=command arg1 arg2'` → `{ name: { command, args, cwd } }`: the command line is split as a
 * shell splits quoted words (nothing expanded) and runs in `cwd`; a bad entry is a CliError naming the server.
 */
export declare function parseMcpStdioFlags(entries: readonly string[], cwd: string): Record<string, StdioServerParams>;
/** Reads a JSON file; a missing file or bad JSON is a CliError naming the file and its role. */
export declare function readJsonFile(path: string, role: string): Promise<unknown>;
/** Loads a manual answers file: `{question id or MD5 of the question text: answer or message list}`. */
export declare function readManualTraces(path: string): Promise<ManualTraces>;
/**
 * The VerificationConfig input of a `verify` run: the `--config` file (if any), then the flags on top
 * (a flag replaces the file's value). `--manual-traces` is given to every `manual` answering model.
 */
export declare function buildVerifyConfig(flags: VerifyConfigFlags, cwd: string): Promise<VerificationConfigInput>;
