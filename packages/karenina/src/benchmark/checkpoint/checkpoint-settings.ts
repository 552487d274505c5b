import { checkpointSettingsOf, type CheckpointSetting } from '../../config/checkpoint-trust.js'
import type { ModelConfig } from '../../config/model-config.js'
import type { Rubric } from '../../rubric/rubric.js'
import type { ScenarioDefinition } from '../../scenario/scenario-definition.js'
import type { Benchmark } from '../benchmark.js'

function rubricModels(rubric: Rubric | null | undefined): ModelConfig[] {
  return (rubric?.agentic_traits ?? []).flatMap((t) => (t.model_override ? [t.model_override] : []))
}

/**
 * Model configs a scenario run would use besides the run's own: node overrides and agentic trait overrides (the
 * trust boundary, config/checkpoint-trust.ts, checks those read from a file).
 */
export function scenarioModelConfigs(scenarios: readonly ScenarioDefinition[], globalRubric: Rubric | null | undefined): ModelConfig[] {
  const configs = rubricModels(globalRubric)
  for (const scenario of scenarios) {
    for (const node of Object.values(scenario.nodes)) {
      const override = node.modelOverride
      // A checkpoint's overrides are full configs; a code-built one may be a model id string (the user's own).
      for (const model of [override?.answeringModel, override?.parsingModel]) if (typeof model === 'object' && model !== null) configs.push(model as ModelConfig)
      configs.push(...rubricModels(node.question.rubric))
    }
  }
  return configs
}

/** Every setting of a benchmark read from a file that needs the user's opt-in (what `karenina validate` lists). */
export function benchmarkCheckpointSettings(benchmark: Benchmark): CheckpointSetting[] {
  const configs = [...rubricModels(benchmark.getGlobalRubric()), ...rubricModels(benchmark.getGlobalDynamicRubric())]
  for (const q of benchmark.getAllQuestions()) configs.push(...rubricModels(q.rubric), ...rubricModels(q.dynamicRubric))
  if (benchmark.isScenarioBenchmark) configs.push(...scenarioModelConfigs(benchmark.getScenarios(), null))
  return checkpointSettingsOf(configs)
}
