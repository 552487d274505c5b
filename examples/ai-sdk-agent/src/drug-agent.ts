// The app under test: an AI SDK agent with two tools over a tiny drug database. Nothing in it knows about
// karenina; the tests hand its generateText result to the matchers as it is.
import { createOpenAI } from '@ai-sdk/openai'
import { generateText, isStepCount, tool } from 'ai'
import { z } from 'zod'

const DRUG_IDS: Readonly<Record<string, string>> = { venetoclax: 'DB11581', imatinib: 'DB00619' }
const TARGETS: Readonly<Record<string, readonly string[]>> = { DB11581: ['BCL2'], DB00619: ['ABL1', 'KIT', 'PDGFRA'] }

/** The ids `search_drug` can return: a `get_targets` call with any other id was made up by the model. */
export const KNOWN_DRUG_IDS: ReadonlySet<string> = new Set(Object.values(DRUG_IDS))

export const tools = {
  search_drug: tool({
    description: 'Find a drug by name; returns its DrugBank id',
    inputSchema: z.object({ name: z.string() }),
    execute: async ({ name }) => {
      const id = DRUG_IDS[name.trim().toLowerCase()]
      return id ? { id, name } : { error: `no drug named ${name}` }
    },
  }),
  get_targets: tool({
    description: 'The protein targets of a drug, by DrugBank id',
    inputSchema: z.object({ drug_id: z.string() }),
    execute: async ({ drug_id }) => ({ drug_id, targets: TARGETS[drug_id] ?? [] }),
  }),
}

export const SYSTEM = 'You answer questions about drugs. Always look drugs up with search_drug, then get_targets; never guess an id.'

/** Options of {@link createDrugAgent}. */
export interface DrugAgentOptions {
  /** The fetch the model provider uses (the tests pass the cassette's). @default globalThis.fetch */
  fetch?: typeof globalThis.fetch
  /** @default 'gpt-4.1-mini' */
  model?: string
}

/** The agent: a question in, the AI SDK's generateText result out (its steps hold every tool call). */
export function createDrugAgent(options: DrugAgentOptions = {}) {
  const openai = createOpenAI({ apiKey: process.env['OPENAI_API_KEY'] ?? 'sk-replay-only', ...(options.fetch ? { fetch: options.fetch } : {}) })
  return {
    answer: (question: string, { signal }: { signal?: AbortSignal } = {}) =>
      generateText({ model: openai.chat(options.model ?? 'gpt-4.1-mini'), system: SYSTEM, tools, stopWhen: isStepCount(6), temperature: 0, prompt: question, ...(signal ? { abortSignal: signal } : {}) }),
  }
}
