import { formatModelId } from '../../config/model-id.js'
import { modelIdentityOf, type ModelConfig } from '../../config/model-config.js'
import { modelDisplayString } from '../../config/model-identity.js'

/**
 * An answering model as the user wrote it (`openai:gpt-4o`, not the stored identity `langchain:gpt-4o`), with
 * the identity's suffix (config id, tools): test titles and run summaries show this.
 */
export function answeringModelLabel(config: ModelConfig, toolNames: readonly string[] = []): string {
  const identity = modelIdentityOf(config, 'answering', [...toolNames])
  const display = modelDisplayString(identity)
  return formatModelId(config) + display.slice(`${identity.interface}:${identity.model_name}`.length)
}
