// The physical floor of the bench's work: a bare `openai` SDK loop making the same 2 calls per question (an
// answer, then a json_schema judgment of it) with the same concurrency, against the same server.
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

/** Runs `n` questions, `concurrency` at a time; returns how many judgments extracted BCL2. */
export async function sdkLoop(baseURL: string, n: number, concurrency: number, models: { answering: string; judge: string }): Promise<number> {
  const OpenAI = await openAI()
  const client = new OpenAI({ baseURL, apiKey: 'sk-bench', maxRetries: 0 })
  let next = 0
  let correct = 0
  const worker = async () => {
    while (next < n) {
      const i = next++
      const question = `Question ${i}: what is the putative target of venetoclax?`
      const answer = await client.chat.completions.create({ model: models.answering, messages: [{ role: 'user', content: question }] })
      const response = answer.choices[0]?.message.content ?? ''
      const judged = await client.chat.completions.create({
        model: models.judge,
        messages: [
          { role: 'system', content: 'Extract the fields of the schema from the response.' },
          { role: 'user', content: `Question: ${question}\n\nResponse: ${response}` },
        ],
        response_format: { type: 'json_schema', json_schema: { name: 'Target', schema: TARGET_SCHEMA, strict: true } },
      })
      const parsed = JSON.parse(judged.choices[0]?.message.content ?? '{}') as { target?: string }
      if (parsed.target?.trim().toLowerCase() === 'bcl2') correct++
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return correct
}
