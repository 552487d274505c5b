import type { ExportModelInfo } from '../results/export-metadata.js'
import type { VerificationResult } from '../results/verification-result.js'

/** The export header's model entry of a stored model identity (provider and temperature are not stored). */
export function modelConfigFromIdentity(identity: VerificationResult['metadata']['answering']): ExportModelInfo {
  return { provider: null, name: identity.model_name, temperature: null, interface: identity.interface }
}
