import { mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Benchmark } from '../benchmark/benchmark.js'
import { buildVerifyConfig } from '../cli/verify-config.js'
import { ConfigError } from '../errors/config-error.js'
import { VerificationResultSchema } from '../results/verification-result.js'
import { defineRubric } from '../rubric/rubric.js'
import { agenticTrait } from '../rubric/traits/agentic-trait.js'
import { batchConfig, qid, questionText, Target } from '../../test/fixtures/batch/batch-fixtures.js'
import { runVerification } from './run-verification.js'

let server: LlmServer
let root: string
beforeEach(async () => {
  server = await startLlmServer()
  root = mkdtempSync(path.join(tmpdir(), 'karenina-batch-ws-'))
})
afterEach(async () => {
  await server.close()
  rmSync(root, { recursive: true, force: true })
})

/** `n` questions, each with its own workspace holding the answer file the agent "left": BCL2 for even ones. */
function workspaceBenchmark(n: number): Benchmark {
  const benchmark = Benchmark.create({ name: 'agentic', workspaceRoot: root })
  for (let i = 0; i < n; i++) {
    mkdirSync(path.join(root, qid(i)))
    writeFileSync(path.join(root, qid(i), 'answer.txt'), i % 2 === 0 ? 'BCL2' : 'MCL1')
    benchmark.addQuestion({ id: qid(i), question: questionText(i), rawAnswer: 'BCL2', template: Target, workspacePath: qid(i) })
  }
  return benchmark
}

function scriptAgenticJudge(): void {
  server.on({ model: 'gpt-answerer' }, 'I wrote the answer to answer.txt.')
  server.on({ model: 'gpt-judge', match: (r) => r.tools.length > 0 && !r.messages.some((m) => m.role === 'tool') }, reply.toolCall('read_file', { path: 'answer.txt' }))
  server.on({ model: 'gpt-judge', match: (r) => r.tools.length > 0 }, (r) => JSON.stringify({ target: r.messages.filter((m) => m.role === 'tool').at(-1)!.text }))
  server.on({ model: 'gpt-judge' }, (r) => reply.json(JSON.parse(r.lastUserText.replace('Investigation report:\n\n', '')) as never))
}

describe('runVerification with agentic parsing and workspaces', () => {
  it('30 questions × 2 replicates at concurrency 8: each task judges its own copy; no copy is shared or left behind', async () => {
    scriptAgenticJudge()
    const benchmark = workspaceBenchmark(30)
    const results = await runVerification(benchmark, batchConfig(server, { agentic_parsing: true, agentic_tool_loop_judges: true, replicate_count: 2, async_max_workers: 8 }), { env: {} })
    expect(results.results).toHaveLength(60)
    for (const r of results) {
      expect(VerificationResultSchema.safeParse(JSON.parse(JSON.stringify(r))).success).toBe(true)
      expect(r.template?.agentic_parsing_performed).toBe(true)
      const i = Number(r.metadata.question_id.slice(1))
      expect(r.template?.verify_result, r.metadata.question_id).toBe(i % 2 === 0)
    }
    const dirs = server.requests
      .filter((r) => r.model === 'gpt-judge' && r.tools.length > 0 && !r.messages.some((m) => m.role === 'tool'))
      .map((r) => /Workspace directory: (.*)$/.exec(r.lastUserText)![1]!)
    expect(dirs).toHaveLength(60)
    expect(new Set(dirs).size).toBe(60)
    for (const dir of dirs) expect(path.basename(dir)).toMatch(/^q\d{3}_run_\d{8}T\d{6}_pid\d+_rep[12]$/)
    expect(readdirSync(root).sort()).toEqual(Array.from({ length: 30 }, (_, i) => qid(i)))
    expect(readFileSync(path.join(root, qid(0), 'answer.txt'), 'utf8')).toBe('BCL2')
  })

  it('refuses a run without a workspace root, or with a question path that leaves it, before any call', async () => {
    const config = batchConfig(server, { agentic_parsing: true, agentic_tool_loop_judges: true })
    const plain = Benchmark.create({ name: 'no-root' })
    plain.addQuestion({ id: 'q1', question: 'Q?', rawAnswer: 'BCL2', template: Target })
    await expect(runVerification(plain, config, { env: {} })).rejects.toThrow(ConfigError)
    await expect(runVerification(plain, config, { env: {} })).rejects.toThrow(
      `workspace_root: workspace_root is required when agentic_parsing is on, needed by question "q1": set the Benchmark's workspaceRoot, config workspace_root or CLI --workspace-root`,
    )
    const escaping = Benchmark.create({ name: 'escape', workspaceRoot: root })
    escaping.addQuestion({ id: 'q-bad', question: 'Q?', rawAnswer: 'BCL2', template: Target, workspacePath: '../elsewhere' })
    await expect(runVerification(escaping, config, { env: {} })).rejects.toThrow(
      `workspace_path "../elsewhere" of question "q-bad" leaves workspace_root ${JSON.stringify(root)}`,
    )
    for (const [workspacePath, problem] of [
      [tmpdir(), 'leaves workspace_root'],
      ['missing-dir', 'does not exist under workspace_root'],
    ] as const) {
      const bad = Benchmark.create({ name: 'bad-path', workspaceRoot: root })
      bad.addQuestion({ id: 'q-path', question: 'Q?', rawAnswer: 'BCL2', template: Target, workspacePath })
      await expect(runVerification(bad, config, { env: {} })).rejects.toThrow(
        `workspace_root: workspace_path ${JSON.stringify(workspacePath)} of question "q-path" ${problem} ${JSON.stringify(root)}`,
      )
    }
    expect(server.requests).toHaveLength(0)
  })

  it("without the opt-in (Karenina's rule), a tool-loop judge is refused: ConfigError for agentic parsing, an error result naming question and trait for agentic traits", async () => {
    const benchmark = workspaceBenchmark(1)
    await expect(runVerification(benchmark, batchConfig(server, { agentic_parsing: true }), { env: {} })).rejects.toThrow(
      'parsing_models[0].interface: interface "openai_endpoint" is tool_loop; agentic_parsing needs a deep_agent interface (claude_agent_sdk, langchain_deep_agents), or set agentic_tool_loop_judges: true',
    )
    server.on({ model: 'gpt-answerer' }, 'I wrote the answer to answer.txt.')
    const traited = Benchmark.create({ name: 'traits', workspaceRoot: root })
    traited.addQuestion({ id: 'q-trait', question: 'Q?', rawAnswer: 'BCL2', workspacePath: qid(0) })
    traited.setGlobalRubric(defineRubric({ agenticTraits: [agenticTrait({ name: 'answer_written', description: 'Is answer.txt there?', kind: 'boolean', contextMode: 'workspace_only' })] }))
    const results = await runVerification(traited, batchConfig(server, { evaluation_mode: 'rubric_only' }), { env: {} })
    const [result] = results.results
    expect(result!.metadata.failure?.category).toBe('unexpected_error')
    expect(result!.metadata.failure?.reason).toContain(
      `question "q-trait": agentic trait 'answer_written' is judged by the parsing model (it has no model_override): interface "openai_endpoint" is tool_loop; an agentic rubric trait needs a deep_agent interface (claude_agent_sdk, langchain_deep_agents)`,
    )
    expect(server.requests.filter((r) => r.model === 'gpt-judge')).toHaveLength(0)
    expect(readdirSync(root).sort()).toEqual([qid(0)])
  })

  it('workspace_output_mode "full" (config keys): each task works in its own kept directory, named by its result id', async () => {
    scriptAgenticJudge()
    const out = path.join(root, '..', `${path.basename(root)}-kept`)
    try {
      const config = batchConfig(server, { agentic_parsing: true, agentic_tool_loop_judges: true, replicate_count: 2, async_max_workers: 4, workspace_output_mode: 'full', workspace_output_dir: out })
      const results = await runVerification(workspaceBenchmark(3), config, { env: {} })
      expect(results.results).toHaveLength(6)
      const kept = results.results.map((r) => `${r.metadata.question_id}__${r.metadata.result_id}`).sort()
      expect(readdirSync(out).sort()).toEqual(kept)
      for (const dir of kept) expect(readdirSync(path.join(out, dir))).toEqual(['answer.txt'])
      expect(readdirSync(root).sort()).toEqual([qid(0), qid(1), qid(2)])
      await expect(runVerification(workspaceBenchmark(0), batchConfig(server, { agentic_parsing: true, agentic_tool_loop_judges: true, workspace_output_mode: 'produced' }), { env: {} })).rejects.toThrow(
        'workspace_output_dir: required when workspace_output_mode is "produced"',
      )
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  })
})

/** The workspace directories the judge was told to investigate (one per task). */
const judgedDirs = () =>
  server.requests
    .filter((r) => r.model === 'gpt-judge' && r.tools.length > 0 && !r.messages.some((m) => m.role === 'tool'))
    .map((r) => /Workspace directory: (.*)$/.exec(r.lastUserText)?.[1] ?? null)

describe('workspace_root precedence: Benchmark workspaceRoot > config workspace_root (CLI --workspace-root replaces the file value)', () => {
  let other: string
  beforeEach(() => {
    // A second root whose q000 holds the other answer: which root was used shows in the verdict too.
    other = mkdtempSync(path.join(tmpdir(), 'karenina-batch-ws-other-'))
    mkdirSync(path.join(other, qid(0)))
    writeFileSync(path.join(other, qid(0), 'answer.txt'), 'MCL1')
  })
  afterEach(() => rmSync(other, { recursive: true, force: true }))

  const rootless = () => {
    const benchmark = Benchmark.create({ name: 'rootless' })
    benchmark.addQuestion({ id: qid(0), question: questionText(0), rawAnswer: 'BCL2', template: Target, workspacePath: qid(0) })
    return benchmark
  }
  const agentic = { agentic_parsing: true, agentic_tool_loop_judges: true }

  it("the Benchmark's workspaceRoot wins over the config's workspace_root (spec 02 §9.1, seed 002 §8)", async () => {
    scriptAgenticJudge()
    const results = await runVerification(workspaceBenchmark(1), batchConfig(server, { ...agentic, workspace_root: other }), { env: {} })
    expect(results.results[0]!.template?.verify_result).toBe(true)
    const [dir] = judgedDirs()
    expect(path.dirname(dir!)).toBe(realpathSync(root))
    expect(readdirSync(other)).toEqual([qid(0)])
  })

  it("without a Benchmark root, the config's workspace_root is used", async () => {
    scriptAgenticJudge()
    const results = await runVerification(rootless(), batchConfig(server, { ...agentic, workspace_root: other }), { env: {} })
    expect(results.results[0]!.template?.verify_result).toBe(false)
    expect(path.dirname(judgedDirs()[0]!)).toBe(realpathSync(other))
  })

  it('CLI --workspace-root (resolved against the working directory) replaces the config file value; a loaded checkpoint has no root of its own', async () => {
    scriptAgenticJudge()
    const file = path.join(root, 'config.json')
    writeFileSync(file, JSON.stringify(batchConfig(server, { ...agentic, workspace_root: root })))
    const config = await buildVerifyConfig({ config: file, workspaceRoot: path.basename(other) }, path.dirname(other))
    expect((config as { workspace_root?: string }).workspace_root).toBe(other)
    const results = await runVerification(rootless(), config, { env: {} })
    expect(results.results[0]!.template?.verify_result).toBe(false)
    expect(path.dirname(judgedDirs()[0]!)).toBe(realpathSync(other))
    expect((await buildVerifyConfig({ config: file }, root) as { workspace_root?: string }).workspace_root).toBe(root)
  })
})

describe('agentic_judge_context "trace_only" in a run', () => {
  it('is warned once (KareninaConfigWarning) when the run resolves its config, and the judge gets no workspace line', async () => {
    const warnings: Error[] = []
    const listen = (w: Error) => warnings.push(w)
    process.on('warning', listen)
    try {
      // trace_only: no workspace to read; the judge reports from the answering trace.
      server.on({ model: 'gpt-answerer' }, 'The answer is BCL2.')
      server.on({ model: 'gpt-judge', match: (r) => r.tools.length > 0 }, '{"target": "BCL2"}')
      server.on({ model: 'gpt-judge' }, (r) => reply.json(JSON.parse(r.lastUserText.replace('Investigation report:\n\n', '')) as never))
      const results = await runVerification(workspaceBenchmark(1), batchConfig(server, { agentic_parsing: true, agentic_tool_loop_judges: true, agentic_judge_context: 'trace_only' }), { env: {} })
      const [result] = results.results
      expect(result!.template?.verify_result).toBe(true)
      expect(judgedDirs()).toEqual([null])
      const investigation = server.requests.find((r) => r.model === 'gpt-judge' && r.tools.length > 0)!
      expect(investigation.lastUserText).toContain('--- ANSWERING AGENT TRACE ---\n--- AI Message ---\nThe answer is BCL2.\n--- END TRACE ---')
    } finally {
      process.off('warning', listen)
    }
    expect(warnings.filter((w) => w.name === 'KareninaConfigWarning').map((w) => w.message)).toEqual([
      'agentic_parsing with agentic_judge_context "trace_only" is equivalent to classical parsing.',
    ])
  })
})
