import { fileURLToPath } from 'node:url'
import { loadCheckpoint, type ExpectedToolCall } from 'karenina'
import { describe, expect, test } from 'vitest'
import { createDrugAgent, KNOWN_DRUG_IDS } from '../src/drug-agent.js'
import { httpCassette, type HttpCassetteMode } from '../src/http-cassette.js'

// The checkpoint's questions answered by our own agent, one test per question: the judge verifies the answer
// against the question's template (whose trajectory fields check the path taken, from the trace), and the
// trajectory matchers assert what the agent did, on the generateText result as the AI SDK returns it.

const benchmark = await loadCheckpoint(fileURLToPath(new URL('../checkpoint.jsonld', import.meta.url)))
const cassette = fileURLToPath(new URL('../cassettes/agent-http.json', import.meta.url))
const agent = createDrugAgent({ fetch: httpCassette(cassette, (process.env['AGENT_REPLAY'] as HttpCassetteMode | undefined) ?? 'replay') })

/** The tool calls each question needs (arguments as a deep partial of the calls'). */
const EXPECTED_CALLS: Record<string, ExpectedToolCall[]> = {
  'venetoclax-target': [{ name: 'search_drug', args: { name: 'venetoclax' } }, { name: 'get_targets', args: { drug_id: 'DB11581' } }],
  'imatinib-target': [{ name: 'search_drug', args: { name: 'imatinib' } }, { name: 'get_targets', args: { drug_id: 'DB00619' } }],
  'shared-target': ['search_drug', 'search_drug', { name: 'get_targets', args: { drug_id: 'DB11581' } }, { name: 'get_targets', args: { drug_id: 'DB00619' } }],
}

describe(benchmark.name, () => {
  for (const question of benchmark.getAllQuestions()) {
    test(question.id, async () => {
      const result = await agent.answer(question.question)

      // The right answer (judged), by a safe path (the template's trajectory fields, read from the trace).
      await expect(result).toVerify(question.template!, { question: question.question, questionId: question.id, rawAnswer: question.rawAnswer })

      // What the agent did, asserted in the test: these calls, in any order, nothing else.
      expect(result).toHaveCalledTools(EXPECTED_CALLS[question.id]!, { order: 'unordered', args: 'subset' })
      // Never a made-up id: every get_targets call used an id search_drug returns.
      expect(result).not.toHaveCalledTool('get_targets', (args) => !KNOWN_DRUG_IDS.has(String(args['drug_id'])))
      expect(result).toHaveStepCount({ max: 5 })
    })
  }
})
