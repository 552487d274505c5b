// `karenina diff` as a user runs it, on two results files made by real runs (runVerification against the
// loopback server, answers scripted per question and run), so the flips are known exactly:
// 12 questions; model gpt-a: in head, q0-q6 answer wrong (pass → fail), q7 hits a server error
// (pass → error), q11 goes from wrong to right; model gpt-b answers right in both runs.
// The has_citations regex trait is true for every base answer; head's wrong answers drop the citation.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { fault, reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { Benchmark, defineRubric, defineTemplate, exactMatch, field, regexTrait, runVerification, writeResultsExport } from 'karenina'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { runCli } from '../../packages/karenina/src/cli/run-cli.js'
import { runKarenina } from './fixtures/karenina-cli.js'

const N = 12
const Target = defineTemplate({
  target: field(z.string(), { description: 'The protein target named in the response', groundTruth: 'BCL2', check: exactMatch({ normalize: ['lowercase', 'strip'] }) }),
})

let server: LlmServer
let dir: string
let phase: 'base' | 'head' | 'small' = 'base'
const files = { base: '', head: '', small: '', other: '' }
const question = (text: string) => Number(/Question (\d+):/.exec(text)?.[1] ?? -1)

function answerOf(q: number): string {
  if (phase === 'base') return q === 11 ? 'The target is MCL1 [1].' : 'The target is BCL2 [1].'
  if (phase === 'small') return q === 0 ? 'The target is MCL1 [1].' : 'The target is BCL2 [1].'
  return q <= 6 ? 'The target is MCL1.' : 'The target is BCL2 [1].'
}

async function run(name: keyof typeof files, answering: string[], judge = 'gpt-judge'): Promise<void> {
  const benchmark = Benchmark.create({
    name: 'diff',
    now: () => new Date(2026, 0, 2, 3, 4, 5),
    globalRubric: defineRubric({ regexTraits: [regexTrait({ name: 'has_citations', description: 'Cites sources as [n]', pattern: '\\[\\d+\\]' })] }),
  })
  for (let i = 0; i < N; i++) benchmark.addQuestion({ id: `q${i}`, question: `Question ${i}: what is the putative target of venetoclax?`, rawAnswer: 'BCL2', template: Target })
  const model = (m: string) => ({ interface: 'openai_endpoint', model_name: m, endpoint_base_url: server.openaiBaseURL, endpoint_api_key: 'sk-test' }) as const
  const set = await runVerification(
    benchmark,
    {
      answering_models: answering.map(model),
      parsing_models: [model(judge)],
      evaluation_mode: 'template_and_rubric',
      retry_policy: { server_error: { max_attempts: 1, backoff_min: 0, backoff_max: 0 } },
    },
    { env: {} },
  )
  files[name] = join(dir, `${name}.json`)
  await writeResultsExport(files[name], set)
}

beforeAll(async () => {
  server = await startLlmServer()
  server.on({ model: 'gpt-a', match: (r) => phase === 'head' && question(r.lastUserText) === 7 }, fault.serverError(500))
  server.on({ model: 'gpt-a' }, (r) => reply.text(answerOf(question(r.lastUserText))))
  server.on({ model: 'gpt-b' }, 'The target is BCL2 [1].')
  for (const judge of ['gpt-judge', 'gpt-judge-2']) {
    server.on({ model: judge }, (r) => reply.json({ target: JSON.stringify(r.messages).includes('MCL1') ? 'MCL1' : 'BCL2' }))
  }
  dir = await mkdtemp(join(tmpdir(), 'karenina-cli-diff-'))
  await run('base', ['gpt-a', 'gpt-b'])
  phase = 'head'
  await run('head', ['gpt-a', 'gpt-b'])
  phase = 'small'
  await run('small', ['gpt-a'])
  phase = 'base'
  await run('other', ['gpt-a'], 'gpt-judge-2')
}, 120_000)
afterAll(async () => {
  await server?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

/** runCli in-process (the bin minus `process`): fast, for the many option cases. */
async function diff(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = ''
  let stderr = ''
  const sink = (append: (s: string) => void) =>
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        append(chunk.toString('utf8'))
        callback()
      },
    })
  const code = await runCli(['diff', ...args], { stdout: sink((s) => (stdout += s)), stderr: sink((s) => (stderr += s)), env: { NO_COLOR: '1' }, cwd: dir })
  return { code, stdout, stderr }
}

const A = (judge = 'gpt-judge') => `openai_endpoint:gpt-a | openai_endpoint:${judge}`

interface JsonDiff {
  models: { model: string; questions: number; base: { passed: number; rate: number; ci: { lower: number; upper: number } }; head: { passed: number }; delta: number; delta_ci: { lower: number; upper: number }; lost: number; gained: number; p_value: number; significant_regression: boolean; traits: { trait: string; pairs: number; base_mean: number; head_mean: number; mean_delta: number }[] }[]
  flips: { question_id: string; model: string; kind: string; base: { verdict: string }; head: { verdict: string } }[]
  regression: { regressed: boolean; reasons: string[] }
}

describe('karenina diff base.json head.json', () => {
  it('lists the flips, the paired statistics and the trait deltas as JSON, and exits 1 on the significant regression', async () => {
    const { code, stdout, stderr } = await diff('base.json', 'head.json', '--json')
    expect(stderr).toBe('')
    expect(code).toBe(1)
    const json = JSON.parse(stdout) as JsonDiff
    const flips = json.flips.map((f) => `${f.model.split(' | ')[0]} ${f.question_id} ${f.base.verdict}→${f.head.verdict} ${f.kind}`)
    expect(flips).toEqual([
      ...['q0', 'q1', 'q2', 'q3', 'q4', 'q5', 'q6'].map((q) => `openai_endpoint:gpt-a ${q} pass→fail regression`),
      'openai_endpoint:gpt-a q7 pass→error regression',
      'openai_endpoint:gpt-a q11 fail→pass improvement',
    ])
    const [a, b] = json.models
    expect(a!.model).toBe(A())
    expect(a).toMatchObject({ questions: 12, lost: 8, gained: 1, significant_regression: true })
    expect(a!.base.passed).toBe(11)
    expect(a!.head.passed).toBe(4)
    expect(a!.delta).toBeCloseTo(-7 / 12, 12)
    // Exact McNemar, 8 vs 1: 2 · (C(9,0) + C(9,1)) / 2^9 = 20/512 (stats-reference.py gives the same).
    expect(a!.p_value).toBeCloseTo(20 / 512, 12)
    // Wilson 11/12 and 4/12, Newcombe for both 3, lost 8, gained 1, neither 0: values of stats-reference.py.
    expect(a!.base.ci.lower).toBeCloseTo(0.6461200888588831, 8)
    expect(a!.base.ci.upper).toBeCloseTo(0.985134905595083, 8)
    expect(a!.head.ci.lower).toBeCloseTo(0.13812009109121318, 8)
    expect(a!.head.ci.upper).toBeCloseTo(0.6093779111272004, 8)
    expect(a!.delta_ci.lower).toBeCloseTo(-0.8161306559167616, 8)
    expect(a!.delta_ci.upper).toBeCloseTo(-0.12172108877821791, 8)
    // q7's head result is an error without rubric scores: 11 questions scored in both runs, 4 of them true in head.
    // Sign test 7 down, 0 up: 2/2^7; Holm over 4 tests (2 models, 2 model × trait): 4 · 0.015625 is the smallest.
    expect(a!.traits).toEqual([{ trait: 'has_citations', pairs: 11, base_mean: 1, head_mean: 4 / 11, mean_delta: expect.closeTo(-7 / 11, 12), p_value: 0.015625, p_adjusted: 0.0625 }])
    expect(b).toMatchObject({ model: 'openai_endpoint:gpt-b | openai_endpoint:gpt-judge', questions: 12, delta: 0, lost: 0, gained: 0, p_value: 1, significant_regression: false })
    expect(b!.traits[0]).toMatchObject({ trait: 'has_citations', pairs: 12, mean_delta: 0 })
    expect(json.regression.regressed).toBe(true)
    expect(json.regression.reasons).toHaveLength(1)
  })

  it('--html writes the head report with a "Compared with baseline" section: per-model deltas and the flips', async () => {
    const { code, stdout, stderr } = await diff('base.json', 'head.json', '--json', '--html', 'report.html')
    expect(code).toBe(1)
    expect(() => JSON.parse(stdout) as unknown).not.toThrow()
    expect(stderr).toBe(`report: ${join(dir, 'report.html')}\n`)
    const html = await readFile(join(dir, 'report.html'), 'utf8')
    const section = /<section class="card" id="baseline">.*?<\/section>/s.exec(html)?.[0] ?? ''
    expect(section).toContain('<h2>Compared with baseline</h2>')
    expect(section).toContain('base.json → head.json')
    expect(section).toContain(`<tr><td>${A()}</td><td>12</td><td>91.7% <span class="qid">[64.6, 98.5]</span></td><td>33.3% <span class="qid">[13.8, 60.9]</span></td><td class="bad">−58.3`)
    expect(section).toContain('<h3>Verdicts that flipped: 8 worse, 1 better</h3>')
    expect(section.match(/data-flip="regression"/g)).toHaveLength(8)
    expect(section).toMatch(/<div class="qid">q7<\/div><\/td><td>[^<]+<\/td><td><span class="badge pass">pass<\/span><\/td><td><span class="badge error">error<\/span>/)
    expect(section).toContain('<td>has_citations</td><td>11</td><td>1.000</td><td>0.364</td><td>−0.636</td>')
    // The rest is head's own report.
    expect(html).toContain('id="results-table"')
  })

  it('prints tables a person reads: pass rates with intervals, the flips, trait deltas and the verdict', async () => {
    const { code, stdout } = await diff('base.json', 'head.json')
    if (process.env.SHOW_DIFF) console.log(stdout)
    expect(code).toBe(1)
    expect(stdout).toContain('Compared with baseline: base.json → head.json')
    const row = stdout.split('\n').find((l) => l.includes(A()) && l.includes('%'))!
    expect(row).toMatch(/ 12\s+91\.7% \[64\.6, 98\.5\]\s+33\.3% \[13\.8, 60\.9\]\s+−58\.3 \[−81\.6, −12\.2\]\s+8\s+1\s+0\.0391 \*$/)
    expect(stdout).toContain('Verdicts that flipped: 8 worse, 1 better, 0 changed between fail and error')
    expect(stdout).toContain('24 question × model pairs (2 models); errors count as not passed')
    expect(stdout).toMatch(/worse\s+q7 {2}Question 7: what is the putative target of vene…\s+openai_endpoint:gpt-a \| openai_endpoint:gpt-judge\s+pass\s+error\n/)
    expect(stdout).toMatch(/better\s+q11 /)
    expect(stdout).toMatch(/has_citations\s+11\s+1\.000\s+0\.364\s+−0\.636/)
    expect(stdout).toContain('Regression (fails on a significant drop (exact McNemar p < 0.05)):')
    expect(stdout).toContain(`${A()}: pass rate 91.7% → 33.3% (−58.3 points), 8 lost vs 1 gained, McNemar p = 0.0391 < alpha 0.05`)
  })

  it('a single flip is no significant regression (exit 0), but fails --fail-on flip and a --max-drop it exceeds', async () => {
    const [plain, flip, drop5, drop10, never] = await Promise.all([
      diff('base.json', 'small.json'),
      diff('base.json', 'small.json', '--fail-on', 'flip'),
      diff('base.json', 'small.json', '--fail-on', 'drop', '--max-drop', '5%'),
      diff('base.json', 'small.json', '--fail-on', 'drop', '--max-drop', '0.1'),
      diff('base.json', 'head.json', '--fail-on', 'never'),
    ])
    // small: q0 pass → fail, q11 fail → pass: no net change, p = 1.
    expect(plain.code).toBe(0)
    expect(plain.stdout).toContain('No regression (fails on a significant drop (exact McNemar p < 0.05)).')
    expect(plain.stdout).toContain('not compared: 12 question × models only in base')
    expect(flip.code).toBe(1)
    expect(flip.stdout).toContain(`${A()}: q0 went from pass to fail`)
    expect([drop5.code, drop10.code]).toEqual([0, 0])
    expect(never.code).toBe(0)
    // A stricter alpha turns the 8-vs-1 regression (p = 0.039) into "not significant".
    expect((await diff('base.json', 'head.json', '--alpha', '0.01')).code).toBe(0)
    // A drop of 58 points is beyond a tolerated 50, not beyond 60.
    expect((await diff('base.json', 'head.json', '--max-drop', '50%')).code).toBe(1)
    expect((await diff('base.json', 'head.json', '--max-drop', '60%')).code).toBe(0)
  })

  it('pairs runs whose judge changed only with --by answering', async () => {
    const combo = await diff('base.json', 'other.json')
    expect(combo.code).toBe(2)
    expect(combo.stderr).toContain('karenina: no common questions: base.json')
    expect(combo.stderr).toContain('other.json (openai_endpoint:gpt-a | openai_endpoint:gpt-judge-2)')
    expect(combo.stderr).toContain('--by answering')
    const answering = await diff('base.json', 'other.json', '--by', 'answering', '--json')
    expect(answering.code).toBe(0)
    const json = JSON.parse(answering.stdout) as JsonDiff
    expect(json.models.map((m) => [m.model, m.questions, m.delta])).toEqual([['openai_endpoint:gpt-a', 12, 0]])
    expect(json.flips).toEqual([])
  })

  it('bad input exits 2 naming the file: missing, not a results file, empty, bad option', async () => {
    await writeFile(join(dir, 'checkpoint.jsonld'), JSON.stringify({ '@context': {}, '@type': 'DataFeed', name: 'bench', dataFeedElement: [] }))
    await writeFile(join(dir, 'empty.json'), '[]')
    await writeFile(join(dir, 'broken.json'), '{"results": [')
    const [missing, notResults, empty, broken, badAlpha] = await Promise.all([
      diff('base.json', 'nope.json'),
      diff('checkpoint.jsonld', 'head.json'),
      diff('base.json', 'empty.json'),
      diff('broken.json', 'head.json'),
      diff('base.json', 'head.json', '--alpha', '5'),
    ])
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain(`cannot read results file ${join(dir, 'nope.json')}`)
    expect(notResults.code).toBe(2)
    expect(notResults.stderr).toContain(`karenina: ${join(dir, 'checkpoint.jsonld')}: this is a JSON-LD checkpoint (a benchmark), not a results file`)
    expect(empty.code).toBe(2)
    expect(empty.stderr).toContain('no common questions: base.json')
    expect(empty.stderr).toContain('empty.json (no results) share no question × model\n')
    expect(broken.code).toBe(2)
    expect(broken.stderr).toMatch(/broken\.json.*not valid JSON/)
    expect(badAlpha.code).toBe(2)
    expect(badAlpha.stderr).toContain('expected a significance level between 0 and 1')
  })

  it('as a spawned process: exit codes 1, 0 and 2 reach the shell', async () => {
    const [regressed, same, missing] = await Promise.all([
      runKarenina(['diff', files.base, files.head]),
      runKarenina(['diff', files.base, files.base]),
      runKarenina(['diff', files.base, join(dir, 'missing.json')]),
    ])
    expect(regressed.code).toBe(1)
    expect(regressed.stdout).toContain('Verdicts that flipped: 8 worse, 1 better')
    expect(same.code).toBe(0)
    expect(same.stdout).toContain('Verdicts that flipped: 0 worse, 0 better')
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain('missing.json')
  }, 60_000)
})
