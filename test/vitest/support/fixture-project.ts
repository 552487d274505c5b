// A fixture project installed as a user would have it: `karenina` and `vitest-karenina` from their built
// `dist`, vitest 4 or 5 as the project's own `vitest` (vitest-karenina resolves its peer from the project).
import { spawn } from 'node:child_process'
import { cp, mkdir, mkdtemp, realpath, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)))
const FIXTURES = join(ROOT, 'test', 'vitest', 'fixtures')
const PACKAGES = join(ROOT, 'packages')

export type VitestMajor = 4 | 5

export interface RunOutcome {
  code: number
  stdout: string
  stderr: string
}

export interface FixtureProject {
  dir: string
  /** Runs the project's vitest (`vitest <args>`) with the given environment on top of a clean one. */
  vitest(args: readonly string[], env?: Record<string, string>): Promise<RunOutcome>
  /** Runs the project's `karenina` command (`karenina <args>`) on a clean environment. */
  karenina(args: readonly string[]): Promise<RunOutcome>
  /** Type-checks the project (`tsc -p tsconfig.json --noEmit`). */
  tsc(): Promise<RunOutcome>
  remove(): Promise<void>
}

function exec(args: readonly string[], cwd: string, env: NodeJS.ProcessEnv): Promise<RunOutcome> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', fail)
    child.on('exit', (code) => done({ code: code ?? 1, stdout, stderr }))
  })
}

/** The parent's environment without what would leak into the child run (vitest worker state, keys, models). */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(VITEST|KARENINA_|OPENAI_|ANTHROPIC_|OPENROUTER_|GITHUB_)/.test(key) || key === 'NODE_ENV' || key === 'TEST') continue
    env[key] = value
  }
  return { ...env, NO_COLOR: '1', FORCE_COLOR: '0', ...extra }
}

async function link(target: string, path: string): Promise<void> {
  await mkdir(resolve(path, '..'), { recursive: true })
  await symlink(await realpath(target), path, 'dir')
}

/**
 * Copies `<fixtures>/<name>` (default `test/vitest/fixtures`) to a temp dir and installs the packages into its
 * node_modules, with `sdks`: dev dependencies of karenina the project uses as a user's own (`ai`, `openai`).
 */
export async function fixtureProject(name: string, major: VitestMajor, sdks: readonly string[] = [], fixtures: string = FIXTURES): Promise<FixtureProject> {
  const dir = await mkdtemp(join(tmpdir(), `karenina-vitest${major}-${name}-`))
  await cp(join(fixtures, name), dir, { recursive: true })
  const modules = join(dir, 'node_modules')
  await link(join(PACKAGES, 'vitest-karenina', 'node_modules', major === 4 ? 'vitest' : 'vitest-5'), join(modules, 'vitest'))
  await link(join(PACKAGES, 'karenina'), join(modules, 'karenina'))
  await link(join(PACKAGES, 'karenina', 'node_modules', 'zod'), join(modules, 'zod'))
  await link(join(ROOT, 'node_modules', '@types', 'node'), join(modules, '@types', 'node'))
  for (const sdk of sdks) await link(join(PACKAGES, 'karenina', 'node_modules', sdk), join(modules, sdk))
  // A copy, not a link: vitest-karenina must resolve its `vitest` peer from this project, as an install does.
  const adapter = join(modules, 'vitest-karenina')
  await mkdir(adapter, { recursive: true })
  await cp(join(PACKAGES, 'vitest-karenina', 'package.json'), join(adapter, 'package.json'))
  for (const part of ['dist', 'src']) await cp(join(PACKAGES, 'vitest-karenina', part), join(adapter, part), { recursive: true })
  return {
    dir,
    vitest: (args, env = {}) => exec([join(modules, 'vitest', 'vitest.mjs'), ...args], dir, cleanEnv(env)),
    karenina: (args) => exec([join(modules, 'karenina', 'bin', 'karenina.js'), ...args], dir, cleanEnv({})),
    tsc: () => exec([join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(dir, 'tsconfig.json'), '--noEmit'], dir, cleanEnv({})),
    remove: () => rm(dir, { recursive: true, force: true }),
  }
}
