// The trust boundary in the user's own code: runVerification, runScenarios and the describeBenchmark /
// describeScenario planners refuse a checkpoint's privileged model settings unless given trustCheckpoint,
// before any process starts or request is sent; the same configs written in the user's code are theirs.
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { runVerification } from '../batch/run-verification.js'
import { Benchmark } from '../benchmark/benchmark.js'
import { loadCheckpoint } from '../benchmark/checkpoint/load-checkpoint.js'
import { saveCheckpoint } from '../benchmark/checkpoint/save-checkpoint.js'
import { Target } from '../../test/fixtures/batch/batch-fixtures.js'
import { planBenchmarkTests } from '../runner/runtime/plan-benchmark-tests.js'
import { planScenarioTests } from '../runner/runtime/plan-scenario-tests.js'
import { defineScenario } from '../scenario/define-scenario.js'
import { END } from '../scenario/scenario-definition.js'
import { runScenarios } from '../scenario/run/run-scenarios.js'
import { runScenario } from '../scenario/run/run-scenario.js'
import { runTask } from '../pipeline/run-task.js'
import { runOnResponse } from '../runner/runtime/verify-response.js'
import { benchmarkCheckpointSettings } from '../benchmark/checkpoint/checkpoint-settings.js'
import { privilegedSettings, UntrustedCheckpointError } from './checkpoint-trust.js'
import { parseModelConfig } from './model-config.js'

let dir: string
let server: LlmServer
let marker: string
let scenarioFile: string
let traitFile: string

const QUESTION = 'What is the target of venetoclax?'

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'karenina-trust-'))
  server = await startLlmServer()
  marker = join(dir, 'marker')
  const stdio = { h: { command: 'sh', args: ['-c', `touch ${marker}`] } }
  // A scenario whose node override starts a command, written as a downloaded file would be.
  const scenarios = Benchmark.create({ name: 's' })
  scenarios.addScenario(
    defineScenario({
      name: 'tutoring',
      entry: 'ask',
      nodes: { ask: { question: QUESTION, questionId: 'q1', template: Target, modelOverride: { answeringModel: { interface: 'langchain', model_provider: 'openai', model_name: 'gpt-answerer', mcp_urls_dict: stdio } } } },
      edges: [{ from: 'ask', to: END }],
    }),
  )
  scenarioFile = join(dir, 'scenario.jsonld')
  await saveCheckpoint(scenarios, scenarioFile)
  // A question checkpoint whose global agentic trait runs Claude Code with Bash.
  const questions = Benchmark.create({ name: 'q' })
  questions.addQuestion({ id: 'q1', question: QUESTION, rawAnswer: 'BCL2', template: Target })
  traitFile = join(dir, 'traits.jsonld')
  await saveCheckpoint(questions, traitFile)
  const doc = JSON.parse(await readFile(traitFile, 'utf8')) as Record<string, unknown>
  const property = (name: string, value: unknown) => ({ '@type': 'PropertyValue', name, value })
  doc.rating = [
    {
      '@type': 'Rating',
      name: 'audit',
      description: 'on topic?',
      bestRating: 1,
      worstRating: 0,
      additionalType: 'karenina:GlobalAgenticRubricTrait',
      additionalProperty: [property('kind', 'boolean'), property('model_override', { interface: 'claude_agent_sdk', model_name: 'claude-x', extra_kwargs: { tools: ['Bash'] } })],
    },
  ]
  await writeFile(traitFile, JSON.stringify(doc))
})
afterAll(async () => {
  await server.close()
  await rm(dir, { recursive: true, force: true })
})
beforeEach(() => {
  server.reset()
  server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
  server.on({}, 'The target is BCL2.')
})

const config = () => ({
  answering_models: [{ interface: 'openai_endpoint' as const, model_name: 'gpt-answerer', endpoint_base_url: server.openaiBaseURL, endpoint_api_key: 'sk-test' }],
  parsing_models: [{ interface: 'openai_endpoint' as const, model_name: 'gpt-judge', endpoint_base_url: server.openaiBaseURL, endpoint_api_key: 'sk-test' }],
})
const runner = () => ({ judgeModel: `openai_endpoint:gpt-judge@${server.openaiBaseURL}`, answeringModels: [`openai_endpoint:gpt-answerer@${server.openaiBaseURL}`], env: { OPENAI_API_KEY: 'sk-test' } })

describe('privilegedSettings', () => {
  it('a declared model and its generation settings need nothing; endpoints, keys, MCP, runtimes and extras do', () => {
    const plain = parseModelConfig({ id: 'j', interface: 'langchain', model_provider: 'openai', model_name: 'gpt-x', temperature: 0, max_tokens: 10, system_prompt: 'be brief', extra_kwargs: {} })
    expect(privilegedSettings(plain)).toEqual([])
    const hostile = parseModelConfig({
      interface: 'claude_agent_sdk', model_name: 'c', anthropic_base_url: 'http://127.0.0.1:9/', anthropic_api_key: 'k', extra_kwargs: { tools: ['Bash'] },
      mcp_urls_dict: { u: 'http://127.0.0.1:9/mcp' }, mcp_tool_filter: ['x'], agent_middleware: {},
    })
    expect(privilegedSettings(hostile).map((s) => s.field)).toEqual(['interface', 'mcp_urls_dict', 'mcp_tool_filter', 'anthropic_base_url', 'anthropic_api_key', 'extra_kwargs', 'agent_middleware'])
    const recorded = parseModelConfig({ interface: 'manual', manual_traces: { q1: 'BCL2' } })
    expect(privilegedSettings(recorded)).toEqual([{ field: 'manual_traces', detail: 'supplies pre-recorded answers' }])
    const endpoint = parseModelConfig({ interface: 'openai_endpoint', model_name: 'm', endpoint_base_url: 'http://127.0.0.1:9/v1', endpoint_api_key: 'k', mcp_http_timeout: 5 })
    expect(privilegedSettings(endpoint).map((s) => s.field)).toEqual(['mcp_http_timeout', 'endpoint_base_url', 'endpoint_api_key'])
  })
})

describe('runVerification / runScenarios', () => {
  it('refuse a scenario checkpoint starting a command, before anything runs; trustCheckpoint allows it', async () => {
    const benchmark = await loadCheckpoint(scenarioFile)
    expect(benchmarkCheckpointSettings(benchmark).map((s) => [s.file, s.location, s.field])).toEqual([[scenarioFile, 'scenario "tutoring" node "ask" modelOverride.answering_model', 'mcp_urls_dict']])
    const refused = runVerification(benchmark, config())
    await expect(refused).rejects.toBeInstanceOf(UntrustedCheckpointError)
    await expect(refused).rejects.toThrow(/trustCheckpoint: true/)
    await expect(runScenarios(benchmark.getScenarios(), config())).rejects.toBeInstanceOf(UntrustedCheckpointError)
    expect(existsSync(marker)).toBe(false)
    expect(server.requests).toEqual([])

    await runScenarios(benchmark.getScenarios(), config(), { trustCheckpoint: true, env: { OPENAI_API_KEY: 'sk-test' } }).catch(() => undefined)
    expect(existsSync(marker)).toBe(true)
    await rm(marker, { force: true })
  }, 60_000)

  it('the same override written in the user code is theirs: no opt-in needed', async () => {
    const benchmark = Benchmark.create({ name: 'mine' })
    const mine = join(dir, 'mine-marker')
    benchmark.addScenario(
      defineScenario({
        name: 'tutoring',
        entry: 'ask',
        nodes: { ask: { question: QUESTION, questionId: 'q1', template: Target, modelOverride: { answeringModel: { interface: 'langchain', model_provider: 'openai', model_name: 'gpt-answerer', mcp_urls_dict: { h: { command: 'sh', args: ['-c', `touch ${mine}`] } } } } } },
        edges: [{ from: 'ask', to: END }],
      }),
    )
    await runVerification(benchmark, config(), { env: { OPENAI_API_KEY: 'sk-test' } }).catch(() => undefined)
    expect(existsSync(mine)).toBe(true)
  }, 60_000)

  it("refuse a checkpoint's agentic trait running Claude Code with Bash", async () => {
    const benchmark = await loadCheckpoint(traitFile)
    const run = runVerification(benchmark, { ...config(), evaluation_mode: 'template_and_rubric' })
    await expect(run).rejects.toThrow(`${traitFile}: refused`)
    await expect(run).rejects.toThrow('global rubric, agentic trait "audit" model_override: extra_kwargs: passes "tools"')
    expect(server.requests).toEqual([])
  })
})

describe('runTask / runScenario / matchers (lower-level entry points)', () => {
  it("refuse a checkpoint's rubric or scenario before any call, unless trustCheckpoint is given", async () => {
    const questions = await loadCheckpoint(traitFile)
    const task = {
      questionId: 'q1',
      questionText: QUESTION,
      template: Target,
      answeringModel: config().answering_models[0]!,
      parsingModel: config().parsing_models[0]!,
      rubric: questions.getGlobalRubric(),
      options: { evaluationMode: 'template_and_rubric' as const },
    }
    await expect(runTask(task)).rejects.toBeInstanceOf(UntrustedCheckpointError)
    await expect(runOnResponse('The target is BCL2.', Target, { judge: `openai_endpoint:gpt-judge@${server.openaiBaseURL}`, rubric: questions.getGlobalRubric() })).rejects.toBeInstanceOf(
      UntrustedCheckpointError,
    )
    const [scenario] = (await loadCheckpoint(scenarioFile)).getScenarios()
    const ctx = { config: {} as never, answeringModel: {} as never, parsingModel: {} as never, taskOptions: {} as never, replicate: null, runName: 'r', globalRubric: null, ports: () => Promise.reject(new Error('no port')) }
    await expect(runScenario(scenario!, ctx)).rejects.toBeInstanceOf(UntrustedCheckpointError)
    expect(server.requests).toEqual([])
    expect(existsSync(marker)).toBe(false)
  })
})

describe('describeBenchmark / describeScenario planners', () => {
  it('refuse when the tests are planned, unless trustCheckpoint is given', async () => {
    const questions = await loadCheckpoint(traitFile)
    expect(() => planBenchmarkTests(questions, runner())).toThrow(UntrustedCheckpointError)
    expect(planBenchmarkTests(questions, { ...runner(), trustCheckpoint: true })).toHaveLength(1)
    const scenarios = (await loadCheckpoint(scenarioFile)).getScenarios()
    expect(() => planScenarioTests(scenarios, runner())).toThrow(/modelOverride\.answering_model: mcp_urls_dict: MCP server "h" starts the command/)
    expect(planScenarioTests(scenarios, { ...runner(), trustCheckpoint: true })).toHaveLength(1)
    expect(existsSync(marker)).toBe(false)
  })
})
