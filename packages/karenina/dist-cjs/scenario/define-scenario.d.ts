import type { Rubric } from '../rubric/rubric.js';
import type { Template } from '../template/template.js';
import type { OutcomeNode } from './outcome-node.js';
import { END, type ConditionFunction, type HandoverKind, type ModelOverride, type ScenarioDefinition, type ScenarioNode, type StateCheck, type ToolFilter } from './scenario-definition.js';
import { type StateShorthand } from './state-check.js';
import type { ScenarioOutcomeSubject } from './turn-record.js';
/** A node as written in {@link defineScenario}. */
export interface NodeSpec {
    /** The question text. */
    question: string;
    template: Template | null;
    /** @default generateQuestionId(question) */
    questionId?: string;
    rawAnswer?: string;
    rubric?: Rubric | null;
    keywords?: readonly string[] | null;
    modelOverride?: ModelOverride;
    toolFilter?: ToolFilter;
    agentIdentity?: string;
    stateUpdate?: ScenarioNode['stateUpdate'];
    metadata?: Record<string, unknown>;
}
/** A routing condition: a StateCheck, shorthand (`{ verify_result: true }`), a list of them (all must hold), or a function. */
export type EdgeCondition = StateCheck | StateShorthand | readonly (StateCheck | StateShorthand)[] | ConditionFunction;
/** An edge as written in {@link defineScenario}; without `when` it is the node's fallback. */
export interface EdgeSpec<Id extends string = string> {
    from: Id;
    to: Id | typeof END;
    when?: EdgeCondition;
    handover?: HandoverKind;
}
/** An outcome criterion: a declarative check, a function of the finished run, or both forms with a description. */
export type OutcomeSpec = OutcomeNode | ((result: ScenarioOutcomeSubject) => boolean | number) | {
    check: OutcomeNode;
    description?: string;
} | {
    evaluate: (result: ScenarioOutcomeSubject) => boolean | number;
    description?: string;
};
/** The definition {@link defineScenario} takes. */
export interface ScenarioSpec<Nodes extends Record<string, NodeSpec>> {
    name: string;
    description?: string;
    entry: keyof Nodes & string;
    nodes: Nodes;
    edges: readonly EdgeSpec<keyof Nodes & string>[];
    /** Named outcome criteria, evaluated in this order after the run. @default {} */
    outcomes?: Record<string, OutcomeSpec>;
    metadata?: Record<string, unknown>;
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
export declare function defineScenario<const Nodes extends Record<string, NodeSpec>>(spec: ScenarioSpec<Nodes>): ScenarioDefinition;
