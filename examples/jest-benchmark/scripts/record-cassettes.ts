// Re-records tests/__karenina__/*.json against the loopback LLM server of @karenina/testing: the real
// pipeline builds every request and the real OpenAI SDK sends it; only the model's replies are scripted
// here. `pnpm --filter jest-benchmark record` (build the packages first: the jest run imports their dist).
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { reply, startLlmServer, type NormalizedRequest } from '@karenina/testing'

const root = fileURLToPath(new URL('..', import.meta.url))
// jest's package exports do not list its bin file: find it next to package.json.
const jestBin = join(dirname(createRequire(import.meta.url).resolve('jest/package.json')), 'bin/jest.js')

const lastUser = (r: NormalizedRequest) => r.messages.filter((m) => m.role === 'user').at(-1)?.text ?? ''
const asks = (question: string) => (r: NormalizedRequest) => lastUser(r) === question
const parses = (snippet: string) => (r: NormalizedRequest) => r.messages.some((m) => m.text.includes('Parse the response below') && m.text.includes(snippet))
const scoresRubric = (r: NormalizedRequest) => r.messages.some((m) => m.text.includes('## Traits to Evaluate'))

await using server = await startLlmServer()

// The answering model.
server.on({ match: asks('What is the putative target of venetoclax?') }, 'Venetoclax is a BH3 mimetic that selectively inhibits BCL-2 [1].')
server.on(
  { match: asks('How many pairs of chromosomes does a normal human somatic cell have?') },
  'A normal human somatic cell has 46 chromosomes, organized in 23 pairs: 22 pairs of autosomes and one pair of sex chromosomes.',
)
server.on(
  { match: asks('How do mRNA vaccines make cells produce an antigen, and what happens next?') },
  'mRNA vaccines deliver messenger RNA instructions into cells, which then produce the spike protein. The immune system recognizes it and makes antibodies and memory T cells [2].',
)
server.on(
  { match: asks('Who discovered penicillin, and when?') },
  'Alexander Fleming discovered penicillin in 1928, when he noticed that a Penicillium mold inhibited bacterial growth on an agar plate. ' +
    'His report appeared in 1929, but it took Howard Florey, Ernst Chain and their team another decade to purify it, ' +
    'and wartime industry to mass-produce it, before it changed medicine.',
)

// The judge: template parsing (penicillin's template is trace regexes only: never parsed).
server.on({ match: parses('BH3 mimetic') }, reply.json({ target: 'BCL-2' }))
server.on({ match: parses('blocks MCL-1') }, reply.json({ target: 'MCL-1' }))
server.on({ match: parses('46 chromosomes') }, reply.json({ pair_count: 23 }))
server.on({ match: parses('messenger RNA instructions') }, reply.json({ delivery_mechanism: 'messenger rna', target_protein: 'spike protein', mentions_immune_response: true }))

// The judge: rubric traits (the long penicillin story is not concise).
server.on({ match: (r) => scoresRubric(r) && r.messages.some((m) => m.text.includes('Penicillium')) }, reply.json({ scores: { conciseness: false } }))
server.on({ match: scoresRubric }, reply.json({ scores: { conciseness: true } }))

rmSync(`${root}/tests/__karenina__`, { recursive: true, force: true })
const code = await new Promise<number | null>((done) => {
  const child = spawn(process.execPath, [jestBin], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_OPTIONS: '--experimental-vm-modules',
      KARENINA_REPLAY: 'record',
      OPENAI_BASE_URL: server.openaiBaseURL,
      OPENAI_API_KEY: 'sk-loopback',
    },
  })
  child.on('close', done)
})
console.log(`recorded ${server.requests.length} requests into tests/__karenina__/ (jest exited with ${code})`)
process.exitCode = code ?? 1
