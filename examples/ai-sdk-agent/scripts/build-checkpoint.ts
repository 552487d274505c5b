// Writes checkpoint.jsonld: three questions for the drug agent, each "the right answer by a safe path": a field
// the judge extracts, and trajectory fields checked on the agent's trace (karenina-ts trace primitives, stored in
// the checkpoint). Run once by the maintainers; the file is committed. `pnpm --filter ai-sdk-agent-example build:checkpoint`
import { fileURLToPath } from 'node:url'
import { Benchmark, booleanMatch, defineTemplate, exactMatch, field, saveCheckpoint, traceStepCount, traceToolCalls } from 'karenina'
import { z } from 'zod'

const normalize = ['lowercase', 'strip', 'remove_punctuation'] as const

/** Looked the drug up, then asked for the targets of the id it found, in at most 3 model turns. */
function safePath(drugId: string) {
  return {
    looked_up: field(z.boolean(), {
      description: 'The agent searched the drug, then asked for its targets',
      groundTruth: true,
      check: traceToolCalls({ expected: ['search_drug', { name: 'get_targets', args: { drug_id: drugId } }], argsMatch: 'subset' }),
    }),
    few_steps: field(z.boolean(), { description: 'At most 3 model turns', groundTruth: true, check: traceStepCount({ max: 3 }) }),
  }
}

const VenetoclaxTarget = defineTemplate({
  target: field(z.string(), { description: 'The protein target named in the answer (gene symbol)', groundTruth: 'BCL2', check: exactMatch({ normalize: [...normalize] }) }),
  ...safePath('DB11581'),
})

const ImatinibTarget = defineTemplate({
  target: field(z.string(), { description: 'The primary protein target named in the answer (gene symbol)', groundTruth: 'ABL1', check: exactMatch({ normalize: [...normalize] }) }),
  ...safePath('DB00619'),
})

const SharedTarget = defineTemplate({
  shares_target: field(z.boolean(), { description: 'Whether the answer says the two drugs share a protein target', groundTruth: false, check: booleanMatch() }),
  // Both drugs' targets were fetched, in either order, whatever else the agent did.
  compared_both: field(z.boolean(), {
    description: 'The agent fetched the targets of both drugs',
    groundTruth: true,
    check: traceToolCalls({ expected: [{ name: 'get_targets', args: { drug_id: 'DB11581' } }, { name: 'get_targets', args: { drug_id: 'DB00619' } }], order: 'superset' }),
  }),
})

const benchmark = Benchmark.create({
  name: 'drug agent',
  description: 'Questions for a tool-using drug agent: the right answer, by a safe path',
  questions: [
    { id: 'venetoclax-target', question: 'What protein does venetoclax target?', rawAnswer: 'BCL2', template: VenetoclaxTarget },
    { id: 'imatinib-target', question: 'What is the primary protein target of imatinib?', rawAnswer: 'ABL1 (BCR-ABL)', template: ImatinibTarget },
    { id: 'shared-target', question: 'Do venetoclax and imatinib share a protein target?', rawAnswer: 'No: venetoclax targets BCL2, imatinib ABL1, KIT and PDGFRA', template: SharedTarget },
  ],
})

await saveCheckpoint(benchmark, fileURLToPath(new URL('../checkpoint.jsonld', import.meta.url)))
console.log('wrote checkpoint.jsonld')
