// Start-up cost: `import('karenina')` in a fresh process against a bare Node process (CPU time and peak RSS
// read by the process itself, so the figures do not depend on how busy the machine is).
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const KARENINA_DIR = fileURLToPath(new URL('../../packages/karenina/', import.meta.url))

const REPORT = `const u = process.resourceUsage(); process.stdout.write(JSON.stringify({ cpuMs: (u.userCPUTime + u.systemCPUTime) / 1000, rssKiB: u.maxRSS }))`

async function run(code: string): Promise<{ cpuMs: number; rssKiB: number }> {
  // Run from the package folder so `karenina` resolves to its own built dist (self-reference).
  const child = spawn(process.execPath, ['--input-type=module', '-e', `${code}\n${REPORT}`], { cwd: KARENINA_DIR, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_OPTIONS: '' } })
  let out = ''
  child.stdout.on('data', (d: Buffer) => (out += d.toString()))
  const exit = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  if (exit !== 0) throw new Error(`start-up probe exited with ${exit}`)
  return JSON.parse(out) as { cpuMs: number; rssKiB: number }
}

export interface StartupFigure {
  cpu_ms_above_bare: number[]
  rss_mib_above_bare: number[]
}

/** `repeat` fresh processes each of bare Node and of `import(specifier)`; the differences, per repeat. */
export async function startupCost(specifier: string, repeat: number): Promise<StartupFigure> {
  const out: StartupFigure = { cpu_ms_above_bare: [], rss_mib_above_bare: [] }
  for (let i = 0; i < repeat; i++) {
    const bare = await run('')
    const loaded = await run(`await import(${JSON.stringify(specifier)})`)
    out.cpu_ms_above_bare.push(Math.round(loaded.cpuMs - bare.cpuMs))
    out.rss_mib_above_bare.push(Math.round(((loaded.rssKiB - bare.rssKiB) / 1024) * 10) / 10)
  }
  return out
}
