// A/B harness (not part of `pnpm bench`): CPU of runVerification from two BUILT copies of packages/karenina with
// no network at all: each copy's OpenAI clients get a `fetch` that answers in-process (the bench server's replies),
// so what is measured is karenina + the openai SDK, without sockets, the server process or the kernel, whose
// noise hides changes of 1-2%. The transport (nodeHttpFetch) is not exercised: use ab-built.ts for it.
// Rounds alternate the order, a full GC between sides; prints per-round CPU ms and the median ratio B/A.
// node --conditions=karenina-source --import tsx scripts/bench/ab-inproc.ts [rounds] [dirA] [dirB] [n]
import { z } from 'zod'
import { benchConfig } from '../../packages/karenina/src/batch/__fixtures__/bench-scenarios.js'
import { fullGc } from './full-gc.js'

const rounds = Number(process.argv[2] ?? 10)
const n = Number(process.argv[5] ?? 1000)
const models = { answering: 'bench-answerer', judge: 'bench-judge' }
let created = 0

function completion(model: string, content: string): string {
  created++
  return JSON.stringify({
    id: `chatcmpl-${created}`,
    object: 'chat.completion',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: 40, completion_tokens: 8, total_tokens: 48 },
  })
}

// The bench server's answers: the answerer names BCL2, the judge fills the Target schema.
async function inProcessFetch(_input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const body = JSON.parse(String(init?.body)) as { model: string; response_format?: unknown }
  const text = body.response_format ? completion(body.model, '{"target": "BCL2"}') : completion(body.model, 'The putative target is BCL2.')
  return new Response(text, { status: 200, headers: { 'content-type': 'application/json', 'x-request-id': `req_${created}` } })
}

async function load(dir: string) {
  const root = new URL(`../../packages/karenina/${dir}/`, import.meta.url)
  const k = await import(new URL('index.js', root).href)
  // Each copy's RunPorts hand the in-process fetch to the clients they create.
  const { RunPorts } = await import(new URL('batch/run-ports.js', root).href)
  const resolve = RunPorts.prototype.resolve
  RunPorts.prototype.resolve = function (this: { options: Record<string, unknown> }, ...args: unknown[]) {
    ;(this.options as { fetch?: unknown }).fetch = inProcessFetch
    return resolve.apply(this, args)
  }
  const Target = k.defineTemplate({ target: k.field(z.string(), { description: 'The protein target named in the response', groundTruth: 'BCL2', check: k.exactMatch({ normalize: ['lowercase', 'strip'] }) }) })
  const config = benchConfig('http://127.0.0.1:9/v1', { async_max_workers: 8 }, models)
  return async () => {
    const b = k.Benchmark.create({ name: 'bench' })
    for (let i = 0; i < n; i++) b.addQuestion({ id: `b${i}`, question: `Question ${i}: what is the putative target of venetoclax?`, rawAnswer: 'BCL2', template: Target })
    const set = await k.runVerification(b, config, { env: {} })
    const failed = set.results.filter((r: { metadata: { failure: unknown } }) => r.metadata.failure !== null).length
    if (failed > 0) throw new Error(`${dir}: ${failed} results failed`)
  }
}

const a = await load(process.argv[3] ?? 'dist-before')
const b = await load(process.argv[4] ?? 'dist')
for (let i = 0; i < 2; i++) {
  await a()
  await b()
}
const cpu = { a: [] as number[], b: [] as number[] }
fullGc()
for (let r = 0; r < rounds; r++) {
  const order: ['a' | 'b', () => Promise<void>][] = r % 2 === 0 ? [['a', a], ['b', b]] : [['b', b], ['a', a]]
  for (const [name, f] of order) {
    const c0 = process.cpuUsage()
    await f()
    const c = process.cpuUsage(c0)
    cpu[name].push(Math.round((c.user + c.system) / 1000))
    fullGc()
  }
}
const med = (xs: number[]) => [...xs].sort((x, y) => x - y)[xs.length >> 1]!
const ratios = cpu.a.map((x, i) => cpu.b[i]! / x)
console.log(JSON.stringify({ n, cpu_ms: cpu, median_ms: { a: med(cpu.a), b: med(cpu.b) }, min_ms: { a: Math.min(...cpu.a), b: Math.min(...cpu.b) }, median_ratio_b_to_a: +med(ratios).toFixed(3), ratio_range: [+Math.min(...ratios).toFixed(3), +Math.max(...ratios).toFixed(3)] }))
