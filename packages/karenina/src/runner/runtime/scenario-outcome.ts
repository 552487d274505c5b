import { pyRepr } from '../../compat/py-str.js'
import { evaluateOutcome } from '../../scenario/evaluate-outcome.js'
import type { OutcomeNode } from '../../scenario/outcome-node.js'
import { resolveResultField, resolveTurnField, type TurnRecord } from '../../scenario/turn-record.js'
import { filterTurnsByNode, selectSingleTurn, type TurnScope } from '../../scenario/turn-scope.js'
import type { ScenarioExecutionResult } from '../../results/scenario-execution-result.js'

/** What `toSatisfyOutcome` checks: a criterion of the scenario (by name) or an outcome check. */
export type OutcomeCriterionInput = string | OutcomeNode

/** The verdict of an outcome criterion on a run, with a message showing the path and the deciding turn. */
export interface ScenarioOutcomeVerdict {
  pass: boolean
  value: boolean | number | null
  message: (how?: { isNot?: boolean }) => string
}

const turnLabel = (turns: readonly TurnRecord[], turn: TurnRecord) => `turn ${turns.indexOf(turn)} (${turn.nodeId})`

function scopeLabel(scope: TurnScope): string {
  if (scope.type === 'turn_at') return `turn_at(${scope.index})`
  if (scope.type === 'any_turn' || scope.type === 'all_turns') return `${scope.type}${scope.nodeId === null ? '' : `(${JSON.stringify(scope.nodeId)})`}`
  return scope.type
}

/** An outcome's value, or false when evaluating it throws (a throw counts as false). */
function safeValue(node: OutcomeNode, run: ScenarioExecutionResult): boolean | number {
  return safe(() => evaluateOutcome(node, run))
}

function safe<T>(fn: () => T): T | false {
  try {
    return fn()
  } catch {
    return false
  }
}

/** Which turn (or run field) decided a check, in words. */
export function explainOutcome(node: OutcomeNode, run: ScenarioExecutionResult): string {
  const turns = run.history
  switch (node.type) {
    case 'turn_check': {
      const check = (t: TurnRecord) => safe(() => node.verifyWith.kind === 'field' && node.verifyWith.check(resolveTurnField(node.field, t), node.expected))
      const show = (t: TurnRecord) => `${turnLabel(turns, t)}: ${node.field} = ${pyRepr(resolveTurnField(node.field, t))}, expected ${pyRepr(node.expected)} (${node.verifyWith.type})`
      const { scope } = node
      if (scope.type === 'any_turn' || scope.type === 'all_turns') {
        const pool = filterTurnsByNode(turns, scope.nodeId)
        if (pool.length === 0) return `${scopeLabel(scope)}: no turn qualifies (no vacuous truth)`
        const decisive = scope.type === 'any_turn' ? pool.find(check) : pool.find((t) => !check(t))
        if (decisive) return `${scopeLabel(scope)} decided at ${show(decisive)}`
        return scope.type === 'any_turn' ? `${scopeLabel(scope)}: no turn matched (last ${show(pool.at(-1)!)})` : `${scopeLabel(scope)}: all ${pool.length} turns matched`
      }
      const turn = selectSingleTurn(scope, turns)
      return turn ? `${scopeLabel(scope)} is ${show(turn)}` : `${scopeLabel(scope)}: no such turn (${turns.length} turns)`
    }
    case 'result_check':
      return `the run's ${node.field} = ${pyRepr(resolveResultField(node.field, run))}, expected ${pyRepr(node.expected)} (${node.verifyWith.type})`
    case 'cross_turn_check': {
      const source = selectSingleTurn(node.sourceTurn, turns)
      const target = selectSingleTurn(node.targetTurn, turns)
      const side = (t: TurnRecord | undefined, field: string, scope: TurnScope) => (t ? `${turnLabel(turns, t)} ${field} = ${pyRepr(resolveTurnField(field, t))}` : `${scopeLabel(scope)}: no such turn`)
      return `${side(target, node.targetField, node.targetTurn)} ${node.comparison} ${side(source, node.sourceField, node.sourceTurn)}`
    }
    case 'count_turns':
    case 'first_match_index':
      return `${node.type} = ${safeValue(node, run)}`
    default: {
      const parts = node.conditions.map((c) => `${safeValue(c, run) === true ? '✓' : '✗'} ${explainOutcome(c, run)}`)
      const head = node.type === 'at_least_n' ? `at least ${node.n} of` : node.type === 'all_of' ? 'all of' : 'any of'
      return `${head}:\n${parts.map((p) => `    ${p}`).join('\n')}`
    }
  }
}

/**
 * Judges an outcome criterion on a finished run: a criterion name reads `run.outcomeResults` (its check,
 * when the scenario defines one, explains it); an outcome node is evaluated now (a throw counts as false).
 * A number passes when non-zero, as Python's truthiness. The message shows the path taken and the turn that
 * decided the criterion.
 */
export function scenarioOutcomeVerdict(run: ScenarioExecutionResult, criterion: OutcomeCriterionInput, check: OutcomeNode | null = null): ScenarioOutcomeVerdict {
  const name = typeof criterion === 'string' ? criterion : null
  const node = typeof criterion === 'string' ? check : criterion
  let value: boolean | number | null
  if (name !== null) value = Object.hasOwn(run.outcomeResults, name) ? run.outcomeResults[name]! : null
  else value = safeValue(node!, run)
  const pass = value === true || (typeof value === 'number' && value !== 0)
  const label = name !== null ? `criterion ${JSON.stringify(name)}` : 'the outcome check'
  return {
    pass,
    value,
    message: (how = {}) => {
      const lines = [
        `scenario ${JSON.stringify(run.scenarioId)}${run.replicate === null ? '' : ` #${run.replicate}`}: expected ${label} ${how.isNot ? 'not ' : ''}to hold, it is ${value === null ? 'not defined' : pyRepr(value)}`,
        `  path: ${run.path.join(' → ')} [${run.status}, ${run.turnCount} turns]`,
      ]
      if (run.terminalFailure) lines.push(`  stopped: ${run.terminalFailure.category} at ${run.terminalFailure.node_id} (${run.terminalFailure.stage}): ${run.terminalFailure.reason}`)
      if (name !== null && value === null) lines.push(`  criteria of the run: ${Object.keys(run.outcomeResults).join(', ') || 'none'}`)
      if (node) lines.push(`  ${explainOutcome(node, run)}`)
      return lines.join('\n')
    },
  }
}

/** A scenario test passes when the run did not stop with an error and every boolean criterion holds. */
export function scenarioTestVerdict(run: ScenarioExecutionResult, checks: Readonly<Record<string, OutcomeNode | null>> = {}): ScenarioOutcomeVerdict {
  const failed = Object.entries(run.outcomeResults).filter(([, v]) => v === false)
  const pass = run.status !== 'error' && failed.length === 0
  return {
    pass,
    value: pass,
    message: () => {
      const lines = [`scenario ${JSON.stringify(run.scenarioId)}${run.replicate === null ? '' : ` #${run.replicate}`} [${run.status}]: ${run.path.join(' → ')}`]
      if (run.terminalFailure) lines.push(`  stopped: ${run.terminalFailure.category} at ${run.terminalFailure.node_id} (${run.terminalFailure.stage}): ${run.terminalFailure.reason}`)
      for (const [name] of failed) {
        const check = checks[name] ?? null
        lines.push(`  ✗ ${name}${check ? `: ${explainOutcome(check, run)}` : ''}`)
      }
      return lines.join('\n')
    },
  }
}
