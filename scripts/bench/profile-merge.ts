// Peak RSS of `vitest --merge-reports` of 4 shards, against vitest's own floor in the same session:
//   tsx --conditions=karenina-source scripts/bench/profile-merge.ts [--n 10000] [--repeat 3] [--blobs DIR]
//       [--variants karenina,noop,nometa,trivial]
// karenina: the bench's blobs merged with the karenina reporter (the figure of `pnpm bench --only vitest-rss`);
// noop: the same blobs with a reporter that does nothing; nometa: the same blobs with every test's karenina
// `meta` removed, no-op reporter; trivial: 4 shards of N plain passing tests (no plugin), no-op reporter.
// The shards run once and their blobs are kept in --blobs (reused by later invocations): only merges repeat.
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { startBenchServer } from '../../packages/karenina/src/batch/__fixtures__/bench-scenarios.js'
import { measureNode } from './process-usage.js'
import { benchProject } from './vitest-path.js'

const { values } = parseArgs({ options: { n: { type: 'string' }, repeat: { type: 'string' }, blobs: { type: 'string' }, variants: { type: 'string' } } })
const n = Number(values.n ?? 10000)
const repeat = Number(values.repeat ?? 3)
const stash = values.blobs ?? join(process.env.TMPDIR ?? '/tmp', `karenina-merge-blobs-${n}`)
const variants = (values.variants ?? 'karenina,noop,nometa,trivial').split(',')

const project = await benchProject()
const vitestBin = join(project.dir, 'node_modules', 'vitest', 'vitest.mjs')
const env = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => {
  const clean: NodeJS.ProcessEnv = {}
  for (const [k, v] of Object.entries(process.env)) if (!/^(VITEST|KARENINA_|OPENAI_|ANTHROPIC_|NODE_OPTIONS)/.test(k)) clean[k] = v
  return { ...clean, NO_COLOR: '1', BENCH_N: String(n), BENCH_PARTS: '1', KARENINA_RESULTS_FILE: join(project.dir, 'merged-results.json'), ...extra }
}
await writeFile(join(project.dir, 'noop-reporter.js'), 'export default class NoopReporter {}\n')

async function shards(cwd: string, out: string, extraEnv: Record<string, string>): Promise<void> {
  for (let i = 1; i <= 4; i++) {
    const run = await measureNode([vitestBin, 'run', `--shard=${i}/4`, '--reporter=blob'], cwd, env(extraEnv))
    if (run.code !== 0) throw new Error(`shard ${i}/4 exited with ${run.code}:\n${(run.stdout + run.stderr).slice(-3000)}`)
  }
  await mkdir(out, { recursive: true })
  await cp(join(cwd, '.vitest-reports'), out, { recursive: true })
  await writeFile(`${out}.project-dir`, project.dir)
}

/** The blobs of `from` in this project's `.vitest-reports`, their test files moved to this project's folder. */
async function placeBlobs(from: string): Promise<void> {
  const reports = join(project.dir, '.vitest-reports')
  await rm(reports, { recursive: true, force: true })
  await mkdir(reports)
  const madeIn = (await readFile(`${from}.project-dir`, 'utf8')).trim()
  for (const file of await readdir(from)) await writeFile(join(reports, file), (await readFile(join(from, file), 'utf8')).replaceAll(madeIn, project.dir))
}

/** vitest's own flatted parse/stringify (the blob format), from the chunk that defines the blob reporter. */
async function flatted(): Promise<{ parse(text: string): unknown; stringify(value: unknown): string }> {
  const chunks = join(project.dir, 'node_modules', 'vitest', 'dist', 'chunks')
  for (const file of await readdir(chunks)) {
    const text = await readFile(join(chunks, file), 'utf8')
    const m = /export \{[^}]*\bparse as (\w+)[^}]*\bstringify as (\w+)/.exec(text) ?? /export \{[^}]*\bstringify as (\w+)[^}]*\bparse as (\w+)/.exec(text)
    if (!m || !text.includes('class BlobReporter')) continue
    const mod = (await import(join(chunks, file))) as Record<string, (x: unknown) => unknown>
    const [p, s] = text.indexOf('parse as') < text.indexOf('stringify as') ? [m[1]!, m[2]!] : [m[2]!, m[1]!]
    return { parse: mod[p] as (t: string) => unknown, stringify: mod[s] as (v: unknown) => string }
  }
  throw new Error('vitest blob format (flatted) not found')
}

function stripMeta(task: { meta?: Record<string, unknown>; tasks?: unknown[] }): void {
  if (task.meta) delete task.meta['karenina']
  for (const child of task.tasks ?? []) stripMeta(child as typeof task)
}

const bench = join(stash, 'bench')
const nometa = join(stash, 'nometa')
const trivial = join(stash, 'trivial')
if (!existsSync(bench)) {
  const server = await startBenchServer(0)
  try {
    await shards(project.dir, bench, { BENCH_BASE_URL: server.openaiBaseURL, BENCH_CONCURRENCY: '8' })
  } finally {
    await server.close()
  }
}
if (variants.includes('nometa') && !existsSync(nometa)) {
  const { parse, stringify } = await flatted()
  await mkdir(nometa, { recursive: true })
  for (const file of await readdir(bench)) {
    const report = parse(await readFile(join(bench, file), 'utf8')) as unknown[]
    for (const f of report[1] as Parameters<typeof stripMeta>[0][]) stripMeta(f)
    await writeFile(join(nometa, file), stringify(report))
  }
  await cp(`${bench}.project-dir`, `${nometa}.project-dir`)
}
if (variants.includes('trivial') && !existsSync(trivial)) {
  const dir = join(project.dir, 'trivial')
  await mkdir(dir)
  await writeFile(join(dir, 'vitest.config.js'), "export default { test: { include: ['part-*.test.js'] } }\n")
  for (let part = 0; part < 4; part++) {
    const from = (part * n) / 4
    await writeFile(join(dir, `part-${part + 1}.test.js`), `import { describe, test } from 'vitest'\ndescribe('bench', () => {\n  for (let i = ${from}; i < ${from + n / 4}; i++) test.concurrent(\`b\${i}\`, () => {})\n})\n`)
  }
  await shards(dir, trivial, {})
}

const blobsOf: Record<string, string> = { karenina: bench, noop: bench, nometa, trivial }
const peaks: Record<string, number[]> = {}
try {
  for (let r = 0; r < repeat; r++) {
    for (const variant of variants) {
      await placeBlobs(blobsOf[variant]!)
      const reporter = variant === 'karenina' ? 'karenina' : './noop-reporter.js'
      const run = await measureNode([vitestBin, 'run', '--merge-reports', `--reporter=${reporter}`], project.dir, env())
      if (run.code !== 0 && variant !== 'trivial') throw new Error(`${variant} merge exited with ${run.code}:\n${(run.stdout + run.stderr).slice(-3000)}`)
      if (variant === 'karenina') {
        const results = (JSON.parse(await readFile(join(project.dir, 'merged-results.json'), 'utf8')) as { results: unknown[] }).results.length
        if (results !== n) throw new Error(`karenina merge wrote ${results} results, expected ${n}`)
      }
      ;(peaks[variant] ??= []).push(Math.round(run.mainPeakRssMiB))
      process.stderr.write(`${variant} run ${r + 1}: ${run.mainPeakRssMiB.toFixed(0)} MiB, ${(run.wallMs / 1000).toFixed(1)} s\n`)
    }
  }
} finally {
  await project.remove()
}
process.stdout.write(`${JSON.stringify({ n, blobs: stash, peak_rss_mib: peaks })}\n`)
