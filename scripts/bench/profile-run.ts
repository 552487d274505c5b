// The measured part of the profiling harnesses (profile-core.ts, profile-built.ts): one run, its wall and CPU
// time, and with `profilePath` a CPU profile of that run only.
import { writeFile } from 'node:fs/promises'
import { Session } from 'node:inspector/promises'

export async function profileRun(run: () => Promise<unknown>, report: { mode: string; n: number }, profilePath?: string, intervalUs?: number): Promise<void> {
  const session = new Session()
  if (profilePath) {
    session.connect()
    await session.post('Profiler.enable')
    // V8's default is one sample per ms: too coarse to rank functions that cost µs per question.
    if (intervalUs !== undefined) await session.post('Profiler.setSamplingInterval', { interval: intervalUs })
    await session.post('Profiler.start')
  }
  const cpu0 = process.cpuUsage()
  const t0 = performance.now()
  await run()
  const cpu = process.cpuUsage(cpu0)
  if (profilePath) await writeFile(profilePath, JSON.stringify((await session.post('Profiler.stop')).profile))
  process.stdout.write(`${JSON.stringify({ ...report, wall_ms: Math.round(performance.now() - t0), cpu_ms: Math.round((cpu.user + cpu.system) / 1000) })}\n`)
}
