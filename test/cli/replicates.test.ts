// Replicates as a user sees them: two runs of 10 questions × 3 replicates made by real runs (runVerification
// against the loopback server), then `karenina diff` and `karenina report` as processes on the stored files.
// Base: every replicate answers right, with a citation. Head: for q0–q7 one replicate of three answers wrong
// and drops the citation; q8–q9 stay right. So every cell still passes by majority (McNemar sees nothing),
// while the clustered test sees 8 questions down, none up: sign test p = 2/2^8 = 0.0078125; with the
// has_citations trait (also 8 down) the family holds 2 tests, so Holm gives 0.015625 and BH 0.0078125.
// Head's pass@3 is 1 for every question, its pass^3 is 0 for q0–q7 and 1 for q8–q9: 0.2.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { Benchmark, defineRubric, defineTemplate, exactMatch, field, regexTrait, runVerification, writeResultsExport } from 'karenina'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { runKarenina } from './fixtures/karenina-cli.js'

const N = 10
const Target = defineTemplate({
  target: field(z.string(), { description: 'The protein target named in the response', groundTruth: 'BCL2', check: exactMatch({ normalize: ['lowercase', 'strip'] }) }),
})

let server: LlmServer
let dir: string
let phase: 'base' | 'head' = 'base'
const calls = new Map<number, number>()
const question = (text: string) => Number(/Question (\d+):/.exec(text)?.[1] ?? -1)
const files = { base: '', head: '' }

/** Head: the third call for q0–q7 (whichever replicate makes it) answers wrong, without its citation. */
function answerOf(q: number): string {
  const n = (calls.get(q) ?? 0) + 1
  calls.set(q, n)
  return phase === 'head' && q < 8 && n === 3 ? 'The target is MCL1.' : 'The target is BCL2 [1].'
}

async function run(name: keyof typeof files): Promise<void> {
  calls.clear()
  const benchmark = Benchmark.create({
    name: 'replicates',
    now: () => new Date(2026, 0, 2, 3, 4, 5),
    globalRubric: defineRubric({ regexTraits: [regexTrait({ name: 'has_citations', description: 'Cites sources as [n]', pattern: '\\[\\d+\\]' })] }),
  })
  for (let i = 0; i < N; i++) benchmark.addQuestion({ id: `q${i}`, question: `Question ${i}: what is the putative target of venetoclax?`, rawAnswer: 'BCL2', template: Target })
  const model = (m: string) => ({ interface: 'openai_endpoint', model_name: m, endpoint_base_url: server.openaiBaseURL, endpoint_api_key: 'sk-test' }) as const
  const set = await runVerification(
    benchmark,
    { answering_models: [model('gpt-a')], parsing_models: [model('gpt-judge')], evaluation_mode: 'template_and_rubric', replicate_count: 3 },
    { env: {} },
  )
  files[name] = join(dir, `${name}.json`)
  await writeResultsExport(files[name], set)
}

beforeAll(async () => {
  server = await startLlmServer()
  server.on({ model: 'gpt-a' }, (r) => reply.text(answerOf(question(r.lastUserText))))
  server.on({ model: 'gpt-judge' }, (r) => reply.json({ target: JSON.stringify(r.messages).includes('MCL1') ? 'MCL1' : 'BCL2' }))
  dir = await mkdtemp(join(tmpdir(), 'karenina-cli-replicates-'))
  await run('base')
  phase = 'head'
  await run('head')
}, 120_000)
afterAll(async () => {
  await server?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

const MODEL = 'openai_endpoint:gpt-a | openai_endpoint:gpt-judge'

interface JsonDiff {
  correction: string
  tests: number
  models: { lost: number; gained: number; p_value: number; clustered: { questions: number; down: number; up: number; mean_delta: number; p_value: number; p_adjusted: number; significant_regression: boolean; replicates: { base: number; head: number }; ci: { lower: number; upper: number } }; traits: { trait: string; p_value: number; p_adjusted: number }[] }[]
  replicates: { base: { models: { k: number; pass_at_k: number; pass_hat_k: number; flaky: number }[] }; head: { models: { k: number; pass_at_1: number; pass_at_k: number; pass_hat_k: number; flaky: number }[]; flaky: { question_id: string; passed: number; n: number }[] } }
}

describe('karenina diff on runs with replicates', () => {
  it('--json: the clustered test finds the drop majority verdicts hide, Holm-corrected over models × traits', async () => {
    const { code, stdout, stderr } = await runKarenina(['diff', files.base, files.head, '--json'])
    expect(stderr).toBe('')
    // The regression gate stays on the McNemar test of majority verdicts (no cell flipped).
    expect(code).toBe(0)
    const json = JSON.parse(stdout) as JsonDiff
    expect([json.correction, json.tests]).toEqual(['holm', 2])
    const [m] = json.models
    expect([m!.lost, m!.gained, m!.p_value]).toEqual([0, 0, 1])
    expect(m!.clustered).toMatchObject({ questions: 10, down: 8, up: 0, p_value: 0.0078125, p_adjusted: 0.015625, significant_regression: true, replicates: { base: 3, head: 3 } })
    expect(m!.clustered.mean_delta).toBeCloseTo(-8 / 30, 12)
    expect(m!.clustered.ci.upper).toBeLessThan(0)
    expect(m!.traits).toMatchObject([{ trait: 'has_citations', p_value: 0.0078125, p_adjusted: 0.015625 }])
    expect(json.replicates.base.models).toMatchObject([{ k: 3, pass_at_k: 1, pass_hat_k: 1, flaky: 0 }])
    expect(json.replicates.head.models[0]).toMatchObject({ k: 3, pass_at_k: 1, flaky: 8 })
    expect(json.replicates.head.models[0]!.pass_at_1).toBeCloseTo(22 / 30, 12)
    expect(json.replicates.head.models[0]!.pass_hat_k).toBeCloseTo(0.2, 12)
    expect(json.replicates.head.flaky.map((q) => `${q.question_id} ${q.passed}/${q.n}`)).toEqual(['q0', 'q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7'].map((q) => `${q} 2/3`))
  })

  it('prints the clustered test with corrected p, pass@k / pass^k per run and the flaky questions; --correction bh', async () => {
    const [holm, bh] = await Promise.all([runKarenina(['diff', files.base, files.head]), runKarenina(['diff', files.base, files.head, '--correction', 'bh'])])
    if (process.env.SHOW_DIFF) console.log(holm.stdout)
    expect(holm.code).toBe(0)
    expect(holm.stdout).toContain('Paired test clustered by question (per-question pass rate over replicates; exact sign test; p corrected by Holm over 2 tests: models × traits)')
    const clustered = holm.stdout.split('\n').find((l) => l.includes(MODEL) && l.includes('−26.7'))!
    expect(clustered).toMatch(/10\s+3\s+−26\.7 \[[−\d.]+, [−\d.]+\]\s+8\s+0\s+0\.00781\s+0\.0156 \*$/)
    expect(holm.stdout).toMatch(/has_citations\s+10\s+1\.000\s+0\.733\s+−0\.267\s+0\.00781\s+0\.0156/)
    expect(holm.stdout).toMatch(new RegExp(`${MODEL.replace(/\|/g, '\\|')}\\s+head\\s+3\\s+73\\.3%\\s+100\\.0%\\s+20\\.0%\\s+8 of 10`))
    expect(holm.stdout).toContain('Flaky questions (replicates disagree): 0 in base, 8 in head')
    expect(holm.stdout).toMatch(/head\s+q7\s+openai_endpoint:gpt-a \| openai_endpoint:gpt-judge\s+2\/3/)
    expect(bh.stdout).toContain('p corrected by Benjamini–Hochberg over 2 tests')
    expect(bh.stdout).toMatch(/8\s+0\s+0\.00781\s+0\.00781 \*$/m)
    // --fail-on clustered gates on the clustered test: exit 1 with Holm at 0.05, 0 at alpha 0.01 (0.0156 > 0.01).
    const [gate, strict] = await Promise.all([
      runKarenina(['diff', files.base, files.head, '--fail-on', 'clustered']),
      runKarenina(['diff', files.base, files.head, '--fail-on', 'clustered', '--alpha', '0.01']),
    ])
    expect(gate.code).toBe(1)
    expect(gate.stdout).toContain('Regression (fails on a significant drop (sign test clustered by question, Holm-corrected p < 0.05)):')
    expect(gate.stdout).toContain(`${MODEL}: per-question pass rate −26.7 points, 8 questions down vs 0 up, sign test p = 0.00781, corrected p = 0.0156 < alpha 0.05`)
    expect(strict.code).toBe(0)
    const bad = await runKarenina(['diff', files.base, files.head, '--correction', 'bonferroni'])
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain("argument 'bonferroni' is invalid. Allowed choices are holm, bh.")
  })

  it('--html puts the clustered test and the replicates card in the report', async () => {
    const html = join(dir, 'diff.html')
    const { code } = await runKarenina(['diff', files.base, files.head, '--html', html])
    expect(code).toBe(0)
    const page = await readFile(html, 'utf8')
    expect(page).toContain('<h3>Paired test clustered by question</h3>')
    expect(page).toMatch(/<td>8<\/td><td>0<\/td><td>0\.00781<\/td><td>0\.0156 \*<\/td>/)
    expect(page).toContain('<td>has_citations</td><td>10</td><td>1.000</td><td>0.733</td><td>−0.267</td><td>0.00781</td><td>0.0156</td>')
    expect(page).toContain('<section class="card" id="replicates">')
  })
})

describe('karenina report on a run with replicates', () => {
  it('summarises pass@k, pass^k and the flaky questions, in the terminal and the HTML report', async () => {
    const html = join(dir, 'report.html')
    const { code, stdout, stderr } = await runKarenina(['report', files.head, '--html', html])
    expect(stderr).toBe('')
    expect(code).toBe(0)
    expect(stdout).toContain('replicates: up to 3 per question; pass@k / pass^k: unbiased estimates that at least one / all of k replicates pass')
    expect(stdout).toMatch(new RegExp(`${MODEL.replace(/\|/g, '\\|')}\\s+3\\s+73\\.3%\\s+100\\.0%\\s+20\\.0%\\s+8 of 10`))
    expect(stdout).toContain('flaky questions (replicates disagree): 8')
    expect(stdout).toContain(`~ q0 (${MODEL}): 2/3 passed`)
    expect(stdout).not.toContain('~ q8')
    const page = await readFile(html, 'utf8')
    const card = /<section class="card" id="replicates">.*?<\/section>/s.exec(page)?.[0] ?? ''
    expect(card).toContain(`<tr><td>${MODEL}</td><td>10</td><td>3</td><td>73.3%</td><td>100.0%</td><td>20.0%</td><td>8</td></tr>`)
    expect(card.match(/data-flaky=/g)).toHaveLength(8)
    // Base has replicates too, but no replicate disagrees.
    const base = await runKarenina(['report', files.base])
    expect(base.stdout).toContain('replicates: up to 3 per question')
    expect(base.stdout).not.toContain('flaky questions')
  })
})
