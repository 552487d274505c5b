// Records this example's cassettes against the loopback LLM server of @karenina/testing, scripted as a good model
// behaves: the agent's calls (cassettes/agent-http.json) and the judge's (test/__karenina__/). No API key needed.
// To record against OpenAI instead: AGENT_REPLAY=record KARENINA_REPLAY=record OPENAI_API_KEY=sk-… pnpm test
import { spawn } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { reply, startLlmServer, type NormalizedRequest } from '@karenina/testing'

const root = dirname(dirname(fileURLToPath(import.meta.url)))
const IDS: Record<string, string> = { venetoclax: 'DB11581', imatinib: 'DB00619' }
const ANSWERS: [RegExp, string][] = [
  [/venetoclax and imatinib/i, 'No. Venetoclax targets BCL2, while imatinib targets ABL1, KIT and PDGFRA: they do not share a protein target.'],
  [/venetoclax/i, 'Venetoclax targets BCL2, the anti-apoptotic B-cell lymphoma 2 protein.'],
  [/imatinib/i, 'The primary target of imatinib is ABL1 (the BCR-ABL fusion kinase); it also inhibits KIT and PDGFRA.'],
]

/** The agent's next move: search then fetch targets for each drug the question names, then answer. */
function agentTurn(request: NormalizedRequest) {
  const question = request.messages.find((m) => m.role === 'user')?.text ?? ''
  const drugs = Object.keys(IDS).filter((drug) => question.toLowerCase().includes(drug))
  const plan = drugs.flatMap((drug) => [['search_drug', { name: drug }], ['get_targets', { drug_id: IDS[drug]! }]] as const)
  const done = request.messages.filter((m) => m.role === 'tool').length
  const next = plan[done]
  if (next) return reply.toolCall(next[0], next[1], { id: `call_${done + 1}` })
  return reply.text(ANSWERS.find(([pattern]) => pattern.test(question))?.[1] ?? 'I do not know.')
}

/** What a careful judge extracts from an answer (the parsing prompt quotes it). */
function judge(text: string): Record<string, string | boolean> {
  if (/do not share/.test(text)) return { shares_target: false }
  if (/targets BCL2/.test(text)) return { target: 'BCL2' }
  if (/ABL1/.test(text)) return { target: 'ABL1' }
  return {}
}

const server = await startLlmServer()
try {
  server.on({ match: (r) => r.tools.some((t) => t.name === 'search_drug') }, agentTurn)
  server.on({}, (r) => reply.json(judge(r.lastUserText)))

  await rm(join(root, 'test', '__karenina__'), { recursive: true, force: true })
  await rm(join(root, 'cassettes', 'agent-http.json'), { force: true })
  const vitest = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs')
  const code = await new Promise<number>((done) => {
    const child = spawn(process.execPath, [vitest, 'run'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, AGENT_REPLAY: 'record', KARENINA_REPLAY: 'record', OPENAI_BASE_URL: server.openaiBaseURL, OPENAI_API_KEY: 'sk-loopback-recording' },
    })
    child.on('exit', (exit) => done(exit ?? 1))
  })
  console.log(`recorded ${server.requests.length} model calls (vitest exit ${code})`)
  process.exitCode = code
} finally {
  await server.close()
}
