import { randomUUID } from '../utils/lazy-node.js'
import { ConfigError } from '../errors/config-error.js'

/**
 * An AI SDK `LanguageModel` object (`openai('gpt-4.1-mini')` from `@ai-sdk/openai`, `anthropic(…)`, any
 * provider), recognised by its shape so that the core never imports `ai`.
 */
export interface AiSdkLanguageModel {
  readonly specificationVersion: string
  readonly provider: string
  readonly modelId: string
  doGenerate(options: never): PromiseLike<unknown>
}

/** True for an AI SDK LanguageModel object (specification v2 and later). */
export function isAiSdkLanguageModel(value: unknown): value is AiSdkLanguageModel {
  if (typeof value !== 'object' || value === null) return false
  const model = value as Record<string, unknown>
  return (
    typeof model['specificationVersion'] === 'string' &&
    /^v\d+$/.test(model['specificationVersion']) &&
    typeof model['provider'] === 'string' &&
    typeof model['modelId'] === 'string' &&
    typeof model['doGenerate'] === 'function'
  )
}

/** The `extra_kwargs` key holding the in-process reference of an AI SDK model. */
export const AI_SDK_MODEL_KWARG = 'ai_sdk_model'

// Models given in code, by a random per-process reference: a config or checkpoint file cannot name one
// (files are data; only the user's code constructs a model and chooses where its credentials go).
const modelsByRef = new Map<string, AiSdkLanguageModel>()
const refsByModel = new WeakMap<AiSdkLanguageModel, string>()

/**
 * The ModelConfig fields of an AI SDK model: interface `ai_sdk`, `model_name` = `provider/modelId` (the
 * stable identity in results: `ai_sdk:openai.chat/gpt-4.1-mini`), and the object's in-process reference.
 */
export function aiSdkModelConfigFields(model: AiSdkLanguageModel) {
  let ref = refsByModel.get(model)
  if (ref === undefined) {
    ref = `ai-sdk:${randomUUID()}`
    refsByModel.set(model, ref)
    modelsByRef.set(ref, model)
  }
  return { interface: 'ai_sdk' as const, model_provider: model.provider, model_name: `${model.provider}/${model.modelId}`, extra_kwargs: { [AI_SDK_MODEL_KWARG]: ref } }
}

/** The AI SDK model a config stands for; a config that was not made from one in this process is refused. */
export function aiSdkModelOf(config: { model_name: string | null; extra_kwargs: Record<string, unknown> | null }): AiSdkLanguageModel {
  const ref = config.extra_kwargs?.[AI_SDK_MODEL_KWARG]
  const model = typeof ref === 'string' ? modelsByRef.get(ref) : undefined
  if (model === undefined) {
    throw new ConfigError(
      'interface',
      `interface "ai_sdk" (model ${JSON.stringify(config.model_name)}) takes an AI SDK LanguageModel object given in code, e.g. judgeModel: openai('gpt-4.1-mini') from @ai-sdk/openai; a config or checkpoint file cannot construct one`,
    )
  }
  return model
}
