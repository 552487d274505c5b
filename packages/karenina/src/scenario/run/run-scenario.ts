import { isPythonCompat } from '../../compat/compat-mode.js'
import { assertCheckpointTrusted } from '../../config/checkpoint-trust.js'
import { scenarioModelConfigs } from '../../benchmark/checkpoint/checkpoint-settings.js'
import { toModelConfig } from '../../config/model-id.js'
import type { ModelConfig } from '../../config/model-config.js'
import { stampModelDefaults, type VerificationConfig } from '../../config/verification-config.js'
import { generateQuestionId } from '../../benchmark/question-id.js'
import type { AgentTool, ChatMessage, ModelPorts } from '../../llm/ports.js'
import type { TaskStageLists } from '../../pipeline/from-config.js'
import { ArtifactKeys } from '../../pipeline/artifact-keys.js'
import { runTask } from '../../pipeline/run-task.js'
import type { ModelCallInfo, TaskOptions } from '../../pipeline/task-settings.js'
import { answeringModel as answeringDisplay, parsingModel as parsingDisplay } from '../../results/result-metadata.js'
import { getAllTraitScores } from '../../results/result-rubric.js'
import type { VerificationResult } from '../../results/verification-result.js'
import { mergeDynamicRubrics } from '../../rubric/merge.js'
import { hasAgenticTraits, hasNonAgenticTraits, type Rubric } from '../../rubric/rubric.js'
import { evaluateOutcome } from '../evaluate-outcome.js'
import { applyHandover, type TaggedMessage } from '../handover.js'
import { END, isUnconditional, type OutcomeCriterion, type ScenarioDefinition, type ScenarioEdge, type ScenarioNode } from '../scenario-definition.js'
import { initialState, type ScenarioState } from '../scenario-state.js'
import { edgeMatches, resolveNextEdge } from '../state-check.js'
import type { TurnRecord } from '../turn-record.js'
import { ScenarioExecutionResult, type ScenarioStatus, type ScenarioTerminalFailure } from '../../results/scenario-execution-result.js'

/** A finished turn, as reported to `onTurn`. */
export interface ScenarioTurnEvent {
  scenarioId: string
  replicate: number | null
  turn: number
  nodeId: string
  verifyResult: boolean | null
  /** The node the scenario goes to next; `null` when it stops after this turn. */
  nextNode: string | null
  result: VerificationResult
}

/** Everything one scenario run needs besides the definition. */
export interface ScenarioRunContext {
  config: VerificationConfig
  /** Stamped with the config's timeout and retry policy. */
  answeringModel: ModelConfig
  parsingModel: ModelConfig
  taskOptions: TaskOptions
  replicate: number | null
  runName: string
  /** Used by nodes whose question has no rubric of its own. @default null */
  globalRubric: Rubric | null
  /** The benchmark's dynamic rubric, merged with each node's own (`mergeDynamicRubrics`). @default null */
  globalDynamicRubric?: Rubric | null
  /** The ports of a model (shared across the run). */
  ports(model: ModelConfig, role: 'answering' | 'parsing'): Promise<ModelPorts>
  /** Tools of the answering agent by server name; a node's `toolFilter` removes some. @default {} */
  agentTools?: Readonly<Record<string, readonly AgentTool[]>>
  /** Root of `transcript_materialize` files. @default a temporary directory */
  workspaceRoot?: string | null
  signal?: AbortSignal
  now?: () => Date
  env?: Record<string, string | undefined>
  onTurn?: (event: ScenarioTurnEvent) => void
  /** Called as each model call of a turn starts; the returned function as it ends (as runTask's `onModelCall`). */
  onModelCall?: (call: ModelCallInfo, turn: ScenarioCallTurn) => () => void
  /**
   * As runTask's `trustCheckpoint`, for node `modelOverride`s and agentic traits' `model_override`: without it the
   * scenario is refused before its first turn (by runScenarios, before any work starts). @default false
   */
  trustCheckpoint?: boolean
  /** The stage list of a turn by its options and rubric (a `stages` option applied). @default the turn's default stages */
  stages?: TaskStageLists
}

/** The rubrics a run gives every node: the static one for nodes without their own, the dynamic one merged with theirs. */
export type RunRubrics = Pick<ScenarioRunContext, 'globalRubric' | 'globalDynamicRubric'>

/**
 * A node's turn settings: its rubric, else the run's; the run's dynamic rubric merged with the node's by
 * `mergeDynamicRubrics`, as runVerification merges a benchmark's and a question's. Scenarios pick the mode
 * from rubric presence and run no template deep judgment (Karenina).
 */
export function nodeTurnSettings(node: ScenarioNode, taskOptions: TaskOptions, rubrics: RunRubrics): { options: TaskOptions; rubric: Rubric | null; dynamicRubric: Rubric | null } {
  const rubric = hasTraits(node.question.rubric) ? node.question.rubric : rubrics.globalRubric
  const dynamicRubric = mergeDynamicRubrics(rubrics.globalDynamicRubric, node.question.dynamicRubric, { questionId: questionIdOf(node) })
  const withRubric = hasTraits(rubric) || hasTraits(dynamicRubric)
  return {
    options: { ...taskOptions, evaluationMode: withRubric ? 'template_and_rubric' : 'template_only', deepJudgmentMode: 'disabled' },
    rubric: hasTraits(rubric) ? rubric : null,
    dynamicRubric: hasTraits(dynamicRubric) ? dynamicRubric : null,
  }
}

const questionIdOf = (node: ScenarioNode) => node.question.id ?? generateQuestionId(node.question.text)

/** Refuses, before anything runs, model configs a checkpoint brought (nodes' overrides, the rubrics' agentic traits) unless trusted. */
export function assertScenariosTrusted(scenarios: readonly ScenarioDefinition[], ctx: RunRubrics & Pick<ScenarioRunContext, 'trustCheckpoint'>): void {
  const dynamic = scenarioModelConfigs([], ctx.globalDynamicRubric)
  assertCheckpointTrusted([...scenarioModelConfigs(scenarios, ctx.globalRubric), ...dynamic], ctx.trustCheckpoint)
}

/** The turn a model call belongs to. */
export interface ScenarioCallTurn {
  nodeId: string
  turn: number
  questionId: string
  answeringModel: ModelConfig
  parsingModel: ModelConfig
}

const hasTraits = (rubric: Rubric | null | undefined): rubric is Rubric => hasNonAgenticTraits(rubric) || hasAgenticTraits(rubric)

function nodeModels(node: ScenarioNode, ctx: ScenarioRunContext): [ModelConfig, ModelConfig] {
  const override = node.modelOverride
  const stamp = (m: ModelConfig) => stampModelDefaults(m, ctx.config)
  return [
    override?.answeringModel ? stamp(toModelConfig(override.answeringModel)) : ctx.answeringModel,
    override?.parsingModel ? stamp(toModelConfig(override.parsingModel)) : ctx.parsingModel,
  ]
}

function nodeTools(node: ScenarioNode, tools: Readonly<Record<string, readonly AgentTool[]>>): AgentTool[] {
  const removed = node.toolFilter?.remove ?? []
  return Object.entries(tools).flatMap(([server, list]) =>
    list.filter((tool) => !removed.some((r) => r.server === server && (r.tool == null || r.tool === tool.name))),
  )
}

/**
 * Runs one scenario turn by turn (spec 05 §9, Karenina `ScenarioManager.run`): each turn runs the full
 * pipeline on the node's question with the conversation so far; the state is updated; a failure other
 * than a wrong answer (`content`) stops the run with `error`; `scenario_turn_limit` stops it with
 * `limit_reached`; otherwise the next edge is resolved and its handover applied. Outcome criteria are
 * evaluated on the finished run (a criterion that throws counts as false).
 */
export async function runScenario(scenario: ScenarioDefinition, ctx: ScenarioRunContext): Promise<ScenarioExecutionResult> {
  // Before the first turn: configs a checkpoint file brought need the user's opt-in (config/checkpoint-trust.ts).
  assertScenariosTrusted([scenario], ctx)
  const state = initialState(scenario.entryNode)
  const tagged: TaggedMessage[] = []
  const turnResults: VerificationResult[] = []
  const path: string[] = []
  let pendingEdge: ScenarioEdge | null = null
  let previousAgent: string | null = null
  let previousSystemPrompt: string | null = null
  let status: ScenarioStatus = 'completed'
  let terminalFailure: ScenarioTerminalFailure | null = null
  const entry = scenario.nodes[scenario.entryNode]!
  const baseIdentity = entry.agentIdentity ?? ctx.answeringModel.id ?? ctx.answeringModel.model_name ?? 'unknown'

  for (;;) {
    ctx.signal?.throwIfAborted()
    const node = scenario.nodes[state.current_node]!
    path.push(node.nodeId)
    const agentId = node.agentIdentity ?? baseIdentity
    const [answering, parsing] = nodeModels(node, ctx)

    let questionText = node.question.text
    let history: ChatMessage[] = tagged.map((t) => t.message)
    if (pendingEdge?.handover) {
      questionText = await applyHandover(pendingEdge.handover, tagged, questionText, { workspaceRoot: ctx.workspaceRoot ?? null, nodeId: node.nodeId, turn: state.turn })
      history = []
    }
    // The system prompt enters the transcript when the agent or its prompt changes (Karenina).
    const systemPrompt = answering.system_prompt ?? null
    if ((previousAgent !== agentId || systemPrompt !== previousSystemPrompt) && systemPrompt) tagged.push({ message: { role: 'system', content: systemPrompt }, agentId })
    tagged.push({ message: { role: 'user', content: questionText }, agentId: '__user__' })

    const turnSettings = nodeTurnSettings(node, ctx.taskOptions, ctx)
    let traceMessages: ChatMessage[] | null = null
    const questionId = questionIdOf(node)
    const callTurn: ScenarioCallTurn = { nodeId: node.nodeId, turn: state.turn, questionId, answeringModel: answering, parsingModel: parsing }
    const onModelCall = ctx.onModelCall
    const result = await runTask(
      {
        questionId,
        questionText,
        template: node.question.template,
        templateProblem: node.question.templateProblem ?? null,
        answeringModel: answering,
        parsingModel: parsing,
        options: turnSettings.options,
        rubric: turnSettings.rubric,
        dynamicRubric: turnSettings.dynamicRubric,
        // As runVerification: Karenina's runner does not pass `rubric_trait_names` on (docs/divergences.md).
        rubricTraitNames: isPythonCompat(ctx.config.compat) ? null : ctx.config.rubric_trait_names,
        keywords: node.question.keywords ?? null,
        rawAnswer: node.question.rawAnswer ?? null,
        replicate: ctx.replicate,
        runName: ctx.runName,
        scenario: { id: scenario.name, node: node.nodeId, turn: state.turn, path: [...path], nodeVisitIndex: state.node_visits[node.nodeId] ?? 0 },
        conversationHistory: history,
        scenarioNodeResults: state.node_results,
        agentTools: nodeTools(node, ctx.agentTools ?? {}),
        ports: { answering: await ctx.ports(answering, 'answering'), parsing: await ctx.ports(parsing, 'parsing') },
        ...(ctx.env ? { env: ctx.env } : {}),
      },
      {
        ...(ctx.signal ? { signal: ctx.signal } : {}),
        ...(ctx.now ? { now: ctx.now } : {}),
        ...(onModelCall ? { onModelCall: (call: ModelCallInfo) => onModelCall(call, callTurn) } : {}),
        onContext: (task) => (traceMessages = task.getArtifact<ChatMessage[]>(ArtifactKeys.TRACE_MESSAGES)),
        // Checked once for the whole scenario, at its start.
        trustCheckpoint: true,
        ...(ctx.stages ? { stages: ctx.stages(turnSettings.options, turnSettings.rubric, turnSettings.dynamicRubric) } : {}),
      },
    )
    ctx.signal?.throwIfAborted()
    turnResults.push(result)
    const record = turnRecord(node, result, traceMessages)
    for (const message of record.traceMessages ?? []) tagged.push({ message, agentId })

    state.node_results[node.nodeId] = {
      verify_result: record.verifyResult,
      parsed: record.parsedFields,
      rubric: result.rubric?.rubric_evaluation_performed ? getAllTraitScores(result.rubric) : {},
    }
    if (node.stateUpdate) {
      const snapshot = state.accumulated
      try {
        state.accumulated = node.stateUpdate({ ...state.accumulated }, { ...record.parsedFields })
      } catch {
        state.accumulated = snapshot
      }
    }
    state.turn += 1
    state.node_visits[node.nodeId] = (state.node_visits[node.nodeId] ?? 0) + 1
    state.history.push(record)
    state.verify_result = record.verifyResult
    state.parsed = record.parsedFields

    const failure = result.metadata.failure
    let next: ScenarioEdge | null = null
    if (failure && failure.category !== 'content') {
      status = 'error'
      terminalFailure = { node_id: node.nodeId, category: failure.category, stage: failure.stage, reason: failure.reason }
    } else if (state.turn >= ctx.config.scenario_turn_limit) {
      status = 'limit_reached'
    } else {
      const outbound = scenario.edges.filter((e) => e.source === node.nodeId)
      const blocked = pythonConditionBefore(outbound, state)
      if (blocked === null) next = resolveNextEdge(outbound, state)
      else {
        // A Python condition would decide the route here: it cannot run, so the run stops (docs/divergences.md).
        status = 'error'
        terminalFailure = {
          node_id: node.nodeId,
          category: 'unexpected_error',
          stage: 'edge_resolution',
          reason: `edge ${blocked.source} → ${blocked.target} has a Python condition (conditionSource) that cannot run in TypeScript`,
        }
      }
    }
    const nextNode = next === null || next.target === END ? null : next.target
    ctx.onTurn?.({ scenarioId: scenario.name, replicate: ctx.replicate, turn: state.turn - 1, nodeId: node.nodeId, verifyResult: record.verifyResult, nextNode, result })
    if (nextNode === null) break
    pendingEdge = next
    state.current_node = nextNode
    previousAgent = agentId
    previousSystemPrompt = systemPrompt
  }

  const execution = new ScenarioExecutionResult({
    scenarioId: scenario.name,
    status,
    path,
    history: state.history,
    turnResults,
    finalState: state,
    terminalFailure,
    replicate: ctx.replicate,
    answeringModel: turnResults[0] ? answeringDisplay(turnResults[0].metadata) : null,
    parsingModel: turnResults[0] ? parsingDisplay(turnResults[0].metadata) : null,
  })
  execution.outcomeResults = Object.fromEntries(scenario.outcomeCriteria.map((c) => [c.name, evaluateCriterion(c, execution)]))
  return execution
}

/** A Python-source condition consulted before any TS condition matches (routing then needs Python). */
function pythonConditionBefore(edges: readonly ScenarioEdge[], state: ScenarioState): ScenarioEdge | null {
  for (const edge of edges) {
    if (edge.conditionSource !== null && edge.conditionFunction === null && edge.condition === null) return edge
    if (!isUnconditional(edge) && edgeMatches(edge, state)) return null
  }
  return null
}

function turnRecord(node: ScenarioNode, result: VerificationResult, trace: ChatMessage[] | null): TurnRecord {
  const template = result.template
  const parsed = template?.parsed_llm_response
  const raw = template?.raw_llm_response ?? ''
  return {
    nodeId: node.nodeId,
    questionText: node.question.text,
    questionMessages: [{ role: 'user', content: node.question.text }],
    // What the next turn sees: the answering trace (the assistant's reply; an agent's tool calls too).
    traceMessages: trace ?? [],
    rawResponse: raw,
    parsedAnswer: parsed ?? null,
    parsedFields: parsed && typeof parsed === 'object' ? { ...(parsed as Record<string, unknown>) } : {},
    verifyResult: template?.verify_result === true ? true : template?.verify_result === false ? false : null,
    verificationResultId: result.metadata.result_id,
  }
}

/** A criterion's value on the finished run. */
function evaluateCriterion(criterion: OutcomeCriterion, execution: ScenarioExecutionResult): boolean | number {
  try {
    if (criterion.check !== null) return evaluateOutcome(criterion.check, execution)
    if (criterion.evaluate !== null) return criterion.evaluate(execution)
    // A Python-source criterion cannot run here: it counts as false, like one that throws.
    return false
  } catch {
    return false
  }
}
