import { fileURLToPath } from 'node:url'
import { defineAnswerer, loadCheckpoint } from 'karenina'
import { describeBenchmark } from 'vitest-karenina'
import { createDrugAgent } from '../src/drug-agent.js'

// The whole checkpoint answered by our own agent: describeBenchmark registers one test per question, each
// answered by the app (results read `app:drug-agent`) and judged against the question's template, whose
// trajectory fields (traceToolCalls, traceStepCount) check the path the agent took, from its trace. The app's
// answers are recorded in this file's karenina cassette (test/__karenina__/), so a replayed run never calls it.

const benchmark = await loadCheckpoint(fileURLToPath(new URL('../checkpoint.jsonld', import.meta.url)))
const agent = createDrugAgent()

const drugAgent = defineAnswerer({
  name: 'drug-agent',
  // The generateText result as the AI SDK returns it: karenina reads its steps, tool calls and final text.
  answer: (question, { signal }) => agent.answer(question, { signal }),
})

describeBenchmark(benchmark, { answeringModels: [drugAgent], name: 'drug questions answered by the app' })
