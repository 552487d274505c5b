import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadResults } from 'karenina'
import { describe, expect, it } from 'vitest'
import { ROOT } from './support/fixture-project.js'

// examples/vitest-benchmark runs offline from its committed cassettes: a prompt or request change that
// invalidates them shows up here (re-record with `pnpm --filter vitest-benchmark-example record`).
const EXAMPLE = join(ROOT, 'examples', 'vitest-benchmark')
const VITEST = join(EXAMPLE, 'node_modules', 'vitest', 'vitest.mjs')

describe.skipIf(!existsSync(VITEST))('examples/vitest-benchmark (needs `pnpm install`)', () => {
  it('passes offline from its cassettes and writes the result set', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'karenina-example-'))
    try {
      const env: NodeJS.ProcessEnv = { PATH: process.env['PATH'], HOME: process.env['HOME'], NO_COLOR: '1' }
      // No key, and nothing listening at this address: every call must come from the cassettes.
      Object.assign(env, { OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', KARENINA_RESULTS_FILE: join(dir, 'results.json') })
      const { code, output } = await new Promise<{ code: number; output: string }>((done) => {
        const child = spawn(process.execPath, [VITEST, 'run', '--reporter', 'default', '--reporter', 'karenina'], { cwd: EXAMPLE, env })
        let output = ''
        child.stdout.on('data', (c: Buffer) => (output += c.toString()))
        child.stderr.on('data', (c: Buffer) => (output += c.toString()))
        child.on('exit', (exit) => done({ code: exit ?? 1, output }))
      })
      expect(code, output).toBe(0)
      expect(output).toContain('10 passed (10)')
      const text = await readFile(join(dir, 'results.json'), 'utf8')
      // The reporter (bundled into one file) still finds its package's version.
      const { version } = JSON.parse(await readFile(join(ROOT, 'packages', 'karenina', 'package.json'), 'utf8')) as { version: string }
      expect((JSON.parse(text) as { metadata: { karenina_version: unknown } }).metadata.karenina_version).toBe(version)
      const set = loadResults(text)
      const benchmark = set.results.filter((r) => r.metadata.answering.model_name === 'gpt-4.1-mini')
      expect(benchmark.map((r) => r.metadata.question_id).sort()).toEqual(['chromosome-pairs', 'mrna-vaccine', 'penicillin-discovery', 'venetoclax-target'])
      const mrna = benchmark.find((r) => r.metadata.question_id === 'mrna-vaccine')
      expect(mrna?.template?.verify_result).toBe(false) // passed on partial credit
      expect(Number(mrna?.template?.verify_granular_result)).toBe(0.5)
      expect(benchmark.every((r) => r.rubric?.regex_trait_scores?.['has_citations'] !== undefined)).toBe(true)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }, 60_000)
})
