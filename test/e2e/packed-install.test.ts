// The packed packages as a user installs them: `pnpm pack` of karenina, vitest-karenina, jest-karenina and
// @karenina/testing, installed (npm registry only, through pnpm's store) into fresh projects on vitest 4,
// vitest 5, jest 30 and jest 29 (CommonJS, no flags), each running a small eval against the packed loopback
// server. Nothing may warn: not the install, not the run.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureBuilt } from '../global-setup.js'

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)))
const PACKAGES = ['karenina', 'testing', 'vitest-karenina', 'jest-karenina']

interface Run {
  code: number | null
  output: string
}

function exec(command: string, args: readonly string[], cwd: string, env: Record<string, string> = {}, timeout = 240_000): Promise<Run> {
  // The caller's environment (certificates, registry settings) without what would leak into the run.
  const base: Record<string, string> = {}
  for (const [key, value] of Object.entries(process.env)) {
    if (value === undefined || /^(VITEST|KARENINA_|OPENAI_|ANTHROPIC_|OPENROUTER_|GITHUB_|JEST_)/.test(key) || ['NODE_OPTIONS', 'NODE_ENV', 'TEST'].includes(key)) continue
    base[key] = value
  }
  Object.assign(base, { NO_COLOR: '1', FORCE_COLOR: '0', CI: 'true' })
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, env: { ...base, ...env }, stdio: ['ignore', 'pipe', 'pipe'], timeout })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
    child.on('error', fail)
    child.on('close', (code) => done({ code, output }))
  })
}

const TEMPLATE = `
const Answer = defineTemplate({
  target: field(z.string(), { description: 'The protein target of venetoclax', groundTruth: 'BCL2', check: exactMatch({ normalize: ['lowercase', 'strip'] }) }),
})
const question = 'What is the putative target of venetoclax?'

test('the right answer verifies', async () => {
  await expect('Venetoclax targets BCL2.').toVerify(Answer, { question })
})

test('a wrong answer does not verify', async () => {
  await expect('Venetoclax inhibits MCL1.').not.toVerify(Answer, { question })
})
`

/** The files of one fresh project (the dependencies: the packed tarballs, the rest from the registry). */
function projectFiles(kind: 'vitest' | 'jest', runner: string, tarballs: Record<string, string>): Record<string, string> {
  const tgz = (name: string) => `file:${tarballs[name]}`
  const packageJson = {
    name: `karenina-packed-${runner.replace(/\W/g, '-')}`,
    private: true,
    ...(kind === 'vitest' ? { type: 'module' } : {}),
    devDependencies: {
      karenina: tgz('karenina'),
      '@karenina/testing': tgz('testing'),
      [`${kind}-karenina`]: tgz(`${kind}-karenina`),
      openai: '^7.57.0',
      zod: '^4.1.0',
      ...(kind === 'vitest' ? { vitest: runner.split('@')[1] } : { jest: runner.split('@')[1], expect: runner.split('@')[1] }),
    },
    // jest-karenina's dependency on karenina (a version once packed) must be this tarball, not the registry's.
    // Build scripts of vite's and jest's optional native helpers (not ours): declined, as the repo's workspace does.
    pnpm: { overrides: { karenina: tgz('karenina') }, ignoredBuiltDependencies: ['@parcel/watcher', 'esbuild'] },
  }
  if (kind === 'vitest') {
    return {
      'package.json': JSON.stringify(packageJson, null, 2),
      'vitest.config.js': `import { karenina } from 'vitest-karenina/plugin'\nimport { defineConfig } from 'vitest/config'\nexport default defineConfig({ plugins: [karenina()], test: { reporters: ['default', 'karenina'] } })\n`,
      'eval.test.js': `import { z } from 'zod'\nimport { defineTemplate, exactMatch, field } from 'karenina'\nimport { expect, test } from 'vitest'\n${TEMPLATE}`,
    }
  }
  return {
    'package.json': JSON.stringify(packageJson, null, 2),
    'jest.config.js': `module.exports = { testEnvironment: 'node', setupFilesAfterEnv: ['jest-karenina/setup'], reporters: ['default', 'jest-karenina/reporter'] }\n`,
    'eval.test.js': `const { z } = require('zod')\nconst { defineTemplate, exactMatch, field } = require('karenina')\n${TEMPLATE}`,
  }
}

const RUNNERS = [
  { kind: 'vitest', runner: 'vitest@^4.1.12', bin: 'node_modules/vitest/vitest.mjs', args: ['run'] },
  { kind: 'vitest', runner: 'vitest@^5.1.1', bin: 'node_modules/vitest/vitest.mjs', args: ['run'] },
  { kind: 'jest', runner: 'jest@^30.5.2', bin: 'node_modules/jest/bin/jest.js', args: ['--ci'] },
  { kind: 'jest', runner: 'jest@^29.7.0', bin: 'node_modules/jest/bin/jest.js', args: ['--ci'] },
] as const

const work = mkdtempSync(join(tmpdir(), 'karenina-packed-'))
const installs = new Map<string, Run>()

beforeAll(async () => {
  await ensureBuilt()
  const packDir = join(work, 'tarballs')
  mkdirSync(packDir)
  const tarballs: Record<string, string> = {}
  // The four packs are independent (each writes its own tarball): run them at once.
  await Promise.all(
    PACKAGES.map(async (name) => {
      const packed = await exec('pnpm', ['pack', '--pack-destination', packDir], join(ROOT, 'packages', name))
      if (packed.code !== 0) throw new Error(`pnpm pack of packages/${name} failed:\n${packed.output}`)
    }),
  )
  for (const file of readdirSync(packDir)) {
    const name = PACKAGES.find((p) => file.startsWith(`${p === 'testing' ? 'karenina-testing' : p}-`) && !(p === 'karenina' && file.startsWith('karenina-testing')))
    if (name) tarballs[name] = join(packDir, file)
  }
  // One install per runner, in parallel (the store is shared; installs are network- or disk-bound).
  await Promise.all(
    RUNNERS.map(async ({ kind, runner }) => {
      const dir = join(work, runner.replace(/\W/g, '-'))
      mkdirSync(dir)
      for (const [file, text] of Object.entries(projectFiles(kind, runner, tarballs))) writeFileSync(join(dir, file), text)
      installs.set(runner, await exec('pnpm', ['install', '--prefer-offline'], dir))
    }),
  )
}, 600_000)

// Four installed node_modules trees: removing them outlasts the default 10 s hook limit on a busy machine.
afterAll(async () => {
  await rm(work, { recursive: true, force: true })
}, 120_000)

describe.each(RUNNERS)('the packed packages on $runner', ({ runner, bin, args }) => {
  const dir = () => join(work, runner.replace(/\W/g, '-'))

  it('install without a warning, then run an eval against the packed loopback server without one', async () => {
    const install = installs.get(runner)!
    expect(install.code, install.output).toBe(0)
    expect(install.output, install.output).not.toMatch(/warn/i)

    const testing = (await import(pathToFileURL(join(dir(), 'node_modules/@karenina/testing/dist/index.js')).href)) as typeof import('@karenina/testing')
    const server = await testing.startLlmServer()
    try {
      server.on({ model: 'gpt-judge', match: (r) => r.messages.some((m) => m.text.includes('targets BCL2')) }, testing.reply.json({ target: 'BCL2' }))
      server.on({ model: 'gpt-judge', match: (r) => r.messages.some((m) => m.text.includes('inhibits MCL1')) }, testing.reply.json({ target: 'MCL1' }))
      const run = await exec(process.execPath, [join(dir(), bin), ...args], dir(), {
        OPENAI_BASE_URL: server.openaiBaseURL,
        OPENAI_API_KEY: 'sk-packed',
        KARENINA_JUDGE_MODEL: 'openai:gpt-judge',
      })
      expect(run.code, run.output).toBe(0)
      expect(run.output).toMatch(/Karenina: 2 results/)
      expect(run.output, run.output).not.toMatch(/warn|deprecat|experimental/i)
      expect(existsSync(join(dir(), 'karenina-results.json'))).toBe(true)
    } finally {
      await server.close()
    }
  }, 120_000)
})
