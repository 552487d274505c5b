import { outcomeNodeFromJSON } from '../../../src/scenario/outcome-node.js'
import { evaluateOutcome } from '../../../src/scenario/evaluate-outcome.js'
import type { ScenarioOutcomeSubject, TurnRecord } from '../../../src/scenario/turn-record.js'
import { capture, type AreaAdapter } from '../area.js'

type Row = Record<string, unknown>

function turn(row: Row): TurnRecord {
  return {
    nodeId: row.node_id as string,
    questionText: (row.question_text ?? '') as string,
    rawResponse: (row.raw_response ?? '') as string,
    parsedFields: (row.parsed_fields ?? {}) as Record<string, unknown>,
    verifyResult: (row.verify_result ?? null) as boolean | null,
  }
}

/** README §4.14: `{node, history, result}` → `{result: bool | int}` or `{error}`. */
const adapter: AreaAdapter = {
  run(input) {
    return capture(undefined, () => {
      const node = outcomeNodeFromJSON(input.node)
      const history = ((input.history ?? []) as Row[]).map(turn)
      const run = (input.result ?? {}) as Row
      const subject: ScenarioOutcomeSubject = {
        scenarioId: run.scenario_id as string,
        status: run.status as string,
        path: (run.path ?? []) as string[],
        turnCount: run.turn_count as number,
        history,
      }
      return { result: evaluateOutcome(node, subject) }
    })
  },
}

export default adapter
