// The built package as plain Node sees it: no tsx, no `karenina-source` condition, only `dist` through the
// exports map, from a project that has karenina, zod and fast-check in its node_modules (symlinked here to
// the workspace packages, as a pnpm install links them).
import { spawnSync } from 'node:child_process'
import Module from 'node:module'
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync, mkdirSync, realpathSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureBuilt } from '../global-setup.js'

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)))
const KARENINA = join(ROOT, 'packages', 'karenina')

// A user's script: the seed's venetoclax template, checked with the core and the fast-check entry.
const SCRIPT = `
import { defineTemplate, field, exactMatch, booleanMatch, numericTolerance } from 'karenina'
import { acceptedVariants, rejectedVariants, assertTemplateProperty } from 'karenina/fast-check'
import * as openai from 'karenina/openai'
import * as anthropic from 'karenina/anthropic'
import fc from 'fast-check'
import { z } from 'zod'

const Answer = defineTemplate({
  target: field(z.string(), {
    description: 'The direct pharmacological target protein identified in the response',
    groundTruth: 'BCL2',
    check: exactMatch({ normalize: ['lowercase', 'strip', 'remove_punctuation'] }),
  }),
  is_approved: field(z.boolean(), { description: 'True if the response states the drug has FDA approval', groundTruth: true, check: booleanMatch() }),
  dose_mg: field(z.number(), { description: 'Daily dose in mg', groundTruth: 400, check: numericTolerance({ tolerance: 10, mode: 'absolute' }) }),
})
fc.assert(fc.property(acceptedVariants(Answer, 'target'), (target) => Answer.verify({ target, is_approved: true, dose_mg: 400 })), { numRuns: 50 })
fc.assert(fc.property(rejectedVariants(Answer, 'dose_mg'), (dose_mg) => !Answer.verify({ target: 'BCL2', is_approved: true, dose_mg })), { numRuns: 50 })
assertTemplateProperty(Answer, {}, { numRuns: 50 })
console.log(JSON.stringify({
  resolved: {
    core: import.meta.resolve('karenina'),
    fastCheck: import.meta.resolve('karenina/fast-check'),
    openai: import.meta.resolve('karenina/openai'),
  },
  verified: Answer.verify({ target: 'Bcl-2', is_approved: true, dose_mg: 405 }),
  rejected: Answer.verify({ target: 'BCL-XL', is_approved: true, dose_mg: 405 }),
  granular: Answer.verifyGranular({ target: 'Bcl-2', is_approved: false, dose_mg: 405 }),
  templateId: Answer.templateId,
  openaiExports: Object.keys(openai).sort(),
  anthropicExports: Object.keys(anthropic).sort(),
}))
`

let project: string

beforeAll(async () => {
  // Normally done by test/global-setup.ts; calling it again is a no-op when dist is fresh.
  await ensureBuilt(['karenina'])
  project = mkdtempSync(join(tmpdir(), 'karenina-dist-import-'))
  mkdirSync(join(project, 'node_modules'))
  const links: Record<string, string> = {
    karenina: KARENINA,
    zod: realpathSync(join(KARENINA, 'node_modules', 'zod')),
    'fast-check': realpathSync(join(KARENINA, 'node_modules', 'fast-check')),
  }
  for (const [name, target] of Object.entries(links)) {
    mkdirSync(dirname(join(project, 'node_modules', name)), { recursive: true })
    symlinkSync(target, join(project, 'node_modules', name), 'dir')
  }
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'user-project', private: true, type: 'module' }))
  writeFileSync(join(project, 'check.js'), SCRIPT)
  writeFileSync(join(project, 'no-runner.js'), NO_RUNNER_SCRIPT)
}, 240_000)

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true })
})

// The core, the adapters' kit (karenina/runner) and the reporter (karenina/reporter, which vitest-karenina's plugin
// hands vitest for `--reporter karenina`) must load with no test runner installed. A resolve hook refuses every
// runner package. The root has no default export: the reporter is not what a user imports.
const NO_RUNNER_SCRIPT = `
import { registerHooks } from 'node:module'
const refused = []
registerHooks({
  resolve(specifier, context, next) {
    if (/^(vitest|@vitest\\/|jest|@jest\\/|expect$)/.test(specifier)) {
      refused.push(specifier)
      throw new Error('karenina imported ' + specifier)
    }
    return next(specifier, context)
  },
})
const karenina = await import('karenina')
const runner = await import('karenina/runner')
const { default: Reporter } = await import('karenina/reporter')
const reporter = new Reporter()
console.log(JSON.stringify({
  refused,
  rootDefault: 'default' in karenina,
  runnerKit: typeof runner.createKareninaMatchers,
  reporter: reporter.constructor.name,
  hooks: Object.getOwnPropertyNames(Reporter.prototype).filter((n) => n.startsWith('on')),
}))
`

describe('dist is importable from plain Node', () => {
  it('imports karenina, karenina/fast-check and karenina/openai from dist and verifies a template', () => {
    const env = { ...process.env }
    delete env.NODE_OPTIONS // no loader or --conditions inherited from the test runner
    const run = spawnSync(process.execPath, ['check.js'], { cwd: project, env, encoding: 'utf8', timeout: 60_000 })
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
    const out = JSON.parse(run.stdout) as Record<string, unknown> & { resolved: Record<string, string> }
    expect(out.resolved.core).toMatch(/\/packages\/karenina\/dist\/index\.js$/)
    expect(out.resolved.fastCheck).toMatch(/\/packages\/karenina\/dist\/fast-check\.js$/)
    expect(out.resolved.openai).toMatch(/\/packages\/karenina\/dist\/openai\.js$/)
    expect(out.verified).toBe(true)
    expect(out.rejected).toBe(false)
    expect(out.granular).toBeCloseTo(2 / 3, 12)
    expect(out.templateId).toMatch(/^[0-9a-f]{32}$/)
    expect(out.openaiExports).toContain('createOpenAiPorts')
    expect((out.anthropicExports as string[]).length).toBeGreaterThan(0)
  })

  it.skipIf(!('registerHooks' in Module))('the core, karenina/runner and karenina/reporter load without vitest or jest; the root has no default export', () => {
    const env = { ...process.env }
    delete env.NODE_OPTIONS
    const run = spawnSync(process.execPath, ['no-runner.js'], { cwd: project, env, encoding: 'utf8', timeout: 60_000 })
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
    const out = JSON.parse(run.stdout) as { refused: string[]; rootDefault: boolean; runnerKit: string; reporter: string; hooks: string[] }
    expect(out.refused).toEqual([])
    expect(out.rootDefault).toBe(false)
    expect(out.runnerKit).toBe('function')
    expect(out.reporter).toBe('KareninaReporter')
    expect(out.hooks.length).toBeGreaterThan(0)
  })
})

describe('the CommonJS build', () => {
  it('loads what it loads on first use (optional peers, jsonrepair, the globbers) with require, not import()', () => {
    // jest runs CommonJS in a VM sandbox where import() throws unless --experimental-vm-modules is set.
    const dist = join(KARENINA, 'dist')
    const cjs = readdirSync(dist).filter((file) => file.endsWith('.cjs'))
    expect(cjs).toContain('index.cjs')
    const withImport = cjs.filter((file) => /\bimport\(/.test(readFileSync(join(dist, file), 'utf8')))
    expect(withImport).toEqual([])
  })
})
