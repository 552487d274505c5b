// The physical floor of the bench's work: a bare `openai` SDK loop making the same 2 calls per question (an
// answer, then a json_schema judgment of it) with the same concurrency, against the same server: with Karenina's
// request bodies (the verdict's baseline), or with a minimal prompt (reported beside it).
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'

/** The part of the OpenAI client the loop uses. */
interface ChatClient {
  chat: { completions: { create(body: Record<string, unknown>): Promise<{ choices: { message: { content: string | null } }[] }> } }
}
type ClientClass = new (options: { baseURL: string; apiKey: string; maxRetries: number }) => ChatClient

// The SDK karenina itself resolves (an optional peer of packages/karenina), not a second copy.
const fromKarenina = createRequire(fileURLToPath(new URL('../../packages/karenina/package.json', import.meta.url)))

async function openAI(): Promise<ClientClass> {
  const module = (await import(pathToFileURL(fromKarenina.resolve('openai')).href)) as { default: ClientClass }
  return module.default
}

const TARGET_SCHEMA = {
  type: 'object',
  properties: { target: { type: 'string', description: 'The protein target named in the response' } },
  required: ['target'],
  additionalProperties: false,
}

/**
 * Karenina's own two request bodies for one question (the answer call, then the judge call), with the question
 * and answer texts they were made for: the loop replays them with each question's texts substituted, so it
 * sends the same bytes the pipeline sends (Karenina's prompts and judge schema are part of the work, not overhead).
 */
export interface RequestBodies {
  answer: Record<string, unknown>
  judge: Record<string, unknown>
  question: string
  response: string
}

/**
 * Runs `run` (one question through the pipeline) against a recording proxy in front of `baseURL`, and returns
 * the request bodies it sent with the answer it received.
 */
export async function captureRequestBodies(baseURL: string, question: string, run: (proxyURL: string) => Promise<unknown>): Promise<RequestBodies> {
  const seen: { body: Record<string, unknown>; reply: { choices: { message: { content: string | null } }[] } }[] = []
  const origin = new URL(baseURL).origin
  const proxy = createServer((req, res) => {
    let text = ''
    req.on('data', (chunk: Buffer) => (text += chunk.toString()))
    req.on('end', () => {
      void fetch(origin + (req.url ?? ''), { method: req.method, headers: { 'content-type': 'application/json', authorization: 'Bearer sk-bench' }, body: text })
        .then(async (upstream) => {
          const reply = await upstream.text()
          seen.push({ body: JSON.parse(text) as Record<string, unknown>, reply: JSON.parse(reply) as (typeof seen)[number]['reply'] })
          res.writeHead(upstream.status, { 'content-type': 'application/json' }).end(reply)
        })
        .catch((error: unknown) => res.writeHead(502).end(String(error)))
    })
  })
  await new Promise<void>((ready) => proxy.listen(0, '127.0.0.1', ready))
  try {
    await run(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}${new URL(baseURL).pathname}`)
  } finally {
    proxy.close()
  }
  if (seen.length !== 2) throw new Error(`expected the pipeline to make 2 calls for one question, saw ${seen.length}`)
  return { answer: seen[0]!.body, judge: seen[1]!.body, question, response: seen[0]!.reply.choices[0]?.message.content ?? '' }
}

/** `body` with `from` replaced by `to` in its messages' text (the only place a question's texts appear). */
function substituted(body: Record<string, unknown>, replacements: readonly (readonly [string, string])[]): Record<string, unknown> {
  const messages = (body.messages as { role: string; content: string }[]).map((m) => {
    let content = m.content
    for (const [from, to] of replacements) content = content.split(from).join(to)
    return { ...m, content }
  })
  return { ...body, messages }
}

/**
 * Runs `n` questions, `concurrency` at a time; returns how many judgments extracted BCL2. With `bodies`, each
 * call sends Karenina's request body for that question (see {@link RequestBodies}); without, a minimal prompt.
 */
export async function sdkLoop(
  baseURL: string,
  n: number,
  concurrency: number,
  models: { answering: string; judge: string },
  bodies?: RequestBodies,
): Promise<number> {
  const OpenAI = await openAI()
  const client = new OpenAI({ baseURL, apiKey: 'sk-bench', maxRetries: 0 })
  let next = 0
  let correct = 0
  const worker = async () => {
    while (next < n) {
      const i = next++
      const question = `Question ${i}: what is the putative target of venetoclax?`
      const answer = await client.chat.completions.create(
        bodies ? substituted(bodies.answer, [[bodies.question, question]]) : { model: models.answering, messages: [{ role: 'user', content: question }] },
      )
      const response = answer.choices[0]?.message.content ?? ''
      const judged = await client.chat.completions.create(
        bodies
          ? substituted(bodies.judge, [
              [bodies.question, question],
              [bodies.response, response],
            ])
          : {
              model: models.judge,
              messages: [
                { role: 'system', content: 'Extract the fields of the schema from the response.' },
                { role: 'user', content: `Question: ${question}\n\nResponse: ${response}` },
              ],
              response_format: { type: 'json_schema', json_schema: { name: 'Target', schema: TARGET_SCHEMA, strict: true } },
            },
      )
      const parsed = JSON.parse(judged.choices[0]?.message.content ?? '{}') as { target?: string }
      if (parsed.target?.trim().toLowerCase() === 'bcl2') correct++
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return correct
}
