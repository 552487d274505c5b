// Re-records cassettes/judge.json without an API key: the judge (openai:gpt-4.1-mini) is played by the
// loopback LLM server of @karenina/testing, scripted below with the outputs a careful judge gives for the
// committed answers; the real CLI runs against it with KARENINA_REPLAY=record. To record a real judge
// instead, see the README (`pnpm --filter checkpoint-benchmark record:live`).
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
  ['mainly targets MCL-1', { target: 'MCL-1' }],
  ['organized into 23 pairs', { pair_count: 23 }],
  // The field description asks for pairs when only the total is given.
  ['Humans have 46 chromosomes.', { pair_count: 23 }],
  ['deliver messenger RNA instructions', { delivery_mechanism: 'messenger rna instructions', target_protein: 'spike protein', mentions_immune_response: true }],
  ['weakened form of the virus', { delivery_mechanism: 'weakened virus', target_protein: 'none', mentions_immune_response: true }],
]

/** Rubric verdicts (conciseness) per answer; only the rambling one fails. */
const CONCISE: [phrase: string, concise: boolean][] = [
  ['mainly targets MCL-1', false],
  ['selective inhibitor of BCL2', true],
  ['organized into 23 pairs', true],
  ['Humans have 46 chromosomes.', true],
  ['deliver messenger RNA instructions', true],
  ['weakened form of the virus', true],
  ['Penicillin was discovered in 1928', true],
  ['Scottish scientist', true],
]

function fullText(request: NormalizedRequest): string {
  return [request.system ?? '', ...request.messages.map((m) => m.text)].join('\n')
}

function judge(request: NormalizedRequest) {
  const text = fullText(request)
  const find = <T>(table: [string, T][]) => table.find(([phrase]) => text.includes(phrase))?.[1]
  if (text.includes('conciseness')) {
    const concise = find(CONCISE)
    if (concise === undefined) throw new Error(`no scripted rubric verdict for: ${request.lastUserText.slice(0, 200)}`)
    return reply.json({ scores: { conciseness: concise } })
  }
  const fields = find(EXTRACTIONS)
  if (fields === undefined) throw new Error(`no scripted extraction for: ${request.lastUserText.slice(0, 200)}`)
  return reply.json(fields)
}

const server = await startLlmServer()
server.on({ model: 'gpt-4.1-mini' }, judge)
const out = await mkdtemp(join(tmpdir(), 'karenina-record-'))
try {
  await rm(cassette, { force: true })
  const args = ['--conditions=karenina-source', '--import', 'tsx', cli, 'verify', 'checkpoint.jsonld', '--config', 'karenina.config.json']
  args.push('--replay', 'record', '--cassette', cassette, '--output', join(out, 'results.json'), '--progress', 'plain')
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
