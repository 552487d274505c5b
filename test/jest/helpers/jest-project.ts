import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join, resolve } from 'node:path'

/** The repository root. */
export const REPO = resolve(import.meta.dirname, '../../..')
const JEST_KARENINA = join(REPO, 'packages/jest-karenina')
const KARENINA = join(REPO, 'packages/karenina')
/** jest's CLI, as installed for jest-karenina (jest 30). */
export const JEST_BIN = realpathSync(join(JEST_KARENINA, 'node_modules/jest/bin/jest.js'))
/** The built `karenina` command line. */
export const KARENINA_BIN = join(KARENINA, 'bin/karenina.js')

/** Packages a fixture project imports, linked into its node_modules as an install would (built dist). */
const LINKS: Record<string, string> = {
  'jest-karenina': JEST_KARENINA,
  karenina: KARENINA,
  zod: realpathSync(join(KARENINA, 'node_modules/zod')),
  // For the type-check fixture: jest's typed globals and the module the matcher typings augment.
  '@jest/globals': realpathSync(join(JEST_KARENINA, 'node_modules/@jest/globals')),
  expect: realpathSync(join(JEST_KARENINA, 'node_modules/expect')),
  '@types/jest': realpathSync(join(JEST_KARENINA, 'node_modules/@types/jest')),
  // For the CommonJS fixture: the two transforms jest users on CommonJS run.
  'ts-jest': realpathSync(join(JEST_KARENINA, 'node_modules/ts-jest')),
  typescript: realpathSync(join(JEST_KARENINA, 'node_modules/typescript')),
  '@babel/preset-env': realpathSync(join(JEST_KARENINA, 'node_modules/@babel/preset-env')),
}

/** Fails early, and says how to fix it, when the packages are not built (fixtures import dist as users do). */
export function assertBuilt(): void {
  for (const file of [join(KARENINA, 'dist/index.js'), join(JEST_KARENINA, 'dist/setup.js'), join(JEST_KARENINA, 'dist/reporter.js'), join(KARENINA, 'dist/index.cjs'), join(JEST_KARENINA, 'dist/setup.cjs')]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: build the packages first (pnpm build)`)
  }
}

/** A private copy of `test/jest/fixtures/<name>` in the OS temp dir, with its dependencies linked. */
export function copyFixture(name: string): { dir: string; cleanup: () => void } {
  return copyProject(join(import.meta.dirname, '../fixtures', name))
}

/** A private copy of a project (its node_modules and results left out), with its dependencies linked. */
export function copyProject(source: string): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `jest-karenina-${basename(source)}-`))
  cpSync(source, dir, { recursive: true, filter: (path) => !/[\\/](node_modules|karenina-results\.json)$/.test(path) })
  for (const [pkg, target] of Object.entries(LINKS)) {
    const link = join(dir, 'node_modules', pkg)
    mkdirSync(dirname(link), { recursive: true })
    symlinkSync(target, link, 'dir')
  }
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) }
}

/** What a spawned process did. */
export interface ProcessRun {
  code: number | null
  stdout: string
  stderr: string
  /** stdout and stderr together. */
  output: string
}

/** Runs a node script asynchronously (the loopback server in this process must keep serving meanwhile). */
export function runNode(args: readonly string[], options: { cwd: string; env?: Record<string, string> }): Promise<ProcessRun> {
  // Only the variables a test sets: no KARENINA_* or provider settings leak in from the caller's shell.
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', TMPDIR: tmpdir(), CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0', ...options.env }
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { cwd: options.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
    child.on('error', fail)
    child.on('close', (code) => done({ code, stdout, stderr, output: `${stdout}\n${stderr}` }))
  })
}

/**
 * Runs jest in a fixture project the way the README tells users to: ESM test files, so node runs with
 * `--experimental-vm-modules`.
 */
export function runJest(dir: string, args: readonly string[] = [], env: Record<string, string> = {}): Promise<ProcessRun> {
  return runNode([JEST_BIN, '--ci', ...args], { cwd: dir, env: { NODE_OPTIONS: '--experimental-vm-modules --no-warnings', ...env } })
}

/** Runs jest on CommonJS test files, as ts-jest's and babel-jest's users do: plain node, no flags. */
export function runJestCjs(dir: string, args: readonly string[] = [], env: Record<string, string> = {}): Promise<ProcessRun> {
  return runNode([JEST_BIN, '--ci', ...args], { cwd: dir, env })
}
