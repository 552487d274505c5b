// What `npm install karenina` brings into a fresh project (issue 30): the packed package with its required
// dependencies only, within 15 MB on disk (zod aside: the user's own), and what works without the optional
// ReDoS analyser (recheck, 57 MB with its native binary and Java jar): every user pattern runs under the regex
// time budget, and `karenina validate` says the analysis is not there.
import { spawn } from 'node:child_process'
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureBuilt } from '../global-setup.js'

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)))
const MANIFEST = JSON.parse(readFileSync(join(ROOT, 'packages/karenina/package.json'), 'utf8')) as {
  dependencies: Record<string, string>
  peerDependencies: Record<string, string>
  peerDependenciesMeta: Record<string, { optional?: boolean }>
}
const WITH_RUBRICS = join(ROOT, 'packages/karenina/test/fixtures/benchmark/checkpoint/with_rubrics.jsonld')
// Issue 30's target was 15 MB (14.2 when met); jsonrepair (0.8 MB, the judge-reply repair step of spec 06 §8.4)
// brought it to 15.2. The guard keeps the figure from growing unnoticed.
const LIMIT_BYTES = 16 * 1024 * 1024

function exec(command: string, args: readonly string[], cwd: string, env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  // Not NODE_PATH either: pnpm's bin shims point it at this workspace's packages, recheck among them.
  const base = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(VITEST|KARENINA_|NODE_OPTIONS|NODE_PATH)/.test(key)))
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, env: { ...base, NO_COLOR: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
    child.on('error', fail)
    child.on('close', (code) => done({ code, stdout, stderr }))
  })
}

/** Disk usage as `du` counts it (allocated blocks), of a folder and everything below it. */
function diskUsage(path: string): number {
  const stat = lstatSync(path)
  let bytes = stat.blocks * 512
  if (stat.isDirectory()) for (const entry of readdirSync(path)) bytes += diskUsage(join(path, entry))
  return bytes
}

const work = mkdtempSync(join(tmpdir(), 'karenina-install-size-'))
const project = join(work, 'project')
let install: { code: number | null; stdout: string; stderr: string }

beforeAll(async () => {
  await ensureBuilt(['karenina'])
  const packed = await exec('pnpm', ['pack', '--pack-destination', work], join(ROOT, 'packages', 'karenina'))
  if (packed.code !== 0) throw new Error(`pnpm pack failed:\n${packed.stdout}${packed.stderr}`)
  const tarball = readdirSync(work).find((file) => /^karenina-\d.*\.tgz$/.test(file))!
  mkdirSync(project)
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'karenina-install-size', private: true, type: 'module' }))
  install = await exec('npm', ['install', '--no-audit', '--no-fund', join(work, tarball)], project)
}, 600_000)

afterAll(async () => {
  await rm(work, { recursive: true, force: true })
}, 120_000)

describe('npm install karenina (the packed package) in a fresh project', () => {
  it('declares the ReDoS analyser an optional peer, not a dependency', () => {
    expect(Object.keys(MANIFEST.dependencies)).not.toContain('recheck')
    expect(MANIFEST.peerDependencies['recheck']).toBeDefined()
    expect(MANIFEST.peerDependenciesMeta['recheck']?.optional).toBe(true)
  })

  it('installs karenina and its required dependencies in at most 16 MB, without recheck', () => {
    expect(install.code, install.stderr).toBe(0)
    const modules = join(project, 'node_modules')
    const installed = readdirSync(modules).filter((name) => !name.startsWith('.'))
    expect(installed).not.toContain('recheck')
    expect(installed).toContain('regexpu-core')
    // zod is a dependency every karenina user has already (templates are zod schemas).
    const bytes = diskUsage(modules) - diskUsage(join(modules, 'zod'))
    expect(bytes, `${(bytes / 1024 / 1024).toFixed(1)} MB: ${installed.join(', ')}`).toBeLessThanOrEqual(LIMIT_BYTES)
  })

  it('without recheck, a pattern runs under the time budget: a benign one answers, a catastrophic one fails by name', async () => {
    const script = `
      import { evaluateRegexTrait } from 'karenina'
      const trait = (pattern) => ({ name: 't', pattern, case_sensitive: true, invert_result: false })
      console.log('benign', evaluateRegexTrait(trait('(?i:bcl)2'), 'target: Bcl2'), evaluateRegexTrait(trait('(?i:bcl)2'), 'BCL3'))
      try {
        evaluateRegexTrait(trait('(a+)+$'), 'a'.repeat(40) + '!')
        console.log('catastrophic: answered')
      } catch (error) {
        console.log('catastrophic:', error.message)
      }
    `
    const run = await exec(process.execPath, ['--input-type=module', '-e', script], project, { KARENINA_REGEX_TIMEOUT_MS: '200' })
    expect(run.code, run.stderr).toBe(0)
    expect(run.stdout).toContain('benign true false')
    expect(run.stdout).toMatch(/catastrophic: Failed to evaluate regex trait 't': regex timeout: regular expression '\(a\+\)\+\$' did not finish/)
  }, 120_000)

  it('karenina validate says the patterns were not analysed, and how to have them analysed', async () => {
    const run = await exec(process.execPath, [join(project, 'node_modules/karenina/bin/karenina.js'), 'validate', WITH_RUBRICS], project)
    expect(run.code, run.stderr).toBe(0)
    expect(run.stdout, run.stdout).toContain('note: regular expressions were not analysed for catastrophic backtracking: install the optional package recheck (npm i -D recheck)')
  }, 120_000)
})
