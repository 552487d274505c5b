// Loading a checkpoint, as CLI users do (`pnpm bench --only checkpoint`): `karenina validate` and `karenina verify` of a
// generated N-question checkpoint (bench/checkpoint-file.ts) run by the built bin in fresh processes, their peak RSS
// and CPU read by the processes themselves (bench/usage-probe.mjs). Same-run baselines: the same commands with V8's
// default young generation (which the CLI otherwise keeps small, cli/heap-settings.ts), `karenina --version` (the
// CLI loaded, no checkpoint) and a bare Node process reading and JSON.parse-ing the same file. The loading cost per
// question is the difference between validate of N and of N/10 questions, beside JSON.parse's.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureBuilt } from '../../test/global-setup.js'
import { writeBenchCheckpoint } from './checkpoint-file.js'
import { measureNode, type ProcessUsage } from './process-usage.js'

const BIN = fileURLToPath(new URL('../../packages/karenina/bin/karenina.js', import.meta.url))
const REPO = fileURLToPath(new URL('../../', import.meta.url))
/** Issue 31: both commands on a 5,000-question checkpoint. */
export const CHECKPOINT_TARGET_MIB = 200
/** V8's default growth of the young generation, which the CLI leaves alone when the user sets it. */
const V8_DEFAULT_YOUNG_GENERATION = '--semi-space-growth-factor=2'

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits
const median = (xs: readonly number[]) => {
  const sorted = [...xs].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

interface CheckpointOptions {
  n: number
  repeat: number
  concurrency: number
  /** The bench's loopback server (a child process), as the other figures use it. */
  withServer: <T>(latencyMs: number, fn: (baseURL: string) => Promise<T>) => Promise<T>
}

function checked(run: ProcessUsage, what: string): ProcessUsage {
  if (run.code !== 0) throw new Error(`${what} exited with ${run.code}: ${run.stderr.slice(-2000)}`)
  return run
}

const env = (): NodeJS.ProcessEnv => ({ PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NO_COLOR: '1', OPENAI_API_KEY: 'sk-bench' })

export async function checkpointFigure(options: CheckpointOptions) {
  const { n, repeat, concurrency } = options
  const small = Math.max(1, Math.round(n / 10))
  await ensureBuilt()
  const dir = await mkdtemp(join(tmpdir(), 'karenina-bench-checkpoint-'))
  try {
    const file = join(dir, `bench-${n}.jsonld`)
    const smallFile = join(dir, `bench-${small}.jsonld`)
    const bytes = await writeBenchCheckpoint(file, n)
    await writeBenchCheckpoint(smallFile, small)
    const node = (args: string[]) => measureNode(args, REPO, env())
    const parseScript = `JSON.parse(require('node:fs').readFileSync(${JSON.stringify(file)}, 'utf8'))`
    const rounds: Record<'validate' | 'validateSmall' | 'validateDefault' | 'version' | 'bare' | 'jsonParse', ProcessUsage>[] = []
    for (let i = 0; i < repeat; i++) {
      rounds.push({
        validate: checked(await node([BIN, 'validate', file]), 'karenina validate'),
        validateSmall: checked(await node([BIN, 'validate', smallFile]), `karenina validate (${small} questions)`),
        validateDefault: checked(await node([V8_DEFAULT_YOUNG_GENERATION, BIN, 'validate', file]), 'karenina validate (V8 default young generation)'),
        version: checked(await node([BIN, '--version']), 'karenina --version'),
        bare: checked(await node(['-e', '']), 'node -e ""'),
        jsonParse: checked(await node(['-e', parseScript]), 'node JSON.parse'),
      })
    }
    // verify: once each (a run of N questions takes a while), the CLI's own settings and then V8's default.
    const verify = await options.withServer(0, async (baseURL) => {
      const args = (output: string) => [BIN, 'verify', file, '-a', `openai_endpoint:bench-answerer@${baseURL}`, '-p', `openai_endpoint:bench-judge@${baseURL}`, '-o', join(dir, output), '--progress', 'none', '-c', String(concurrency)]
      const cli = checked(await node(args('results.json')), 'karenina verify')
      const v8Default = checked(await node([V8_DEFAULT_YOUNG_GENERATION, ...args('results-default.json')]), 'karenina verify (V8 default young generation)')
      return { cli, v8Default }
    })
    const m = (pick: (r: (typeof rounds)[number]) => number) => median(rounds.map(pick))
    const peak = (pick: (r: (typeof rounds)[number]) => ProcessUsage) => rounds.map((r) => round(pick(r).mainPeakRssMiB, 0))
    const perQuestion = n - small
    const loadMs = m((r) => r.validate.mainCpuMs - r.validateSmall.mainCpuMs) / perQuestion
    const loadKiB = (m((r) => r.validate.mainPeakRssMiB - r.validateSmall.mainPeakRssMiB) * 1024) / perQuestion
    const parseMs = m((r) => r.jsonParse.mainCpuMs - r.bare.mainCpuMs) / n
    const parseKiB = (m((r) => r.jsonParse.mainPeakRssMiB - r.bare.mainPeakRssMiB) * 1024) / n
    const validatePeak = m((r) => r.validate.mainPeakRssMiB)
    const verifyPeak = verify.cli.mainPeakRssMiB
    return {
      n,
      file_mb: round(bytes / 1e6, 2),
      bytes_per_question: Math.round(bytes / n),
      validate: {
        peak_rss_mib: peak((r) => r.validate),
        cpu_s: rounds.map((r) => round(r.validate.mainCpuMs / 1000, 2)),
        v8_default_peak_rss_mib: peak((r) => r.validateDefault),
        [`n${small}_peak_rss_mib`]: peak((r) => r.validateSmall),
      },
      verify: {
        concurrency,
        peak_rss_mib: round(verifyPeak, 0),
        cpu_s: round(verify.cli.mainCpuMs / 1000, 1),
        wall_s: round(verify.cli.wallMs / 1000, 1),
        v8_default_peak_rss_mib: round(verify.v8Default.mainPeakRssMiB, 0),
        v8_default_cpu_s: round(verify.v8Default.mainCpuMs / 1000, 1),
      },
      cli_version_peak_rss_mib: peak((r) => r.version),
      bare_node_peak_rss_mib: peak((r) => r.bare),
      json_parse_peak_rss_mib: peak((r) => r.jsonParse),
      // validate of N minus validate of N/10, per question: reading, checking and building a question.
      load_ms_per_question: round(loadMs, 3),
      load_kib_per_question: round(loadKiB, 1),
      baseline: 'bare Node: readFileSync + JSON.parse of the same file, above an empty Node process',
      baseline_ms_per_question: round(parseMs, 3),
      baseline_kib_per_question: round(parseKiB, 1),
      target_mib: CHECKPOINT_TARGET_MIB,
      ok: validatePeak <= CHECKPOINT_TARGET_MIB && verifyPeak <= CHECKPOINT_TARGET_MIB,
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

export type CheckpointFigure = Awaited<ReturnType<typeof checkpointFigure>>

/** The text lines of the figure. */
export function checkpointLines(c: CheckpointFigure, mark: (ok: boolean) => string): string[] {
  const small = Object.entries(c.validate).find(([k]) => /^n\d+_peak/.test(k))
  return [
    `checkpoint  ${c.n} questions (${c.file_mb} MB, ${c.bytes_per_question} B/question, declarative templates): karenina validate peak RSS ${c.validate.peak_rss_mib.join(', ')} MiB (V8 default young generation ${c.validate.v8_default_peak_rss_mib.join(', ')}; ${small?.[0].replace(/_peak_rss_mib$/, '').replace('n', '')} questions ${String(small?.[1])}), karenina verify -c ${c.verify.concurrency} ${c.verify.peak_rss_mib} MiB (V8 default ${c.verify.v8_default_peak_rss_mib}; CPU ${c.verify.cpu_s} s vs ${c.verify.v8_default_cpu_s} s)  [target ≤ ${c.target_mib} MiB: ${mark(c.ok)}]`,
    `              loading ${c.load_ms_per_question} ms and ${c.load_kib_per_question} KiB peak RSS per question vs JSON.parse alone ${c.baseline_ms_per_question} ms and ${c.baseline_kib_per_question} KiB; karenina --version ${c.cli_version_peak_rss_mib.join(', ')} MiB, bare Node ${c.bare_node_peak_rss_mib.join(', ')} MiB`,
  ]
}
