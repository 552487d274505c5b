// Re-records cassettes/judge.json without an API key: the judge (openai:gpt-4.1-mini) is played by the
// loopback LLM server of @karenina/testing, scripted with the extractions a careful judge makes from the
// committed answers; the real CLI runs the scenario against it with --replay record.
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { reply, startLlmServer, type NormalizedRequest } from '@karenina/testing'

const here = fileURLToPath(new URL('..', import.meta.url))
const cli = fileURLToPath(new URL('../../../packages/karenina/src/cli/main.ts', import.meta.url))
const cassette = join(here, 'cassettes/judge.json')

/** What the judge extracts from each committed answer, recognised by a phrase of it. */
const EXTRACTIONS: [phrase: string, fields: Record<string, unknown>][] = [
  ['selective inhibitor of BCL2', { target: 'BCL2' }],
  ['It binds BCL2.', { target: 'BCL2' }],
  ['400 mg once daily', { dose_mg: 400 }],
  ['mostly hits MCL-1', { target: 'MCL-1' }],
  ['then it must be BCL2', { target: 'BCL2' }],
  ['Roughly 800 mg', { dose_mg: 800 }],
]

function judge(request: NormalizedRequest) {
  // The response section only: the question may quote earlier turns.
  const text = request.lastUserText.slice(request.lastUserText.indexOf('## Response to Parse'))
  const fields = EXTRACTIONS.find(([phrase]) => text.includes(phrase))?.[1]
  if (fields === undefined) throw new Error(`no scripted extraction for: ${text.slice(0, 200)}`)
  return reply.json(fields)
}

const server = await startLlmServer()
server.on({ model: 'gpt-4.1-mini' }, judge)
const out = await mkdtemp(join(tmpdir(), 'karenina-record-'))
try {
  await rm(cassette, { force: true })
  const args = ['--conditions=karenina-source', '--import', 'tsx', cli, 'verify', 'checkpoint.jsonld', '--config', 'karenina.config.json']
  args.push('--replay', 'record', '--cassette', cassette, '--output', join(out, 'results.json'), '--progress', 'none')
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: here,
      stdio: 'inherit',
      // The OpenAI SDK reads OPENAI_BASE_URL when the model config names no base URL.
      env: { ...process.env, OPENAI_BASE_URL: server.openaiBaseURL, OPENAI_API_KEY: 'sk-loopback-recording' },
    })
    child.on('exit', resolve)
  })
  console.log(`\n${server.requests.length} judge requests recorded into ${cassette}`)
  process.exitCode = code ?? 1
} finally {
  await server.close()
  await rm(out, { recursive: true, force: true })
}
