import { compareCodePoints } from '../compat/compare-code-points.js'
import { answeringModel, parsingModel } from './result-metadata.js'
import type { VerificationResult } from './verification-result.js'

function sortedMcpServers(result: VerificationResult): string[] {
  return [...(result.template?.answering_mcp_servers ?? [])].sort(compareCodePoints)
}

/** `group_by_model` key of the answering side: display string, plus ` + MCP[a,b]` when MCP servers were attached. */
export function answeringGroupKey(result: VerificationResult): string {
  const servers = sortedMcpServers(result)
  const display = answeringModel(result.metadata)
  return servers.length > 0 ? `${display} + MCP[${servers.join(',')}]` : display
}

/** `get_summary` combo key: `"<answering> | <parsing>"` plus `" | <sorted MCP servers, comma-space joined>"`. */
export function comboKey(result: VerificationResult): string {
  const servers = sortedMcpServers(result)
  const base = `${answeringModel(result.metadata)} | ${parsingModel(result.metadata)}`
  return servers.length > 0 ? `${base} | ${servers.join(', ')}` : base
}
