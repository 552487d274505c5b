// Records this example's cassettes (__karenina__/*.json) against the loopback LLM server of
// @karenina/testing, scripted with the answers and judge outputs a good model gives. No API key needed.
// To record against a real provider instead: KARENINA_REPLAY=record OPENAI_API_KEY=sk-… pnpm test
import { spawn } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { reply, startLlmServer, type NormalizedRequest } from '@karenina/testing'

const root = dirname(dirname(fileURLToPath(import.meta.url)))

/** What the answering model says to each benchmark question. */
const ANSWERS: [RegExp, string][] = [
  [/venetoclax/i, 'Venetoclax (ABT-199) is a selective inhibitor of the Bcl-2 protein. By binding BCL2 it restores apoptosis in leukemia cells [1].'],
  [/chromosomes/i, 'A normal human somatic cell contains 46 chromosomes, organized into 23 pairs: 22 pairs of autosomes and one pair of sex chromosomes.'],
  [/mRNA vaccines/i, "mRNA vaccines deliver messenger RNA instructions into cells, which then make a harmless piece of the virus's surface protein to train the immune system."],
  [/penicillin/i, 'Penicillin was discovered in 1928 by Alexander Fleming, who noticed that a mold of the genus Penicillium inhibited bacterial growth on an agar plate.'],
]

/** What a careful judge extracts from a response (the parsing prompt quotes the response). */
function judge(text: string): Record<string, string | number> {
  if (/MCL1/.test(text)) return { target: 'MCL1' }
  if (/Bcl-2|BCL2/.test(text)) return { target: 'BCL2' }
  if (/23 pairs/.test(text)) return { pair_count: 23 }
  if (/messenger RNA/.test(text)) return { delivery_mechanism: 'messenger RNA instructions', target_protein: /spike/.test(text) ? 'spike protein' : 'surface protein' }
  if (/1928/.test(text)) return { discovery_date: '1928' }
  return {}
}

const structured = (r: NormalizedRequest) => r.responseFormat.type !== 'text' || r.tools.length > 0

const server = await startLlmServer()
try {
  server.on({ match: 'Traits to Evaluate' }, reply.json({ scores: { conciseness: true } }))
  server.on({ match: (r) => structured(r) && /\*\*conciseness\*\*/.test(r.lastUserText) }, reply.json({ result: true }))
  server.on({ match: structured }, (r) => reply.json(judge(r.lastUserText)))
  server.on({}, (r) => ANSWERS.find(([question]) => question.test(r.lastUserText))?.[1] ?? 'I do not know.')

  await rm(join(root, 'test', '__karenina__'), { recursive: true, force: true })
  const vitest = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs')
  const code = await new Promise<number>((done) => {
    const child = spawn(process.execPath, [vitest, 'run'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, KARENINA_REPLAY: 'record', OPENAI_BASE_URL: server.openaiBaseURL, OPENAI_API_KEY: 'sk-loopback-recording' },
    })
    child.on('exit', (exit) => done(exit ?? 1))
  })
  console.log(`recorded ${server.requests.length} model calls into test/__karenina__/ (vitest exit ${code})`)
  process.exitCode = code
} finally {
  await server.close()
}
