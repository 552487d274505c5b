import { type ScenarioEdge } from './scenario-definition.js';
/**
 * Checks the structure of a scenario graph (spec 05 §9, Karenina `validate_scenario_graph`): the entry is a
 * node; every edge's source is a node and its target a node or END; every node is reachable from the
 * entry; a node with conditional edges has an unconditional fallback; a node has at most one unconditional
 * edge. Throws a ValidationError naming the scenario, node and edge.
 */
export declare function validateScenarioGraph(name: string, nodeIds: readonly string[], edges: readonly ScenarioEdge[], entryNode: string): void;
