// The main job: examples/checkpoint-benchmark run by its own `start` command with no API key and no
// network (recorded answers + a judge cassette), then `report` and `merge` on what it wrote.
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readResultsFile, resultVerdict, writeResultsExport, type VerificationResult, type VerificationResultSet } from 'karenina'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXAMPLE, runKarenina, type CliRun } from './fixtures/karenina-cli.js'

let dir: string
let start: CliRun
let results: VerificationResultSet

/** The example's `start` script, with its `out/` files sent to a temporary directory. */
async function startScriptArgs(out: string): Promise<string[]> {
  const pkg = JSON.parse(await readFile(join(EXAMPLE, 'package.json'), 'utf8')) as { scripts: { start: string } }
  const words = pkg.scripts.start.split(/\s+/)
  const main = words.findIndex((w) => w.endsWith('cli/main.ts'))
  expect(main).toBeGreaterThan(0)
  return words.slice(main + 1).map((w) => (w.startsWith('out/') ? join(out, w.slice(4)) : w))
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'karenina-example-'))
  const args = await startScriptArgs(dir)
  // No key, and any live call would hit a closed port: the run must come from the cassette alone.
  start = await runKarenina(args, { cwd: EXAMPLE, env: { OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' } })
  results = await readResultsFile(join(dir, 'results.json'))
}, 60_000)
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

const byModel = (model: string) => results.results.filter((r) => r.metadata.answering.model_name === model)
const questionOf = (r: VerificationResult) => r.metadata.question_text.split(' ').slice(0, 4).join(' ')

describe('examples/checkpoint-benchmark: pnpm --filter checkpoint-benchmark start', () => {
  it('runs offline to the end and prints the summary table', () => {
    expect(start.stderr).not.toContain('karenina:')
    expect(start.code).toBe(0)
    expect(start.stdout).toMatch(/manual:careful-bot\s+langchain:gpt-4\.1-mini\s+4\s+4\s+0\s+0\s+100\.0%/)
    expect(start.stdout).toMatch(/manual:hasty-bot\s+langchain:gpt-4\.1-mini\s+4\s+1\s+3\s+0\s+25\.0%/)
    expect(start.stdout).toMatch(/overall\s+8\s+5\s+3\s+0\s+62\.5%/)
    // Not a TTY: one plain progress line per result.
    expect(start.stderr.match(/^\[\d\/8\] (pass|fail)/gm)).toHaveLength(8)
  })

  it("writes Karenina's v2.2 export with every verdict the recorded judge implies", async () => {
    const raw = JSON.parse(await readFile(join(dir, 'results.json'), 'utf8'))
    expect(raw.format_version).toBe('2.2')
    expect(raw.metadata.job_summary).toMatchObject({ total_questions: 4, is_complete: true })
    // Karenina's `global_rubric.model_dump(mode="json", exclude_unset=True)` of the checkpoint's rubric.
    expect(raw.shared_data.rubric_definition).toEqual({
      llm_traits: [
        {
          name: 'conciseness',
          description: 'Does the response answer in at most three sentences without padding?',
          summary: null,
          kind: 'boolean',
          min_score: null,
          max_score: null,
          classes: null,
          deep_judgment_enabled: false,
          // The checkpoint does not write it; Karenina's loader then takes the trait's default, true (spec 03 §2).
          deep_judgment_excerpt_enabled: true,
          deep_judgment_max_excerpts: null,
          deep_judgment_fuzzy_match_threshold: null,
          deep_judgment_excerpt_retry_attempts: null,
          deep_judgment_search_enabled: false,
          higher_is_better: true,
        },
      ],
      regex_traits: [
        { name: 'cites_sources', description: 'Cites a source as [n]', summary: null, pattern: '\\[\\d+\\]', case_sensitive: true, invert_result: false, higher_is_better: true },
      ],
      callable_traits: [],
      metric_traits: [],
      agentic_traits: [],
    })
    for (const r of raw.results) expect(r.rubric.trait_provenance).toEqual({ conciseness: 'global', cites_sources: 'global' })
    expect(results.results).toHaveLength(8)
    expect(new Set(results.results.map((r) => r.metadata.result_id)).size).toBe(8)
    expect(byModel('careful-bot').every((r) => resultVerdict(r) === 'pass')).toBe(true)
    const hasty = Object.fromEntries(byModel('hasty-bot').map((r) => [questionOf(r), r]))
    expect(resultVerdict(hasty['What is the putative']!)).toBe('fail')
    expect(hasty['What is the putative']!.template?.parsed_llm_response).toEqual({ target: 'MCL-1' })
    expect(hasty['What is the putative']!.rubric?.llm_trait_scores).toEqual({ conciseness: false })
    // "46 chromosomes" → the description asks for pairs, the judge says 23: a pass.
    expect(resultVerdict(hasty['How many pairs of']!)).toBe('pass')
    expect(resultVerdict(hasty['How do mRNA vaccines']!)).toBe('fail')
    // Penicillin is trace-only: no judge call, the regexes on the answer decide.
    const penicillin = hasty['Who discovered penicillin, and']!.template!
    expect(penicillin.field_results).toEqual({ mentions_year: false, mentions_fleming: false })
    expect(Object.keys(penicillin.usage_metadata ?? {})).not.toContain('parsing')
    expect(resultVerdict(hasty['Who discovered penicillin, and']!)).toBe('fail')
    // The progress file is folded into the export and removed.
    expect(existsSync(join(dir, 'results.results.jsonl'))).toBe(false)
  })

  it('verify below --min-pass-rate exits 1, after writing every result', async () => {
    const out = join(dir, 'gated')
    const gated = await runKarenina([...(await startScriptArgs(out)), '--min-pass-rate', '0.9'], { cwd: EXAMPLE, env: { OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' } })
    expect(gated.code).toBe(1)
    expect(gated.stderr).toContain('pass rate 62.5% (5/8) is below --min-pass-rate 90.0%')
    expect((await readResultsFile(join(out, 'results.json'))).results).toHaveLength(8)
    expect(existsSync(join(out, 'report.html'))).toBe(true)
  }, 60_000)

  it('writes the HTML report', async () => {
    const html = await readFile(join(dir, 'report.html'), 'utf8')
    expect(html).toContain('Seed biomedical questions: verification report')
    expect(html.match(/<tr class="result"/g)).toHaveLength(8)
    expect(html).toContain('manual:hasty-bot')
  })
})

describe('karenina report', () => {
  it('prints the summary, writes HTML, and gates on --min-pass-rate', async () => {
    const file = join(dir, 'results.json')
    const html = join(dir, 'again.html')
    const [below, meets] = await Promise.all([
      runKarenina(['report', file, '--min-pass-rate', '0.9', '--html', html]),
      runKarenina(['report', file, '--min-pass-rate', '60%']),
    ])
    expect(below.code).toBe(1)
    expect(below.stdout).toMatch(/overall\s+8\s+5\s+3\s+0\s+62\.5%/)
    expect(below.stderr).toContain('pass rate 62.5% (5/8) is below --min-pass-rate 90.0%')
    expect(existsSync(html)).toBe(true)
    expect(meets.code).toBe(0)
    expect(meets.stdout).toContain('pass rate 62.5% (5/8) meets --min-pass-rate 60.0%')
  })

  it('exits 2 naming the file for a missing or malformed results file', async () => {
    const missing = await runKarenina(['report', join(dir, 'nope.json')])
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain('nope.json')
    const bad = await runKarenina(['report', join(EXAMPLE, 'karenina.config.json')])
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain('karenina.config.json')
  })
})

describe('karenina merge', () => {
  it('merges shards into one set, drops exact duplicates, and refuses conflicting ones', async () => {
    const all = results.results
    const shardA = join(dir, 'shard-a.json')
    const shardB = join(dir, 'shard-b.json')
    const conflicting = join(dir, 'shard-c.json')
    const job = { jobId: 'shard', totalQuestions: 4, successfulCount: 0, failedCount: 0 }
    await writeResultsExport(shardA, all.slice(0, 5), { job })
    await writeResultsExport(shardB, [...all.slice(5), all[0]!], { job }) // result 0 again, unchanged
    const edited = structuredClone(all[0]!)
    edited.template!.raw_llm_response = 'an edited answer'
    await writeResultsExport(conflicting, [edited], { job })

    const merged = join(dir, 'merged.json')
    const run = await runKarenina(['merge', shardA, shardB, '--output', merged])
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('merged 8 results from 2 files (1 exact duplicate dropped)')
    const set = await readResultsFile(merged)
    expect(set.results.map((r) => r.metadata.result_id).sort()).toEqual(all.map((r) => r.metadata.result_id).sort())
    expect(set.metadata.job_summary).toMatchObject({ total_questions: 4, successful_count: 5, failed_count: 3, is_complete: true })

    const conflict = await runKarenina(['merge', shardA, conflicting, '--output', join(dir, 'never.json')])
    expect(conflict.code).toBe(2)
    expect(conflict.stderr).toContain(conflicting)
    expect(conflict.stderr).toContain(`result "${all[0]!.metadata.result_id}"`)
    expect(conflict.stderr).toContain(`is also in ${shardA} (results[0]) with different content`)
    expect(existsSync(join(dir, 'never.json'))).toBe(false)

    const missingOutput = await runKarenina(['merge', shardA])
    expect(missingOutput.code).toBe(2)
    expect(missingOutput.stderr).toContain("required option '-o, --output <file>' not specified")
  })
})
