import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadResults } from 'karenina'
import { describe, expect, it } from 'vitest'
import { ROOT } from './support/fixture-project.js'

// examples/ai-sdk-agent runs offline: the AI SDK agent's calls from its HTTP cassette, the judge's from karenina's.
// A change to the agent's requests or the judge's prompts shows up here (re-record with
// `pnpm --filter ai-sdk-agent-example record`).
const EXAMPLE = join(ROOT, 'examples', 'ai-sdk-agent')
const VITEST = join(EXAMPLE, 'node_modules', 'vitest', 'vitest.mjs')

describe.skipIf(!existsSync(VITEST))('examples/ai-sdk-agent (needs `pnpm install`)', () => {
  it('answers the checkpoint offline: judged answers, trajectory fields and matchers pass', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'karenina-ai-sdk-example-'))
    try {
      // No key, and nothing listening at this address: every call must come from the cassettes.
      const env: NodeJS.ProcessEnv = { PATH: process.env['PATH'], HOME: process.env['HOME'], NO_COLOR: '1', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', KARENINA_RESULTS_FILE: join(dir, 'results.json') }
      const { code, output } = await new Promise<{ code: number; output: string }>((done) => {
        const child = spawn(process.execPath, [VITEST, 'run', '--reporter', 'default', '--reporter', 'karenina'], { cwd: EXAMPLE, env })
        let output = ''
        child.stdout.on('data', (c: Buffer) => (output += c.toString()))
        child.stderr.on('data', (c: Buffer) => (output += c.toString()))
        child.on('exit', (exit) => done({ code: exit ?? 1, output }))
      })
      expect(code, output).toBe(0)
      expect(output).toContain('6 passed (6)')
      const set = loadResults(await readFile(join(dir, 'results.json'), 'utf8'))
      // describeBenchmark with the app as answering model: its answers replayed from the cassette (the app's
      // provider points at a closed port, so a call would have failed the test).
      const byApp = set.results.filter((r) => r.metadata.answering.interface === 'app')
      expect(byApp.map((r) => [r.metadata.question_id, r.template?.verify_result]).sort()).toEqual([
        ['imatinib-target', true],
        ['shared-target', true],
        ['venetoclax-target', true],
      ])
      expect(byApp[0]?.metadata.answering.model_name).toBe('drug-agent')
      const byId = new Map(set.results.filter((r) => !byApp.includes(r)).map((r) => [r.metadata.question_id, r.template]))
      expect(byId.get('venetoclax-target')?.field_results).toEqual({ target: true, looked_up: true, few_steps: true })
      expect(byId.get('shared-target')?.field_results).toEqual({ shares_target: true, compared_both: true })
      expect(byId.get('shared-target')?.agent_metrics).toMatchObject({ tool_call_counts: { search_drug: 2, get_targets: 2 } })
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }, 60_000)
})
