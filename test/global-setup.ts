// Builds the packages end-to-end fixture projects import as users do (their `dist`), once per test run and
// only when a source file is newer than the last build. Unit tests run on sources and need no build: the
// build is skipped when the run's file filters select no end-to-end test (`vitest run packages/...`).
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, globSync, statSync } from 'node:fs'
import { mkdir, open, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)))
/** Each package's build (`pnpm build`: tsdown with the package's tsdown.config.ts). */
const TSDOWN = join(ROOT, 'node_modules', 'tsdown', 'dist', 'run.mjs')
/** Built in this order (karenina first: the adapters' declarations refer to it). */
const PACKAGES = ['karenina', 'testing', 'vitest-karenina', 'jest-karenina']
const STAMP = '.build-stamp'

/** The newest modification time of what a package's build reads. */
function newestInput(dir: string): number {
  const files = globSync(['src/**/*.ts', 'src/**/*.py', 'tsconfig*.json', 'tsdown.config.ts', 'package.json'], { cwd: dir }).filter(
    (f) => !/\.test(-d)?\.ts$/.test(f) && !f.includes('__fixtures__'),
  )
  return Math.max(0, ...files.map((f) => statSync(join(dir, f)).mtimeMs))
}

/** Stale when a source is newer than the last build (this setup's stamp, or a `pnpm build`'s dist/index.js). */
function isStale(dir: string): boolean {
  const built = [join(dir, 'dist', STAMP), join(dir, 'dist', 'index.js')].filter((f) => existsSync(f)).map((f) => statSync(f).mtimeMs)
  return built.length === 0 || newestInput(dir) > Math.max(...built)
}

function run(command: string, args: string[], cwd: string): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [command, ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', (code) => done({ code: code ?? 1, output }))
  })
}

/** A cross-process lock (several vitest runs may start at once); a lock older than 5 minutes is stale. */
async function withLock<T>(fn: () => Promise<T>): Promise<T> {
  const dir = join(tmpdir(), 'karenina-build-locks')
  await mkdir(dir, { recursive: true })
  const lock = join(dir, `${createHash('sha256').update(ROOT).digest('hex').slice(0, 16)}.lock`)
  for (;;) {
    try {
      await (await open(lock, 'wx')).close()
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const info = await stat(lock).catch(() => undefined)
      if (info && Date.now() - info.mtimeMs > 5 * 60_000) await rm(lock, { force: true })
      else await new Promise((r) => setTimeout(r, 250))
    }
  }
  try {
    return await fn()
  } finally {
    await rm(lock, { force: true })
  }
}

/** Builds every stale package (in order, under a cross-process lock). */
export async function ensureBuilt(packages: readonly string[] = PACKAGES): Promise<void> {
  await withLock(async () => {
    for (const name of packages) {
      const dir = join(ROOT, 'packages', name)
      if (!existsSync(join(dir, 'tsdown.config.ts')) || !existsSync(join(dir, 'src', 'index.ts')) || !isStale(dir)) continue
      const started = new Date()
      const { code, output } = await run(TSDOWN, [], dir)
      if (code !== 0 || !existsSync(join(dir, 'dist', 'index.js'))) {
        // Not thrown: the end-to-end tests of other packages can still run; this package's fail on import.
        console.warn(`[global-setup] building packages/${name} failed (tsdown exit ${code}):\n${output.slice(-4000)}`)
        continue
      }
      await writeFile(join(dir, 'dist', STAMP), started.toISOString())
      // The stamp's mtime is the build's start, so sources edited during the build count as newer.
      await utimes(join(dir, 'dist', STAMP), started, started)
    }
  })
}

/** True when the run selects an end-to-end test (no filter, or a filter matching a file under test/). */
function selectsEndToEnd(filters: readonly string[] | undefined): boolean {
  if (process.env['KARENINA_E2E_BUILD'] === '1') return true
  if (process.env['KARENINA_E2E_BUILD'] === '0') return false
  if (!filters || filters.length === 0) return true
  const e2e = globSync('test/**/*.test.ts', { cwd: ROOT }).filter((f) => !f.includes('/fixtures/'))
  return e2e.some((file) => filters.some((filter) => file.includes(filter) || join(ROOT, file).includes(filter) || relative(ROOT, resolve(filter)) === ''))
}

/** vitest globalSetup: `project.vitest.filenamePattern` holds the CLI file filters of this run. */
export default async function setup(project?: { vitest?: { filenamePattern?: string[] } }): Promise<void> {
  if (!selectsEndToEnd(project?.vitest?.filenamePattern)) return
  await ensureBuilt()
}
