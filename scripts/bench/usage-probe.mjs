// Preloaded (NODE_OPTIONS=--import) into every process of a measured run: writes the process's CPU time and
// peak RSS to $KARENINA_BENCH_USAGE.<pid> every 100 ms and at exit (vitest's pool may kill its workers, so
// their last 100 ms can be missed), so the bench can sum CPU over the process tree.
import { renameSync, writeFileSync } from 'node:fs'
import { isMainThread } from 'node:worker_threads'

const prefix = process.env.KARENINA_BENCH_USAGE
if (prefix && isMainThread) {
  const file = `${prefix}.${process.pid}`
  const write = () => {
    const u = process.resourceUsage()
    // Written aside then renamed: a worker killed mid-write leaves its previous figures whole.
    writeFileSync(`${file}.tmp`, JSON.stringify({ pid: process.pid, cpuMs: (u.userCPUTime + u.systemCPUTime) / 1000, maxRssKiB: u.maxRSS }))
    renameSync(`${file}.tmp`, file)
  }
  setInterval(write, 100).unref()
  process.on('exit', write)
}
