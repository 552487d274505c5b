/**
 * Variables that keep Claude Code to the model endpoint alone: no telemetry, error reports, update checks
 * or other non-essential traffic. The interface always sets them; a caller cannot turn them off.
 */
export declare const NO_TRAFFIC_ENV: Readonly<Record<string, string>>;
/** What the agent process needs to reach the model. */
export interface AgentEnvInput {
    apiKey: string;
    /** @default Anthropic's public API (Claude Code's own default) */
    baseURL: string | undefined;
    /** Private home and config directory, so no user settings, sessions or credentials are read or written. */
    home: string;
    /** Where PATH (and nothing else) is taken from. */
    parentEnv: Record<string, string | undefined>;
    /** Extra variables (model config `extra_kwargs.agent_env`), applied before the no-traffic ones. */
    extra?: Record<string, string>;
}
/**
 * The whole environment of the Claude Code process: built from scratch rather than inherited, so neither
 * the user's credentials nor a stray `ANTHROPIC_BASE_URL` of the parent reach it unasked.
 */
export declare function agentEnv(input: AgentEnvInput): Record<string, string>;
