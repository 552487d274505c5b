// pnpm bench [--json] [--base-url URL] [--only overhead,agent,efficiency,calls,rss,regex]
//            [--n-overhead 1000] [--n-agent 300] [--n-regex 20000] [--n-efficiency 200] [--n-rss 10000] [--latency-ms 200] [--concurrency 8]
// pnpm bench [--json] [--base-url URL] [--only overhead,efficiency,calls,rss,python]
//            [--n-overhead 1000] [--n-efficiency 200] [--n-rss 10000] [--latency-ms 200] [--concurrency 8]
//
// Measures the batch runner against the loopback LLM server (or an external OpenAI-compatible server):
//   overhead    pipeline overhead per question with an instant judge (template_only)
//   agent       the same with an answering agent making 3 MCP tool calls per question (instant loopback LLM and
//               MCP servers), as a ratio to the plain path measured in the same run
//   efficiency  wall time vs ideal at a fixed model latency: ideal = ceil(N/c) × calls × latency
//   calls       LLM calls per question per evaluation mode, and with each optional check enabled
//               (the embedding check only runs when field verification fails: +1 embeddings, +1 chat if similar)
//   rss         peak RSS of an N-question run with progressive save, in a child process, at V8 defaults and
//               with a capped young generation, plus the heap the result set keeps per result
//   regex       the regex guard per evaluation: inline (proven safe) and worker path vs unguarded (bench-regex.ts)
//   python      classic Python templates: the sandbox's one-time start (Pyodide in its own process, class
//               definition included) and the verify cost per question once warm, with the sandbox's peak RSS
import { spawn } from 'node:child_process'
import { subscribe } from 'node:diagnostics_channel'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { getHeapSpaceStatistics } from 'node:v8'
import { runVerification } from '../packages/karenina/src/batch/run-verification.js'
import { benchBenchmark, benchConfig, startBenchServer } from '../packages/karenina/src/batch/__fixtures__/bench-scenarios.js'
import { regexGuard } from './bench-regex.js'
import { startMcpHttpServer } from '../packages/karenina/src/mcp/__fixtures__/mcp-test-server.js'
import { CLASSIC_PYTHON } from '../packages/karenina/src/benchmark/checkpoint/__fixtures__/checkpoint-fixtures.js'
import { PythonSandbox } from '../packages/karenina/src/python-sandbox/python-sandbox.js'
import { evaluatePythonAnswer, pythonTemplate } from '../packages/karenina/src/python-sandbox/python-template.js'

// Node's own argument parser: unknown options are an error that names them.
const { values: args } = parseArgs({
  options: {
    json: { type: 'boolean' },
    'base-url': { type: 'string' },
    only: { type: 'string' },
    'n-overhead': { type: 'string' },
    'n-agent': { type: 'string' },
    'n-efficiency': { type: 'string' },
    'n-rss': { type: 'string' },
    'n-regex': { type: 'string' },
    'n-python': { type: 'string' },
    'latency-ms': { type: 'string' },
    concurrency: { type: 'string' },
    'answering-model': { type: 'string' },
    'judge-model': { type: 'string' },
    // Used by the bench's own child processes.
    'rss-child': { type: 'boolean' },
    'serve-child': { type: 'boolean' },
    n: { type: 'string' },
    jsonl: { type: 'string' },
  },
})
type NumberOption = 'n-overhead' | 'n-agent' | 'n-efficiency' | 'n-rss' | 'n-regex' | 'latency-ms' | 'concurrency' | 'n'
type NumberOption = 'n-overhead' | 'n-efficiency' | 'n-rss' | 'n-python' | 'latency-ms' | 'concurrency' | 'n'

function num(name: NumberOption, fallback: number): number {
  const given = args[name]
  if (given === undefined) return fallback
  const value = Number(given)
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name}: expected a non-negative number, received ${JSON.stringify(given)}`)
  return value
}
const externalURL = args['base-url'] ?? null
const concurrency = num('concurrency', 8)
const MiB = 1024 * 1024

/**
 * Counts the HTTP requests the SDKs make, with their latency, through Node's diagnostics channels: node:http
 * (the OpenAI adapter's transport) and undici (globalThis.fetch, e.g. the Anthropic SDK).
 */
const requestLog: { ms: number }[] = []
const started = new WeakMap<object, number>()
const onStart = (message: unknown) => started.set((message as { request: object }).request, performance.now())
const onEnd = (message: unknown) => {
  const t0 = started.get((message as { request: object }).request)
  if (t0 !== undefined) requestLog.push({ ms: performance.now() - t0 })
}
function watchRequests(): void {
  subscribe('http.client.request.start', onStart)
  subscribe('http.client.response.finish', onEnd)
  subscribe('undici:request:create', onStart)
  subscribe('undici:request:headers', onEnd)
}

const script = fileURLToPath(import.meta.url)
const tsxArgs = ['--conditions=karenina-source', '--import', 'tsx', script]

/**
 * Runs `fn` against the loopback server, started in a child process so that its CPU is not counted as the
 * pipeline's (a real model server is never in the client's process), or against `--base-url`.
 */
async function withServer<T>(latencyMs: number, fn: (baseURL: string, mcpUrl: string | null) => Promise<T>): Promise<T> {
  if (externalURL !== null) return fn(externalURL, null)
  const child = spawn(process.execPath, [...tsxArgs, '--serve-child', '--latency-ms', String(latencyMs)], { stdio: ['pipe', 'pipe', 'inherit'] })
  try {
    const urls = await new Promise<{ openaiBaseURL: string; mcpUrl: string }>((resolve, reject) => {
      let out = ''
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString()
        const line = out.split('\n').find((l) => l.startsWith('{'))
        if (line) resolve(JSON.parse(line) as { openaiBaseURL: string; mcpUrl: string })
      })
      child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)))
    })
    return await fn(urls.openaiBaseURL, urls.mcpUrl)
  } finally {
    child.stdin.end()
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.on('exit', resolve)))
  }
}

/** The child of `withServer`: the LLM server and an MCP server (Streamable HTTP), until its stdin closes. */
async function serveChild() {
  const server = await startBenchServer(num('latency-ms', 0))
  const mcp = await startMcpHttpServer()
  process.stdout.write(`${JSON.stringify({ openaiBaseURL: server.openaiBaseURL, mcpUrl: mcp.url })}\n`)
  process.stdin.resume()
  await new Promise((resolve) => process.stdin.on('end', resolve))
  await mcp.close()
  await server.close()
}

function models(): { answering: string; judge: string } {
  return {
    answering: args['answering-model'] ?? 'bench-answerer',
    judge: args['judge-model'] ?? 'bench-judge',
  }
}

async function overhead() {
  const n = num('n-overhead', 1000)
  return withServer(0, async (baseURL) => {
    // Warm-up: module loading, SDK client, JIT.
    await runVerification(benchBenchmark(20), benchConfig(baseURL, { async_max_workers: concurrency }, models()), { env: {} })
    requestLog.length = 0
    const cpu0 = process.cpuUsage()
    const t0 = performance.now()
    const results = await runVerification(benchBenchmark(n), benchConfig(baseURL, { async_max_workers: concurrency }, models()), { env: {} })
    const wallMs = performance.now() - t0
    const cpu = process.cpuUsage(cpu0)
    const failures = results.results.filter((r) => r.metadata.failure !== null).length
    return {
      n,
      concurrency,
      wall_s: round(wallMs / 1000, 3),
      ms_per_question: round(wallMs / n, 3),
      cpu_ms_per_question: round((cpu.user + cpu.system) / 1000 / n, 3),
      requests: requestLog.length,
      failures,
      server: externalURL === null ? 'loopback (child process)' : externalURL,
      target_wall_s: 3,
      ok: wallMs <= 3000,
    }
  })
}

/** Plain answers vs an answering agent making 3 MCP tool calls per question, same questions, same run. */
async function agentOverhead() {
  const n = num('n-agent', 300)
  return withServer(0, async (baseURL, mcpUrl) => {
    if (mcpUrl === null) return { skipped: 'needs the loopback servers (no --base-url)' }
    const agentConfig = () => {
      const config = benchConfig(baseURL, { async_max_workers: concurrency }, { answering: 'bench-agent', judge: models().judge })
      const [answering] = config.answering_models as Record<string, unknown>[]
      return { ...config, answering_models: [{ ...answering, mcp_urls_dict: { bio: mcpUrl } }] }
    }
    const plainConfig = () => benchConfig(baseURL, { async_max_workers: concurrency }, models())
    const measure = async (config: () => ReturnType<typeof benchConfig>) => {
      await runVerification(benchBenchmark(20), config(), { env: {} }) // warm-up
      const cpu0 = process.cpuUsage()
      const t0 = performance.now()
      const results = await runVerification(benchBenchmark(n), config(), { env: {} })
      const wallMs = performance.now() - t0
      const cpu = process.cpuUsage(cpu0)
      const toolCalls = results.results.reduce((sum, r) => sum + (r.template?.agent_metrics?.tool_calls ?? 0), 0)
      return {
        ms_per_question: round(wallMs / n, 3),
        cpu_ms_per_question: round((cpu.user + cpu.system) / 1000 / n, 3),
        tool_calls_per_question: round(toolCalls / n, 2),
        failures: results.results.filter((r) => r.metadata.failure !== null).length,
      }
    }
    const plain = await measure(plainConfig)
    const agent = await measure(agentConfig)
    return {
      n,
      concurrency,
      plain,
      agent,
      wall_ratio: round(agent.ms_per_question / plain.ms_per_question, 2),
      cpu_ratio: round(agent.cpu_ms_per_question / plain.cpu_ms_per_question, 2),
    }
  })
}

async function efficiency() {
  const n = num('n-efficiency', 200)
  const latencyMs = num('latency-ms', 200)
  return withServer(latencyMs, async (baseURL) => {
    await runVerification(benchBenchmark(4), benchConfig(baseURL, { async_max_workers: concurrency }, models()), { env: {} })
    requestLog.length = 0
    const t0 = performance.now()
    await runVerification(benchBenchmark(n), benchConfig(baseURL, { async_max_workers: concurrency }, models()), { env: {} })
    const wallMs = performance.now() - t0
    const calls = requestLog.length / n
    // With an external server the latency is what was observed, not what was scripted.
    const latency = externalURL === null ? latencyMs : requestLog.reduce((s, r) => s + r.ms, 0) / requestLog.length
    const idealMs = Math.ceil(n / concurrency) * calls * latency
    return {
      n,
      concurrency,
      latency_ms: round(latency, 1),
      calls_per_question: round(calls, 2),
      ideal_s: round(idealMs / 1000, 3),
      wall_s: round(wallMs / 1000, 3),
      efficiency: round(idealMs / wallMs, 4),
      target: 0.97,
      ok: idealMs / wallMs >= 0.97,
    }
  })
}

async function callsPerMode() {
  const n = 10
  const cases = [
    { name: 'template_only', mode: 'template_only', rubric: false, regexOnly: false },
    { name: 'template_and_rubric', mode: 'template_and_rubric', rubric: true, regexOnly: false },
    { name: 'rubric_only', mode: 'rubric_only', rubric: true, regexOnly: false },
    { name: 'template_only (regex-only template)', mode: 'template_only', rubric: false, regexOnly: true },
    { name: 'template_only + abstention', mode: 'template_only', rubric: false, regexOnly: false, extra: { abstention_enabled: true } },
    { name: 'template_only + sufficiency', mode: 'template_only', rubric: false, regexOnly: false, extra: { sufficiency_enabled: true } },
    { name: 'template_only + deep judgment (full)', mode: 'template_only', rubric: false, regexOnly: false, extra: { deep_judgment_mode: 'full' } },
    { name: 'template_and_rubric + rubric deep judgment', mode: 'template_and_rubric', rubric: true, regexOnly: false, extra: { deep_judgment_rubric_mode: 'enable_all' } },
  ]
  return withServer(0, async (baseURL) => {
    const out: Record<string, { answering: number; judge: number; total: number; failures: number }> = {}
    for (const c of cases) {
      requestLog.length = 0
      const results = await runVerification(
        benchBenchmark(n, { rubric: c.rubric, regexOnly: c.regexOnly }),
        benchConfig(baseURL, { evaluation_mode: c.mode, async_max_workers: concurrency, ...('extra' in c ? c.extra : {}) }, models()),
        { env: {} },
      )
      // Every task makes exactly one answering call (one answerer, one judge).
      const answering = n
      out[c.name] = {
        answering: answering / n,
        judge: (requestLog.length - answering) / n,
        total: requestLog.length / n,
        failures: results.results.filter((r) => r.metadata.failure !== null).length,
      }
    }
    return { questions: n, rubric: '1 LLM score trait (batch strategy) + 1 regex trait', per_question: out }
  })
}

/** One RSS child run; `v8Flags` go before the script (e.g. a young-generation cap). */
async function rssRun(baseURL: string, n: number, jsonl: string, v8Flags: string[]) {
  const child = spawn(
    process.execPath,
    [...v8Flags, '--expose-gc', ...tsxArgs, '--rss-child', '--n', String(n), '--base-url', baseURL, '--jsonl', jsonl, '--concurrency', String(concurrency)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  let stdout = ''
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  if (code !== 0) throw new Error(`rss child exited with ${code}: ${stdout}`)
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as RssChildReport
}

interface RssChildReport {
  maxRssKiB: number
  wallMs: number
  results: number
  /** Largest size of V8's young generation seen during the run (sampled every 20 ms). */
  maxNewSpaceMiB: number
  /** Heap still used after a full GC, before and after the run: what the run keeps (the result set). */
  retainedBeforeMiB: number
  retainedAfterMiB: number
}

// V8 sizes its young generation from the machine's memory (up to 2 × 64 MiB semi-spaces on this 24 GiB
// machine) once enough objects survive scavenges, so a long run's peak RSS is mostly short-lived garbage
// headroom. The capped run shows the same work with a 16 MiB semi-space, as NODE_OPTIONS can set it.
const SEMI_SPACE_CAP = '--max-semi-space-size=16'

async function rss() {
  const n = num('n-rss', 10000)
  return withServer(0, async (baseURL) => {
    const dir = await mkdtemp(join(tmpdir(), 'karenina-bench-'))
    try {
      const run = (name: string, flags: string[]) => rssRun(baseURL, n, join(dir, `${name}.results.jsonl`), flags)
      const byDefault = await run('default', [])
      const capped = await run('capped', [SEMI_SPACE_CAP])
      const mib = (r: RssChildReport) => round(r.maxRssKiB / 1024, 1)
      return {
        n,
        concurrency,
        results: byDefault.results,
        wall_s: round(byDefault.wallMs / 1000, 2),
        peak_rss_mib: mib(byDefault),
        v8_young_generation_max_mib: round(byDefault.maxNewSpaceMiB, 1),
        retained_kib_per_result: round(((byDefault.retainedAfterMiB - byDefault.retainedBeforeMiB) * 1024) / n, 2),
        capped: { node_options: SEMI_SPACE_CAP, peak_rss_mib: mib(capped), wall_s: round(capped.wallMs / 1000, 2) },
        target_mib: 300,
        ok: mib(byDefault) <= 300,
      }
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
}

/** Classic Python template: sandbox start (first verify) and warm verify cost per question (no judge). */
async function python() {
  const n = num('n-python', 2000)
  const sandbox = new PythonSandbox()
  const template = pythonTemplate(CLASSIC_PYTHON, { sandbox })
  const verifyOne = async (result: number) => {
    const answer = template.instantiate({ result })
    await evaluatePythonAnswer(answer)
    return answer.verify()
  }
  try {
    const t0 = performance.now()
    await verifyOne(4)
    const startMs = performance.now() - t0
    const t1 = performance.now()
    let passed = 0
    for (let i = 0; i < n; i++) if (await verifyOne(i % 8)) passed++
    const warmMs = performance.now() - t1
    return { n, start_s: round(startMs / 1000, 2), ms_per_question: round(warmMs / n, 3), passed, sandbox_peak_rss_mib: round(sandbox.peakRssKiB() / 1024, 1), starts: sandbox.starts }
  } finally {
    sandbox.close()
  }
}

/** The child of `rss`: one run with progressive save, then its own peak RSS and heap figures on stdout. */
async function rssChild() {
  const baseURL = String(args['base-url'])
  const gc = (globalThis as { gc?: () => void }).gc!
  const retainedMiB = () => {
    gc()
    gc()
    return process.memoryUsage().heapUsed / MiB
  }
  const benchmark = benchBenchmark(num('n', 10000))
  const retainedBeforeMiB = retainedMiB()
  let maxNewSpaceMiB = 0
  const sampler = setInterval(() => {
    const newSpace = getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')
    if (newSpace) maxNewSpaceMiB = Math.max(maxNewSpaceMiB, newSpace.space_size / MiB)
  }, 20)
  const t0 = performance.now()
  const results = await runVerification(benchmark, benchConfig(baseURL, { async_max_workers: concurrency }, models()), {
    env: {},
    output: { jsonl: String(args.jsonl) },
  })
  const wallMs = performance.now() - t0
  clearInterval(sampler)
  const report: RssChildReport = {
    maxRssKiB: process.resourceUsage().maxRSS,
    wallMs,
    results: results.results.length,
    maxNewSpaceMiB,
    retainedBeforeMiB,
    retainedAfterMiB: retainedMiB(),
  }
  process.stdout.write(`${JSON.stringify(report)}\n`)
}

function round(x: number, digits: number): number {
  const f = 10 ** digits
  return Math.round(x * f) / f
}

async function main() {
  if (args['rss-child']) return rssChild()
  if (args['serve-child']) return serveChild()
  // Only in this process: the children are measured without it.
  watchRequests()
  const only = args.only !== undefined ? new Set(args.only.split(',')) : null
  const want = (part: string) => only === null || only.has(part)
  const report: Record<string, unknown> = {
    node: process.version,
    command: `pnpm bench ${process.argv.slice(2).join(' ')}`.trim(),
  }
  if (want('overhead')) report.overhead = await overhead()
  if (want('agent')) report.agent = await agentOverhead()
  if (want('efficiency')) report.efficiency = await efficiency()
  if (want('calls')) report.calls = await callsPerMode()
  if (want('rss')) report.rss = await rss()
  if (want('regex')) report.regex = await regexGuard(num('n-regex', 20000))
  if (want('python')) report.python = await python()
  if (args.json) {
    process.stdout.write(`${JSON.stringify(report)}\n`)
    return
  }
  const o = report.overhead as Awaited<ReturnType<typeof overhead>> | undefined
  const a = report.agent as Awaited<ReturnType<typeof agentOverhead>> | undefined
  const e = report.efficiency as Awaited<ReturnType<typeof efficiency>> | undefined
  const c = report.calls as Awaited<ReturnType<typeof callsPerMode>> | undefined
  const r = report.rss as Awaited<ReturnType<typeof rss>> | undefined
  const g = report.regex as Awaited<ReturnType<typeof regexGuard>> | undefined
  const p = report.python as Awaited<ReturnType<typeof python>> | undefined
  const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED')
  const lines = [`karenina-ts bench (${process.version})`]
  if (o) lines.push(`overhead    N=${o.n} c=${o.concurrency} instant judge: ${o.wall_s} s wall, ${o.ms_per_question} ms/question, ${o.cpu_ms_per_question} ms CPU/question (${o.requests} requests, ${o.failures} failures)  [target ≤ 3 s: ${mark(o.ok)}]`)
  if (a && 'skipped' in a) lines.push(`agent       skipped: ${a.skipped}`)
  else if (a) {
    lines.push(`agent       N=${a.n} c=${a.concurrency} instant LLM and MCP servers, ${a.agent.tool_calls_per_question} tool calls/question: ${a.agent.ms_per_question} ms/question (${a.agent.cpu_ms_per_question} ms CPU) vs plain ${a.plain.ms_per_question} ms (${a.plain.cpu_ms_per_question} ms CPU): ×${a.wall_ratio} wall, ×${a.cpu_ratio} CPU${a.agent.failures + a.plain.failures ? `  (${a.agent.failures + a.plain.failures} failures)` : ''}`)
  }
  if (e) lines.push(`efficiency  N=${e.n} c=${e.concurrency} latency ${e.latency_ms} ms: ideal ${e.ideal_s} s, wall ${e.wall_s} s, efficiency ${e.efficiency}  [target ≥ 0.97: ${mark(e.ok)}]`)
  if (c) {
    lines.push(`calls/question (${c.questions} questions; rubric: ${c.rubric})`)
    for (const [mode, v] of Object.entries(c.per_question)) lines.push(`  ${mode.padEnd(44)} answering ${v.answering}  judge ${v.judge}  total ${v.total}${v.failures ? `  (${v.failures} failures)` : ''}`)
  }
  if (r) {
    lines.push(`rss         N=${r.n} c=${r.concurrency} with progressive save: peak RSS ${r.peak_rss_mib} MiB (${r.wall_s} s, ${r.results} results)  [target ≤ 300 MiB: ${mark(r.ok)}]`)
    lines.push(`              V8 young generation grew to ${r.v8_young_generation_max_mib} MiB; the result set keeps ${r.retained_kib_per_result} KiB/result`)
    lines.push(`              same run with NODE_OPTIONS=${r.capped.node_options}: peak RSS ${r.capped.peak_rss_mib} MiB (${r.capped.wall_s} s)`)
  }
  if (g) {
    lines.push(`regex guard N=${g.n} search on ${g.text_chars} chars: unguarded ${g.search_us.unguarded} µs, ${g.proven_safe ? 'proven safe (inline)' : `NOT proven safe (analysis: ${g.analysis_verdict}), guarded`} ${g.search_us.safe} µs (×${g.safe_ratio}), worker path ${g.search_us.worker} µs (×${g.worker_ratio})`)
    lines.push(`              findall (${g.findall_us.matches} matches): unguarded ${g.findall_us.unguarded} µs, worker path ${g.findall_us.worker} µs; ReDoS analysis once per pattern: median ${g.analysis_ms.median} ms, max ${g.analysis_ms.max} ms (${g.analysis_ms.patterns} patterns)`)
  }
  if (p) lines.push(`python      classic template, N=${p.n}: sandbox start ${p.start_s} s once, then ${p.ms_per_question} ms/question verify (sandbox peak RSS ${p.sandbox_peak_rss_mib} MiB)`)
  process.stdout.write(`${lines.join('\n')}\n`)
}

await main()
