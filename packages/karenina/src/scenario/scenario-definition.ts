import type { ModelInput } from '../config/model-id.js'
import type { Primitive } from '../primitives/primitive.js'
import type { Rubric } from '../rubric/rubric.js'
import type { Template } from '../template/template.js'
import type { OutcomeNode } from './outcome-node.js'
import type { ScenarioState } from './scenario-state.js'
import type { ScenarioOutcomeSubject } from './turn-record.js'

/** The target that ends a scenario (Karenina `END`). */
export const END = '__end__'

/** A routing condition on the scenario state: `verifyWith.check(resolve(field), expected)` (spec 05 §9). */
export interface StateCheck {
  type: 'state_check'
  /** Dot path into the state: `verify_result`, `turn`, `parsed.<f>`, `node_results.<node>.parsed.<f>`, … */
  field: string
  expected: unknown
  verifyWith: Primitive
}

/** The ways the next node's question carries the conversation so far (spec 05 §9, Karenina `handover.py`). */
export const HANDOVER_KINDS = ['transcript_prepend', 'transcript_append', 'transcript_materialize'] as const
export type HandoverKind = (typeof HANDOVER_KINDS)[number]

/** A TS routing function (Karenina `condition_callable`); a throw counts as "no match". */
export type ConditionFunction = (state: Readonly<ScenarioState>) => boolean

/** The question a node asks, with the template that judges its answer. */
export interface ScenarioQuestion {
  text: string
  /** `null`: the turn fails ValidateTemplate (with `templateProblem` when given). */
  template: Template | null
  /** Why a stored template cannot run here (e.g. a classic Python template read from a checkpoint). */
  templateProblem?: string | null
  /** The template's Python source as read from a checkpoint (written back verbatim on save). */
  templateSource?: string | null
  /** @default generateQuestionId(text) */
  id?: string
  /** Reference answer (`acceptedAnswer.text`). @default '' */
  rawAnswer?: string
  rubric?: Rubric | null
  /** Traits scored only when the answer covers their concept, after the run's `globalDynamicRubric` (`mergeDynamicRubrics`). */
  dynamicRubric?: Rubric | null
  keywords?: readonly string[] | null
}

/** Per-node replacement of the run's models. */
export interface ModelOverride {
  answeringModel?: ModelInput
  parsingModel?: ModelInput
}

/** Tools taken away from the answering agent at a node (`tool` absent: every tool of `server`). */
export interface ToolFilter {
  remove: readonly { server: string; tool?: string | null }[]
}

/** A node of the scenario graph. */
export interface ScenarioNode {
  nodeId: string
  question: ScenarioQuestion
  modelOverride: ModelOverride | null
  toolFilter: ToolFilter | null
  metadata: Readonly<Record<string, unknown>>
  /** Who answers (labels the transcript of a handover). @default the answering model's id */
  agentIdentity: string | null
  /** `(accumulated, parsedFields) => accumulated` after each turn at this node; a throw keeps the old value. */
  stateUpdate: ((accumulated: Record<string, unknown>, parsed: Record<string, unknown>) => Record<string, unknown>) | null
  /** Python source of a checkpoint's state update (not executable here; kept for save). */
  stateUpdateSource: string | null
}

/** An edge: taken when its condition holds (conditional) or as the fallback (unconditional). */
export interface ScenarioEdge {
  source: string
  /** A node id or {@link END}. */
  target: string
  /** One StateCheck, or several that must all hold. */
  condition: StateCheck | readonly StateCheck[] | null
  conditionFunction: ConditionFunction | null
  /** Python source of a checkpoint's callable condition (not executable here: the edge never matches). */
  conditionSource: string | null
  handover: HandoverKind | null
}

/** A named measurement of a finished run: a declarative check or a TS function. */
export interface OutcomeCriterion {
  name: string
  description: string
  check: OutcomeNode | null
  evaluate: ((result: ScenarioOutcomeSubject) => boolean | number) | null
  /** Python source of a checkpoint's callable criterion (reported by name, evaluates to false). */
  evaluateSource: string | null
}

/** A validated, frozen scenario graph (Karenina `ScenarioDefinition`). */
export interface ScenarioDefinition {
  readonly name: string
  readonly description: string
  readonly nodes: Readonly<Record<string, ScenarioNode>>
  readonly edges: readonly ScenarioEdge[]
  readonly entryNode: string
  readonly outcomeCriteria: readonly OutcomeCriterion[]
  readonly metadata: Readonly<Record<string, unknown>>
}

/** True for an edge without a condition (the node's fallback). */
export function isUnconditional(edge: ScenarioEdge): boolean {
  return edge.condition === null && edge.conditionFunction === null && edge.conditionSource === null
}
