import { generateQuestionId, questionIdMd5 } from '../../../src/benchmark/question-id.js'
import { fixturePromptHash } from '../../../src/llm/replay/fixture-hash.js'
import { modelCanonicalKey, type ModelIdentity } from '../../../src/config/model-identity.js'
import { computeResultId, resultIdCanonicalJson, type ResultIdInput } from '../../../src/results/result-id.js'
import { generateTemplateId } from '../../../src/template/template-id.js'
import { capture, type AreaAdapter, type CaseOutcome } from '../area.js'

function resultId(input: Record<string, unknown>): CaseOutcome {
  const args: ResultIdInput = {
    questionId: input.question_id as string,
    answering: input.answering as ModelIdentity,
    parsing: input.parsing as ModelIdentity,
    timestamp: input.timestamp as string,
    replicate: input.replicate as number | null,
    scenarioId: input.scenario_id as string | null,
    scenarioNode: input.scenario_node as string | null,
    scenarioTurn: input.scenario_turn as number | null,
  }
  return {
    output: computeResultId(args),
    canonical_json: resultIdCanonicalJson(args),
    answering_canonical_key: modelCanonicalKey(args.answering),
    parsing_canonical_key: modelCanonicalKey(args.parsing),
  }
}

/** README §4.13: dispatches on `input.function`. */
const adapter: AreaAdapter = {
  run(input) {
    return capture(undefined, () => {
      switch (input.function) {
        case 'generate_template_id':
          return { output: generateTemplateId(input.template as string | null) }
        case 'question_id_md5':
          return { output: questionIdMd5(input.question as string) }
        case 'generate_question_id':
          return { output: generateQuestionId(input.question as string) }
        case 'compute_result_id':
          return resultId(input)
        case 'fixture_prompt_hash':
          return { output: fixturePromptHash(input.messages as string[]) }
        default:
          throw new Error(`hashing: unknown function ${String(input.function)}`)
      }
    })
  },
}

export default adapter
