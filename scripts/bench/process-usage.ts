// Runs a Node process with the usage probe preloaded and returns its wall time and its tree's CPU and RSS.
import { spawn } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const PROBE = fileURLToPath(new URL('./usage-probe.mjs', import.meta.url))

export interface ProcessUsage {
  code: number
  stdout: string
  stderr: string
  wallMs: number
  /** CPU of every probed process (main and workers). */
  cpuMs: number
  mainCpuMs: number
  mainPeakRssMiB: number
  /** Sum of the processes' peak RSS (an upper bound of the tree's peak). */
  treePeakRssMiB: number
  processes: number
}

/** `node <args>` in `cwd` with `env`, measured. */
export async function measureNode(args: readonly string[], cwd: string, env: NodeJS.ProcessEnv): Promise<ProcessUsage> {
  const usageDir = await mkdtemp(join(tmpdir(), 'karenina-bench-usage-'))
  const usageFile = join(usageDir, 'usage')
  const nodeOptions = `${env.NODE_OPTIONS ?? ''} --import ${PROBE}`.trim()
  const t0 = performance.now()
  const child = spawn(process.execPath, args, { cwd, env: { ...env, NODE_OPTIONS: nodeOptions, KARENINA_BENCH_USAGE: usageFile }, stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
  const code = await new Promise<number>((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', (c) => resolve(c ?? 1))
  })
  const wallMs = performance.now() - t0
  const files = (await readdir(usageDir)).filter((f) => !f.endsWith('.tmp'))
  const usage = await Promise.all(files.map(async (f) => JSON.parse(await readFile(join(usageDir, f), 'utf8')) as { pid: number; cpuMs: number; maxRssKiB: number }))
  await rm(usageDir, { recursive: true, force: true })
  const main = usage.find((u) => u.pid === child.pid)
  return {
    code,
    stdout,
    stderr,
    wallMs,
    cpuMs: usage.reduce((s, u) => s + u.cpuMs, 0),
    mainCpuMs: main?.cpuMs ?? Number.NaN,
    mainPeakRssMiB: (main?.maxRssKiB ?? Number.NaN) / 1024,
    treePeakRssMiB: usage.reduce((s, u) => s + u.maxRssKiB, 0) / 1024,
    processes: usage.length,
  }
}
