import type { CompatMode } from '../../compat/compat-mode.js'
import { isPyFloat, unboxNumber } from '../../compat/py-float-value.js'
import { markFromCheckpoint } from '../../config/checkpoint-trust.js'
import { toModelConfig } from '../../config/model-id.js'
import { CheckpointError } from '../../errors/checkpoint-error.js'
import { KareninaError } from '../../errors/karenina-error.js'
import { primitiveFromJSON } from '../../primitives/registry.js'
import { outcomeCheckpointToJSON, outcomeNodeFromJSON, outcomeNodeToCheckpoint } from '../../scenario/outcome-node.js'
import { HANDOVER_KINDS, type HandoverKind, type OutcomeCriterion, type ScenarioDefinition, type ScenarioEdge, type ScenarioNode, type ScenarioQuestion, type StateCheck } from '../../scenario/scenario-definition.js'
import { validateScenarioGraph } from '../../scenario/validate-graph.js'
import type { Template } from '../../template/template.js'
import { templateFromCheckpoint } from './stored-template.js'

type Json = Record<string, unknown>
type Path = (string | number)[]

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v) && !isPyFloat(v)

/** Python floats read from the file (`0.0`) as plain numbers, for the model config schema. */
function unboxDeep(value: unknown): never {
  if (Array.isArray(value)) return value.map(unboxDeep) as never
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unboxDeep(v)])) as never
  return unboxNumber(value) as never
}

/** Karenina writes checkpoints with null fields omitted (`exclude_none`), nested ones included. */
function dropNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropNulls)
  if (!isObject(value)) return value
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined).map(([k, v]) => [k, dropNulls(v)]))
}

function stateCheckJSON(check: StateCheck): Json {
  return { type: 'state_check', field: check.field, expected: check.expected, verify_with: check.verifyWith.toJSON() }
}

function questionJSON(q: ScenarioQuestion): Json {
  // Karenina: `q[:40] + "... Answer Template"` when longer than 40 code points, else `q + " Answer Template"`.
  const points = [...q.text]
  const name = points.length > 40 ? `${points.slice(0, 40).join('')}... Answer Template` : `${q.text} Answer Template`
  return {
    '@type': 'Question',
    ...(q.id !== undefined ? { '@id': q.id } : {}),
    text: q.text,
    acceptedAnswer: { '@type': 'Answer', text: q.rawAnswer ?? '' },
    hasPart: { '@type': 'SoftwareSourceCode', name, text: q.templateSource ?? q.template?.source ?? '' },
  }
}

/**
 * A scenario as Karenina stores it in a checkpoint's `hasPart` (spec 05 §6.3, `scenario/checkpoint.py`):
 * StateCheck conditions and outcome checks as data (outcome nodes named by their Python class), Python
 * sources kept, TS functions (conditions, state updates, criteria) left out since they cannot be stored.
 */
export function scenarioToCheckpoint(def: ScenarioDefinition): Json {
  const nodes = Object.fromEntries(
    Object.entries(def.nodes).map(([id, node]) => [
      id,
      {
        '@type': 'karenina:ScenarioNode',
        nodeId: id,
        question: questionJSON(node.question),
        modelOverride: node.modelOverride
          ? {
              answering_model: node.modelOverride.answeringModel ? toModelConfig(node.modelOverride.answeringModel) : null,
              parsing_model: node.modelOverride.parsingModel ? toModelConfig(node.modelOverride.parsingModel) : null,
            }
          : null,
        toolFilter: node.toolFilter ? { remove: node.toolFilter.remove.map((r) => ({ server: r.server, tool: r.tool ?? null })) } : null,
        stateUpdateSource: node.stateUpdateSource,
        agentIdentity: node.agentIdentity,
        metadata: { ...node.metadata },
      },
    ]),
  )
  return dropNulls({
    '@type': 'karenina:Scenario',
    name: def.name,
    description: def.description,
    entryNode: def.entryNode,
    nodes,
    edges: def.edges.map((e) => ({
      source: e.source,
      target: e.target,
      condition: e.condition === null ? null : Array.isArray(e.condition) ? e.condition.map(stateCheckJSON) : stateCheckJSON(e.condition as StateCheck),
      conditionSource: e.conditionSource,
      handover: e.handover,
    })),
    outcomeCriteria: def.outcomeCriteria.map((c) => ({
      name: c.name,
      description: c.description,
      check: c.check ? outcomeNodeToCheckpoint(c.check) : null,
      evaluateSource: c.evaluateSource,
    })),
    metadata: { ...def.metadata },
  }) as Json
}

/** Options of {@link scenarioFromCheckpoint}. */
export interface ScenarioPartOptions {
  /** Named in errors. */
  file: string
  /** Path of the part in the file. @default ['hasPart', 0] */
  path?: Path
  /** TS templates for nodes whose stored template is Python code, keyed `<scenario>/<node>`. */
  templates?: Readonly<Record<string, Template>>
  compat?: CompatMode
}

/**
 * Reads a checkpoint's scenario (`hasPart[i]`) into a validated ScenarioDefinition. Node templates are read as a
 * question's are (`templateFromCheckpoint`, a TS template given for the node winning); a node without one keeps
 * a `templateProblem` naming the scenario and node (its turns fail ValidateTemplate). Python-source conditions
 * and criteria are kept by name (`conditionSource`, `evaluateSource`). Problems throw a CheckpointError naming
 * the file and the key path.
 */
export function scenarioFromCheckpoint(raw: unknown, options: ScenarioPartOptions): ScenarioDefinition {
  const base = options.path ?? ['hasPart', 0]
  const fail = (path: Path, problem: string, cause?: unknown): never => {
    throw new CheckpointError(options.file, [...base, ...path], problem, cause === undefined ? undefined : { cause })
  }
  const attempt = <T>(path: Path, make: () => T): T => {
    try {
      return make()
    } catch (error) {
      if (KareninaError.isInstance(error)) return fail(path, error.message, error)
      throw error
    }
  }
  if (!isObject(raw)) return fail([], 'expected a karenina:Scenario object')
  const str = (v: unknown, path: Path): string => (typeof v === 'string' ? v : fail(path, `expected a string, received ${JSON.stringify(v) ?? 'nothing'}`))
  const name = str(raw.name, ['name'])
  if (!isObject(raw.nodes)) return fail(['nodes'], 'expected an object of nodes')
  const nodes: Record<string, ScenarioNode> = {}
  for (const [id, n] of Object.entries(raw.nodes)) {
    const at: Path = ['nodes', id]
    if (!isObject(n) || !isObject(n.question)) return fail([...at, 'question'], 'expected a Question object')
    const q = n.question
    const text = str(q.text, [...at, 'question', 'text'])
    const source = isObject(q.hasPart) && typeof q.hasPart.text === 'string' ? q.hasPart.text : ''
    const key = `${name}/${id}`
    const registered = options.templates?.[key]
    const register = `give a TypeScript template for "${key}"`
    const stored = source === '' && registered === undefined ? null : templateFromCheckpoint(source, text, { registered, subject: `scenario node ${key}`, register, compat: options.compat })
    const override = isObject(n.modelOverride) ? n.modelOverride : null
    nodes[id] = {
      nodeId: id,
      question: {
        text,
        ...(typeof q['@id'] === 'string' ? { id: q['@id'] } : {}),
        rawAnswer: isObject(q.acceptedAnswer) && typeof q.acceptedAnswer.text === 'string' ? q.acceptedAnswer.text : '',
        // A turn needs a template: no text, or Karenina's placeholder (kept, so it is saved back), fails ValidateTemplate.
        ...(stored?.template || stored?.templateProblem ? stored : { template: null, templateSource: source || null, templateProblem: `scenario node ${key} has no answer template` }),
      },
      modelOverride: override
        ? attempt([...at, 'modelOverride'], () => {
            // Read from the file: a run checks these against the trust boundary before it starts (config/checkpoint-trust.ts).
            const fromFile = (role: 'answering_model' | 'parsing_model') => {
              const config = toModelConfig(unboxDeep(override[role]))
              markFromCheckpoint(config, options.file, `scenario ${JSON.stringify(name)} node ${JSON.stringify(id)} modelOverride.${role}`)
              return config
            }
            return {
              ...(isObject(override.answering_model) ? { answeringModel: fromFile('answering_model') } : {}),
              ...(isObject(override.parsing_model) ? { parsingModel: fromFile('parsing_model') } : {}),
            }
          })
        : null,
      toolFilter: toolFilter(n.toolFilter, [...at, 'toolFilter'], fail),
      metadata: isObject(n.metadata) ? n.metadata : {},
      agentIdentity: typeof n.agentIdentity === 'string' ? n.agentIdentity : null,
      stateUpdate: null,
      stateUpdateSource: typeof n.stateUpdateSource === 'string' ? n.stateUpdateSource : null,
    }
  }
  const edges: ScenarioEdge[] = (Array.isArray(raw.edges) ? raw.edges : []).map((e: unknown, i: number) => {
    const at: Path = ['edges', i]
    if (!isObject(e)) return fail(at, 'expected an edge object')
    const check = (c: unknown, path: Path): StateCheck => {
      if (!isObject(c)) return fail(path, 'expected a StateCheck object')
      return { type: 'state_check', field: str(c.field, [...path, 'field']), expected: c.expected ?? null, verifyWith: attempt([...path, 'verify_with'], () => primitiveFromJSON(c.verify_with)) }
    }
    const c = e.condition
    const handover = e.handover ?? null
    if (handover !== null && !(HANDOVER_KINDS as readonly unknown[]).includes(handover)) fail([...at, 'handover'], `unknown handover ${JSON.stringify(handover)} (expected one of ${HANDOVER_KINDS.join(', ')})`)
    return {
      source: str(e.source, [...at, 'source']),
      target: str(e.target, [...at, 'target']),
      condition: c == null ? null : Array.isArray(c) ? c.map((x, j) => check(x, [...at, 'condition', j])) : check(c, [...at, 'condition']),
      conditionFunction: null,
      conditionSource: typeof e.conditionSource === 'string' ? e.conditionSource : null,
      handover: handover as HandoverKind | null,
    }
  })
  const outcomeCriteria: OutcomeCriterion[] = (Array.isArray(raw.outcomeCriteria) ? raw.outcomeCriteria : []).map((o: unknown, i: number) => {
    const at: Path = ['outcomeCriteria', i]
    if (!isObject(o)) return fail(at, 'expected an outcome criterion object')
    return {
      name: str(o.name, [...at, 'name']),
      description: typeof o.description === 'string' ? o.description : '',
      check: o.check == null ? null : attempt([...at, 'check'], () => outcomeNodeFromJSON(outcomeCheckpointToJSON(o.check))),
      evaluate: null,
      evaluateSource: typeof o.evaluateSource === 'string' ? o.evaluateSource : null,
    }
  })
  const entryNode = str(raw.entryNode, ['entryNode'])
  attempt([], () => validateScenarioGraph(name, Object.keys(nodes), edges, entryNode))
  return {
    name,
    description: typeof raw.description === 'string' ? raw.description : '',
    nodes,
    edges,
    entryNode,
    outcomeCriteria,
    metadata: isObject(raw.metadata) ? raw.metadata : {},
  }
}

function toolFilter(raw: unknown, path: Path, fail: (path: Path, problem: string) => never): ScenarioNode['toolFilter'] {
  if (raw == null) return null
  if (!isObject(raw) || !Array.isArray(raw.remove)) return fail(path, 'expected {"remove": [{"server": …, "tool"?: …}]}')
  return {
    remove: raw.remove.map((r: unknown, i: number) => {
      if (!isObject(r) || typeof r.server !== 'string') return fail([...path, 'remove', i], 'expected {"server": <name>, "tool"?: <name>}')
      return { server: r.server, tool: typeof r.tool === 'string' ? r.tool : null }
    }),
  }
}
