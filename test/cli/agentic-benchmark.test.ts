// Issue 14's "done when": an agentic benchmark of 30 questions × 2 replicates runs through the `karenina`
// command with concurrency 8 (8 tasks in flight at once); every result is valid, each task had its own workspace copy, the originals
// are intact and no copy is left behind. The answerer and the judge agent are scripted on the loopback
// server (this process); the CLI is a real child process.
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { reply, startLlmServer, type LlmServer, type NormalizedRequest } from '@karenina/testing'
import { agenticTrait, Benchmark, defineRubric, defineTemplate, exactMatch, field, parseVerificationResult, saveCheckpoint, type VerificationResult } from 'karenina'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { runKarenina, type CliRun } from './fixtures/karenina-cli.js'

const N = 30
const REPLICATES = 2
const qid = (i: number) => `q${String(i).padStart(2, '0')}`
/** The target question i's agent left in its workspace (and its ground truth). */
const targetOf = (i: number) => `TARGET-${i}`

let server: LlmServer
let dir: string
let root: string
let run: CliRun
let results: VerificationResult[]
/** The v2.2 export as written (snake_case JSON). */
let exported: { format_version: string; shared_data: { rubric_definition: Record<string, unknown[]> }; results: Record<string, Record<string, unknown>>[] }
/** Working directories the answerer was told about, and ones it found already used by another task. */
const answererDirs: string[] = []
const reused: string[] = []
/** Answerer calls in flight at once: the first 8 are held until all 8 are waiting (proves `-c 8` runs 8 tasks). */
let inFlight = 0
let peak = 0
let openGate: () => void = () => {}
const gate = new Promise<void>((resolve) => (openGate = resolve))

type Req = Pick<NormalizedRequest, 'tools' | 'messages' | 'lastUserText'> & { model: string | undefined }
type Sys = Req & { system?: string | undefined }
// The template's agentic parse (7b) and the agentic rubric trait (11b) investigate with different system prompts.
const investigating = (r: Sys) => r.model === 'gpt-judge' && r.tools.length > 0 && (r.system ?? '').startsWith('You are a verification agent')
const traitInvestigating = (r: Sys) => r.model === 'gpt-judge' && r.tools.length > 0 && (r.system ?? '').startsWith('You are an evaluation agent')
const extracting = (r: Req) => r.model === 'gpt-judge' && r.tools.length === 0
// A trait's extraction reads the whole investigation trace, which ends with the trait investigation's report.
const traitReport = (r: Req) => r.lastUserText.includes('\n--- AI Message ---\nFound: ')
const toolTurns = (r: Req) => r.messages.filter((m) => m.role === 'tool').length

/**
 * The judge models (one place, so the agentic-judge interface can change in one line): an OpenAI-compatible
 * endpoint on the loopback server, investigating through the read-only workspace tools.
 */
function judgeModel(): string {
  return `openai_endpoint:gpt-judge@${server.openaiBaseURL}`
}

function script(): void {
  // The answerer marks its working directory: a second task in the same directory would find the mark.
  server.on({ model: 'gpt-answerer' }, async (r) => {
    // A generous budget, not a timing assertion: with fewer than 8 tasks in flight the gate opens anyway, the
    // run still ends, and `peak` says how many there were.
    if (answererDirs.length === 0 && inFlight === 0) setTimeout(openGate, 20_000).unref()
    peak = Math.max(peak, ++inFlight)
    if (inFlight === 8) openGate()
    await gate
    inFlight--
    const wd = /Your working directory is (.+?)\. /.exec(r.lastUserText)![1]!
    answererDirs.push(wd)
    const mark = join(wd, 'answered-by.txt')
    if (existsSync(mark)) reused.push(wd)
    writeFileSync(mark, wd)
    return 'I wrote the target to out/target.txt.'
  })
  // Investigation: read the file, then report what it says as the template's JSON.
  server.on({ match: (r) => investigating(r) && toolTurns(r) === 0 }, reply.toolCall('read_file', { path: 'out/target.txt' }))
  server.on({ match: investigating }, (r) => JSON.stringify({ target: r.messages.filter((m) => m.role === 'tool').at(-1)!.text.trim() }))
  // The rubric trait: read the same file, report it, and say whether a target was written.
  server.on({ match: (r) => traitInvestigating(r) && toolTurns(r) === 0 }, reply.toolCall('read_file', { path: 'out/target.txt' }))
  server.on({ match: traitInvestigating }, (r) => `Found: ${r.messages.filter((m) => m.role === 'tool').at(-1)!.text.trim()}`)
  server.on({ match: (r) => extracting(r) && traitReport(r) }, (r) => reply.json({ result: r.lastUserText.includes('TARGET-') }))
  server.on({ match: extracting }, (r) => reply.json(JSON.parse(r.lastUserText.replace('Investigation report:\n\n', '')) as never))
}

beforeAll(async () => {
  server = await startLlmServer()
  script()
  dir = realpathSync(await mkdtemp(join(tmpdir(), 'karenina-cli-agentic-')))
  root = join(dir, 'workspaces')
  const wrote = agenticTrait({ name: 'target_written', description: 'Did the agent write a target to out/target.txt?', kind: 'boolean', contextMode: 'workspace_only' })
  const benchmark = Benchmark.create({ name: 'agentic', now: () => new Date(2026, 0, 2, 3, 4, 5), globalRubric: defineRubric({ agenticTraits: [wrote] }) })
  for (let i = 0; i < N; i++) {
    mkdirSync(join(root, qid(i), 'out'), { recursive: true })
    writeFileSync(join(root, qid(i), 'out', 'target.txt'), `${targetOf(i)}\n`)
    const template = defineTemplate({
      target: field(z.string(), { description: 'The target written in out/target.txt', groundTruth: targetOf(i), check: exactMatch({ normalize: ['strip'] }) }),
    })
    benchmark.addQuestion({ id: qid(i), question: `Question ${i}: which target did you write?`, rawAnswer: targetOf(i), template, workspacePath: qid(i) })
  }
  const checkpoint = join(dir, 'bench.jsonld')
  await saveCheckpoint(benchmark, checkpoint)
  const config = join(dir, 'agentic.config.json')
  writeFileSync(config, JSON.stringify({ agentic_parsing: true, agentic_tool_loop_judges: true, workspace_copy: true, agentic_judge_context: 'workspace_only' }))
  const output = join(dir, 'out', 'results.json')
  const answering = `openai_endpoint:gpt-answerer@${server.openaiBaseURL}`
  run = await runKarenina(
    ['verify', checkpoint, '-a', answering, '-p', judgeModel(), '--config', config, '--workspace-root', root, '-m', 'template_and_rubric', '-r', String(REPLICATES), '-c', '8', '-o', output, '--progress', 'none', '--min-pass-rate', '1'],
    { env: { OPENAI_API_KEY: 'sk-test' } },
  )
  exported = JSON.parse(await readFile(output, 'utf8').catch(() => '{"results":[]}')) as typeof exported
  results = exported.results.map((r) => parseVerificationResult(r))
}, 120_000)
afterAll(async () => {
  await server.close()
  await rm(dir, { recursive: true, force: true })
})

describe('karenina verify: an agentic benchmark, 30 questions × 2 replicates, concurrency 8', () => {
  it('exits 0 with every result valid, judged from its own workspace and passing', () => {
    expect(run.stderr).not.toContain('karenina:')
    expect(run.code).toBe(0)
    expect(results).toHaveLength(N * REPLICATES)
    expect(new Set(results.map((r) => r.metadata.result_id)).size).toBe(N * REPLICATES)
    for (const r of results) {
      const i = Number(r.metadata.question_id.slice(1))
      expect(r.metadata.failure, r.metadata.question_id).toBeNull()
      expect(r.metadata.replicate === 1 || r.metadata.replicate === 2).toBe(true)
      expect(r.template?.agentic_parsing_performed).toBe(true)
      expect(r.template?.parsed_llm_response).toEqual({ target: targetOf(i) })
      expect(r.template?.verify_result).toBe(true)
      expect(r.rubric?.agentic_trait_scores).toEqual({ target_written: true })
      expect(r.rubric?.agentic_trait_investigation_traces?.target_written).toContain(targetOf(i))
    }
    const tasks = new Set(results.map((r) => `${r.metadata.question_id}/${r.metadata.replicate}`))
    expect(tasks.size).toBe(N * REPLICATES)
  })

  it('ran 8 tasks at once', () => {
    expect(peak).toBe(8)
  })

  it('gave each task its own copy: 60 distinct directories, never reused, the judge investigating the same one', () => {
    expect(answererDirs).toHaveLength(N * REPLICATES)
    expect(new Set(answererDirs).size).toBe(N * REPLICATES)
    expect(reused).toEqual([])
    for (const wd of answererDirs) expect(wd).toMatch(new RegExp(`^${root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/q\\d\\d_run_\\d{8}T\\d{6}_pid\\d+_rep[12]$`))
    const judged = server.requests.filter((r) => investigating(r) && toolTurns(r) === 0).map((r) => /Workspace directory: (.*)$/.exec(r.lastUserText)?.[1])
    expect(new Set(judged)).toEqual(new Set(answererDirs))
    const traitJudged = server.requests.filter((r) => traitInvestigating(r) && toolTurns(r) === 0).map((r) => /Workspace directory: (.*)$/.exec(r.lastUserText)?.[1])
    expect(traitJudged).toHaveLength(N * REPLICATES)
    expect(new Set(traitJudged)).toEqual(new Set(answererDirs))
  })

  it('left the originals intact and no copy behind', () => {
    expect(readdirSync(root).sort()).toEqual(Array.from({ length: N }, (_, i) => qid(i)))
    for (let i = 0; i < N; i++) {
      expect(readdirSync(join(root, qid(i)))).toEqual(['out'])
      expect(readFileSync(join(root, qid(i), 'out', 'target.txt'), 'utf8')).toBe(`${targetOf(i)}\n`)
    }
    for (const wd of answererDirs) expect(existsSync(wd)).toBe(false)
  })
})

describe('the v2.2 export of the agentic run (spec 04 §2.3, §2.4)', () => {
  it('carries the agentic template and rubric fields, and the agentic trait in the rubric definition', () => {
    expect(exported.format_version).toBe('2.2')
    expect(exported.shared_data.rubric_definition.agentic_traits).toEqual([
      expect.objectContaining({ name: 'target_written', kind: 'boolean', context_mode: 'workspace_only' }),
    ])
    for (const r of exported.results) {
      expect(r.template).toMatchObject({
        agentic_parsing_performed: true,
        agentic_extraction_recovery: null,
        agentic_extraction_error: null,
        dynamic_parsing_performed: false,
        dynamic_parse_decision: null,
        dynamic_decision_reasoning: null,
        investigation_trace: expect.stringContaining('TARGET-'),
      })
      expect(Object.keys(r.template!.usage_metadata as object)).toEqual(expect.arrayContaining(['agentic_parsing_investigation', 'agentic_parsing_extraction']))
      expect(r.rubric).toMatchObject({ rubric_evaluation_performed: false, agentic_trait_scores: { target_written: true }, agentic_trait_extraction_metadata: null })
    }
  })
})

