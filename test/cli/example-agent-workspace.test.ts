// examples/agent-workspace-benchmark run by its own `start` command in a real process, with no API key and
// no network: the answering agent's runs and the Claude Code judge's investigations come from the cassette.
// The question workspaces are copied to a temporary root first (another checkout path, so the masked
// workspace paths of the cassette are exercised), and must come back exactly as they were.
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readResultsFile, resultVerdict, type VerificationResult, type VerificationResultSet } from 'karenina'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runKarenina, type CliRun } from './fixtures/karenina-cli.js'

const EXAMPLE = fileURLToPath(new URL('../../examples/agent-workspace-benchmark/', import.meta.url))
let dir: string
let root: string
let start: CliRun
let results: VerificationResultSet

/** Every file under `dir`, relative, sorted. */
async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(dir.length + 1)).sort()
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'karenina-agent-example-'))
  root = join(dir, 'workspaces')
  await cp(join(EXAMPLE, 'workspaces'), root, { recursive: true })
  const pkg = JSON.parse(await readFile(join(EXAMPLE, 'package.json'), 'utf8')) as { scripts: { start: string } }
  const words = pkg.scripts.start.split(/\s+/)
  const args = words
    .slice(words.findIndex((w) => w.endsWith('cli/main.ts')) + 1)
    .map((w) => (w.startsWith('out/') ? join(dir, w.slice(4)) : w === 'workspaces' ? root : w))
  expect(args).toContain(root)
  // No key, and any live call (OpenAI, Anthropic, Claude Code) would hit a closed port.
  start = await runKarenina([...args, '--progress', 'plain'], {
    cwd: EXAMPLE,
    env: { OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', ANTHROPIC_BASE_URL: 'http://127.0.0.1:9' },
  })
  results = await readResultsFile(join(dir, 'results.json'))
}, 120_000)
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** Each question's input file (named in its text) → its workspace. */
const INPUTS: Record<string, string> = { 'dose-totals': 'data/doses.csv', 'severe-events': 'data/events.json', 'unique-genes': 'data/genes.txt', 'trial-summary': 'data/protocol.md' }
const byWorkspace = (name: string): VerificationResult => {
  const found = results.results.find((r) => r.metadata.question_text.includes(INPUTS[name]!))
  if (!found) throw new Error(`no result for workspace ${name}`)
  return found
}

describe('examples/agent-workspace-benchmark: pnpm --filter agent-workspace-benchmark start', () => {
  it('runs offline to the end: 3 tasks pass, the hasty severe-events count fails', () => {
    expect(start.stderr).not.toContain('karenina:')
    expect(start.code).toBe(0)
    expect(start.stdout).toMatch(/overall\s+4\s+3\s+1\s+0\s+75\.0%/)
    expect(start.stderr.match(/^\[\d\/4\] (pass|fail)/gm)).toHaveLength(4)
    expect(results.results.map(resultVerdict).sort()).toEqual(['fail', 'pass', 'pass', 'pass'])
  })

  it('fills each template from the files the judge read in the workspace copy', () => {
    expect(byWorkspace('dose-totals').template?.parsed_llm_response).toEqual({ imatinib_total_mg: 1200, dasatinib_total_mg: 240, drug_rows: 3 })
    expect(byWorkspace('unique-genes').template?.parsed_llm_response).toEqual({ gene_count: 5, includes_bcl2: true })
    expect(byWorkspace('trial-summary').template?.parsed_llm_response).toEqual({ primary_endpoint: 'major molecular response', enrolled_patients: 124 })
    // "grade 3 or higher" read as > 3: the file holds nilotinib 1, and the verdict follows the file.
    const severe = byWorkspace('severe-events')
    expect(severe.template?.parsed_llm_response).toEqual({ nilotinib_severe: 1, total_severe: 1 })
    expect(resultVerdict(severe)).toBe('fail')
    for (const r of results.results) {
      expect(r.template?.agentic_parsing_performed).toBe(true)
      expect(r.template?.raw_llm_response).toContain('write_file')
    }
  })

  it('replays traces that name this run’s workspace copy (the cassette holds <workspace>)', () => {
    const trace = byWorkspace('dose-totals').template!.investigation_trace ?? ''
    const read = /Read \(call_[\s\S]*?'file_path': '([^']+)'/.exec(trace)?.[1]
    expect(read).toBeDefined()
    expect(read!.startsWith(`${root}/dose-totals_run_`)).toBe(true)
    expect(read).toMatch(/\/dose-totals_run_\d{8}T\d{6}_pid\d+\/out\/totals\.csv$/)
    // The answering prompt named the copy too (its paragraph keyed as <workspace> in the cassette).
    expect(JSON.stringify(byWorkspace('dose-totals').template!.conversation_context)).toContain(`Your working directory is ${root}/dose-totals_run_`)
    expect(JSON.stringify(results.results)).not.toContain('<workspace>')
  })

  it('scores the agentic rubric trait: only the task that left notes.txt at the root fails it', () => {
    const scores = Object.fromEntries(
      ['dose-totals', 'severe-events', 'unique-genes', 'trial-summary'].map((w) => [w, byWorkspace(w).rubric?.agentic_trait_scores?.['outputs_under_out']]),
    )
    expect(scores).toEqual({ 'dose-totals': true, 'severe-events': true, 'unique-genes': true, 'trial-summary': false })
  })

  it('removes every workspace copy and leaves the originals untouched', async () => {
    expect((await readdir(root)).sort()).toEqual(['dose-totals', 'severe-events', 'trial-summary', 'unique-genes'])
    expect(await files(root)).toEqual(await files(join(EXAMPLE, 'workspaces')))
    expect((await readdir(join(EXAMPLE, 'workspaces'))).sort()).toEqual(['dose-totals', 'severe-events', 'trial-summary', 'unique-genes'])
  })

  it('writes the HTML report', async () => {
    const html = await readFile(join(dir, 'report.html'), 'utf8')
    expect(html).toContain('Agent workspace tasks')
    expect(html.match(/<tr class="result"/g)).toHaveLength(4)
  })
})
