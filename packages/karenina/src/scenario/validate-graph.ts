import { ValidationError } from '../errors/validation-error.js'
import { END, isUnconditional, type ScenarioEdge } from './scenario-definition.js'

const edgeLabel = (edge: ScenarioEdge, index: number) => `edges[${index}] (${edge.source} → ${edge.target})`

/**
 * Checks the structure of a scenario graph (spec 05 §9, Karenina `validate_scenario_graph`): the entry is a
 * node; every edge's source is a node and its target a node or END; every node is reachable from the
 * entry; a node with conditional edges has an unconditional fallback; a node has at most one unconditional
 * edge. Throws a ValidationError naming the scenario, node and edge.
 */
export function validateScenarioGraph(name: string, nodeIds: readonly string[], edges: readonly ScenarioEdge[], entryNode: string): void {
  const subject = `scenario ${JSON.stringify(name)}`
  const known = new Set(nodeIds)
  const knownList = `known nodes: ${nodeIds.join(', ') || '(none)'}`
  if (!known.has(entryNode)) throw new ValidationError(['entry'], `entry node ${JSON.stringify(entryNode)} is not a node (${knownList})`, subject)
  edges.forEach((edge, i) => {
    if (!known.has(edge.source)) throw new ValidationError([], `${edgeLabel(edge, i)}: source ${JSON.stringify(edge.source)} is not a node (${knownList})`, subject)
    if (edge.target !== END && !known.has(edge.target)) {
      throw new ValidationError([], `${edgeLabel(edge, i)}: target ${JSON.stringify(edge.target)} is not a node or END (${knownList})`, subject)
    }
  })
  const reachable = new Set<string>()
  const queue = [entryNode]
  while (queue.length > 0) {
    const current = queue.shift()!
    if (reachable.has(current)) continue
    reachable.add(current)
    for (const edge of edges) if (edge.source === current && edge.target !== END && !reachable.has(edge.target)) queue.push(edge.target)
  }
  const orphans = nodeIds.filter((id) => !reachable.has(id))
  if (orphans.length > 0) {
    throw new ValidationError([], `node${orphans.length > 1 ? 's' : ''} ${orphans.map((o) => JSON.stringify(o)).join(', ')} cannot be reached from the entry node ${JSON.stringify(entryNode)}`, subject)
  }
  for (const id of nodeIds) {
    const outbound = edges.map((edge, index) => ({ edge, index })).filter(({ edge }) => edge.source === id)
    const fallbacks = outbound.filter(({ edge }) => isUnconditional(edge))
    if (fallbacks.length > 1) {
      const labels = fallbacks.map(({ edge, index }) => edgeLabel(edge, index)).join(' and ')
      throw new ValidationError([], `node ${JSON.stringify(id)} has ${fallbacks.length} unconditional edges (${labels}); at most one is allowed`, subject)
    }
    if (fallbacks.length === 0 && outbound.length > 0) {
      const labels = outbound.map(({ edge, index }) => edgeLabel(edge, index)).join(', ')
      throw new ValidationError([], `node ${JSON.stringify(id)} has conditional edges (${labels}) but no unconditional fallback; add an edge without a condition`, subject)
    }
  }
}
