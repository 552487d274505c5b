import type { ModelConfig } from '../config/model-config.js'
import type { ModelPorts } from '../llm/ports.js'
import { resolveModel, type ResolveModelOptions } from '../llm/resolve-model.js'

type Role = 'answering' | 'parsing'

/**
 * The ports of every model of a run, resolved once before the first task and shared by all tasks (one SDK
 * client per model, so connections are reused and every request passes the same limiters). Resolving
 * first also makes a misconfigured model (unknown provider, missing API key) throw before any work.
 */
export class RunPorts {
  readonly #ports = { answering: new Map<ModelConfig, ModelPorts>(), parsing: new Map<ModelConfig, ModelPorts>() }

  constructor(readonly options: ResolveModelOptions) {}

  /** Resolves the ports of these models (config objects; tasks share their stamped configs). */
  async resolve(models: Iterable<readonly [ModelConfig, Role]>): Promise<void> {
    const pending: Promise<void>[] = []
    for (const [model, role] of models) {
      const cache = this.#ports[role]
      if (cache.has(model)) continue
      cache.set(model, null as never) // reserved, filled below
      pending.push(resolveModel(model, { ...this.options, role }).then((ports) => void cache.set(model, ports)))
    }
    await Promise.all(pending)
  }

  /** The resolved ports of a model in a role. */
  get(model: ModelConfig, role: Role): ModelPorts {
    const ports = this.#ports[role].get(model)
    if (!ports) throw new Error(`internal: ports of ${model.id} (${role}) were not resolved before the run`)
    return ports
  }
}
