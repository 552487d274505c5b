// Writes checkpoint.jsonld: a tutoring scenario (ask the target of venetoclax; on a wrong answer give a
// hint; then ask the dose) as a Karenina scenario checkpoint (`benchmark_type = "scenario"`, the graph in
// `hasPart`, templates as Python source). Run once by the maintainers; the file is committed.
// `pnpm --filter scenario-tutoring build:checkpoint`
import { fileURLToPath } from 'node:url'
import { Benchmark, defineScenario, defineTemplate, END, exactMatch, field, numericExact, outcome } from 'karenina'
import { z } from 'zod'
// The checkpoint writer (benchmark/checkpoint/) is not re-exported from the package root yet.
import { saveCheckpoint } from '../../../packages/karenina/src/benchmark/checkpoint/save-checkpoint.js'

const Target = defineTemplate({
  target: field(z.string(), {
    description: 'The protein the drug is said to target, as named in the response (gene symbol if given)',
    groundTruth: 'BCL2',
    check: exactMatch({ normalize: ['lowercase', 'strip', 'remove_punctuation'] }),
  }),
})

const Dose = defineTemplate({
  dose_mg: field(z.number(), { description: 'The daily dose given in the response, in mg', groundTruth: 400, check: numericExact() }),
})

const tutoring = defineScenario({
  name: 'venetoclax-tutoring',
  description: 'Ask for the target; after a wrong answer give a hint; then ask for the dose',
  entry: 'ask_target',
  nodes: {
    ask_target: { questionId: 'tutoring-target', question: 'What is the putative target of venetoclax?', rawAnswer: 'BCL2', template: Target },
    hint: {
      questionId: 'tutoring-hint',
      question: 'Not quite. Hint: venetoclax is a BH3 mimetic that frees pro-apoptotic proteins. Which anti-apoptotic protein does it bind?',
      rawAnswer: 'BCL2',
      template: Target,
    },
    ask_dose: { questionId: 'tutoring-dose', question: 'What is its usual daily dose in CLL after the ramp-up, in mg?', rawAnswer: '400 mg', template: Dose },
  },
  edges: [
    { from: 'ask_target', to: 'ask_dose', when: { verify_result: true } },
    { from: 'ask_target', to: 'hint' },
    { from: 'hint', to: 'ask_dose', when: { verify_result: true } },
    { from: 'hint', to: END },
    { from: 'ask_dose', to: END },
  ],
  outcomes: {
    target_first_try: outcome.firstTurn({ verify_result: true }),
    reached_dose: outcome.anyTurn({ node_id: 'ask_dose' }),
    dose_right: outcome.lastTurn({ node_id: 'ask_dose', verify_result: true }),
    hints_needed: outcome.countTurns({ node: 'hint' }),
  },
})

const benchmark = Benchmark.create({
  name: 'Scenario tutoring',
  description: 'A multi-turn tutoring scenario routed on the judge’s verdict',
  version: '1.0.0',
  now: () => new Date(2026, 0, 2, 3, 4, 5),
})
benchmark.addScenario(tutoring)
await saveCheckpoint(benchmark, fileURLToPath(new URL('../checkpoint.jsonld', import.meta.url)))
console.log('wrote checkpoint.jsonld')
