import type { VerificationResult } from './verification-result.js';
/** `group_by_model` key of the answering side: display string, plus ` + MCP[a,b]` when MCP servers were attached. */
export declare function answeringGroupKey(result: VerificationResult): string;
/** `get_summary` combo key: `"<answering> | <parsing>"` plus `" | <sorted MCP servers, comma-space joined>"`. */
export declare function comboKey(result: VerificationResult): string;
