import { ValidationError } from '../errors/validation-error.js'
import { checkDynamicRubric } from '../rubric/dynamic-rubric.js'
import type { OutcomeNode } from './outcome-node.js'
import {
  END,
  HANDOVER_KINDS,
  type ConditionFunction,
  type HandoverKind,
  type OutcomeCriterion,
  type ScenarioDefinition,
  type ScenarioEdge,
  type ScenarioNode,
  type ScenarioQuestion,
  type StateCheck,
} from './scenario-definition.js'
import { stateCheckFromShorthand, type StateShorthand } from './state-check.js'
import type { ScenarioOutcomeSubject } from './turn-record.js'
import { validateScenarioGraph } from './validate-graph.js'

/** A node as written in {@link defineScenario}: the question's text and id, then the question's and node's own fields. */
export interface NodeSpec
  extends Pick<ScenarioQuestion, 'template' | 'rawAnswer' | 'rubric' | 'dynamicRubric' | 'keywords'>,
    Partial<Pick<ScenarioNode, 'modelOverride' | 'toolFilter' | 'agentIdentity' | 'stateUpdate' | 'metadata'>> {
  /** The question text. */
  question: string
  /** @default generateQuestionId(question) */
  questionId?: string
}

/** A routing condition: a StateCheck, shorthand (`{ verify_result: true }`), a list of them (all must hold), or a function. */
export type EdgeCondition = StateCheck | StateShorthand | readonly (StateCheck | StateShorthand)[] | ConditionFunction

/** An edge as written in {@link defineScenario}; without `when` it is the node's fallback. */
export interface EdgeSpec<Id extends string = string> {
  from: Id
  to: Id | typeof END
  when?: EdgeCondition
  handover?: HandoverKind
}

/** An outcome criterion: a declarative check, a function of the finished run, or both forms with a description. */
export type OutcomeSpec =
  | OutcomeNode
  | ((result: ScenarioOutcomeSubject) => boolean | number)
  | { check: OutcomeNode; description?: string }
  | { evaluate: (result: ScenarioOutcomeSubject) => boolean | number; description?: string }

/** The definition {@link defineScenario} takes. */
export interface ScenarioSpec<Nodes extends Record<string, NodeSpec>> {
  name: string
  description?: string
  entry: keyof Nodes & string
  nodes: Nodes
  edges: readonly EdgeSpec<keyof Nodes & string>[]
  /** Named outcome criteria, evaluated in this order after the run. @default {} */
  outcomes?: Record<string, OutcomeSpec>
  metadata?: Record<string, unknown>
}

function isStateCheck(value: unknown): value is StateCheck {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'state_check'
}

function toCheck(value: StateCheck | StateShorthand, path: (string | number)[], subject: string): StateCheck {
  if (isStateCheck(value)) return value
  try {
    return stateCheckFromShorthand(value)
  } catch (error) {
    if (error instanceof ValidationError) throw new ValidationError([...path, ...error.path], error.problem, subject)
    throw error
  }
}

function toEdge(spec: EdgeSpec, index: number, subject: string): ScenarioEdge {
  const path = [`edges[${index}] (${String(spec.from)} → ${String(spec.to)})`, 'when']
  const when = spec.when
  if (spec.handover !== undefined && !HANDOVER_KINDS.includes(spec.handover)) {
    throw new ValidationError([path[0]!, 'handover'], `unknown handover ${JSON.stringify(spec.handover)} (expected one of ${HANDOVER_KINDS.join(', ')})`, subject)
  }
  const base = { source: spec.from, target: spec.to, conditionSource: null, handover: spec.handover ?? null }
  if (when === undefined) return { ...base, condition: null, conditionFunction: null }
  if (typeof when === 'function') return { ...base, condition: null, conditionFunction: when }
  if (Array.isArray(when)) {
    if (when.length === 0) throw new ValidationError(path, 'an empty condition list (leave `when` out for a fallback edge)', subject)
    return { ...base, condition: when.map((c, i) => toCheck(c, [...path, i], subject)), conditionFunction: null }
  }
  return { ...base, condition: toCheck(when as StateCheck | StateShorthand, path, subject), conditionFunction: null }
}

function toCriterion(name: string, spec: OutcomeSpec): OutcomeCriterion {
  const base = { name, description: '', check: null, evaluate: null, evaluateSource: null }
  if (typeof spec === 'function') return { ...base, evaluate: spec }
  if ('check' in spec) return { ...base, check: spec.check, description: spec.description ?? '' }
  if ('evaluate' in spec) return { ...base, evaluate: spec.evaluate, description: spec.description ?? '' }
  return { ...base, check: spec }
}

/**
 * Defines a multi-turn scenario (spec 05 §9): question nodes, edges that route on the state after each
 * turn, and outcome criteria measured on the finished run. The graph is validated here: an unknown node,
 * an unreachable node or a node without a fallback edge throws a ValidationError naming it.
 * @example
 * const tutoring = defineScenario({
 *   name: 'tutoring',
 *   entry: 'ask',
 *   nodes: {
 *     ask: { question: 'What is the putative target of venetoclax?', template: Target },
 *     hint: { question: 'Hint: it is an anti-apoptotic protein. Try again.', template: Target },
 *   },
 *   edges: [
 *     { from: 'ask', to: END, when: { verify_result: true } },
 *     { from: 'ask', to: 'hint' },
 *     { from: 'hint', to: END },
 *   ],
 *   outcomes: { solved: outcome.lastTurn({ verify_result: true }) },
 * })
 */
export function defineScenario<const Nodes extends Record<string, NodeSpec>>(spec: ScenarioSpec<Nodes>): ScenarioDefinition {
  const subject = `scenario ${JSON.stringify(spec.name)}`
  if (typeof spec.name !== 'string' || spec.name === '') throw new ValidationError(['name'], 'a scenario needs a non-empty name', 'scenario')
  const nodes: Record<string, ScenarioNode> = {}
  for (const [id, node] of Object.entries(spec.nodes)) {
    if (id === END) throw new ValidationError(['nodes', id], `${END} is reserved for the end of the scenario`, subject)
    if (typeof node.question !== 'string') throw new ValidationError(['nodes', id, 'question'], 'expected the question text', subject)
    // A dynamic trait needs the concept its presence check asks about (runTask would refuse it at the turn).
    if (node.dynamicRubric) checkDynamicRubric(node.dynamicRubric, `${subject} node ${JSON.stringify(id)} dynamicRubric`)
    nodes[id] = Object.freeze({
      nodeId: id,
      question: Object.freeze({
        text: node.question,
        template: node.template,
        ...(node.questionId !== undefined ? { id: node.questionId } : {}),
        rawAnswer: node.rawAnswer ?? '',
        rubric: node.rubric ?? null,
        ...(node.dynamicRubric ? { dynamicRubric: node.dynamicRubric } : {}),
        keywords: node.keywords ?? null,
      }),
      modelOverride: node.modelOverride ?? null,
      toolFilter: node.toolFilter ?? null,
      metadata: Object.freeze({ ...node.metadata }),
      agentIdentity: node.agentIdentity ?? null,
      stateUpdate: node.stateUpdate ?? null,
      stateUpdateSource: null,
    })
  }
  const edges = spec.edges.map((edge, i) => Object.freeze(toEdge(edge, i, subject)))
  validateScenarioGraph(spec.name, Object.keys(nodes), edges, spec.entry)
  const outcomeCriteria = Object.entries(spec.outcomes ?? {}).map(([name, o]) => Object.freeze(toCriterion(name, o)))
  return Object.freeze({
    name: spec.name,
    description: spec.description ?? '',
    nodes: Object.freeze(nodes),
    edges: Object.freeze(edges),
    entryNode: spec.entry,
    outcomeCriteria: Object.freeze(outcomeCriteria),
    metadata: Object.freeze({ ...spec.metadata }),
  })
}
