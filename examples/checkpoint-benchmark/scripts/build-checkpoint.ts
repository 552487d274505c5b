// Writes checkpoint.jsonld: the seed's biomedical questions with their answer templates and a global
// rubric, as a Karenina JSON-LD checkpoint (templates stored as Python source, so Python Karenina reads
// it too). Run once by the maintainers; the file is committed. `pnpm --filter checkpoint-benchmark build:checkpoint`
import { fileURLToPath } from 'node:url'
import {
  Benchmark,
  booleanMatch,
  containsAny,
  defineRubric,
  defineTemplate,
  exactMatch,
  field,
  llmTrait,
  numericExact,
  regexTrait,
  traceRegex,
} from 'karenina'
import { z } from 'zod'
// The checkpoint writer (benchmark/checkpoint/) is not re-exported from the package root yet.
import { saveCheckpoint } from '../../../packages/karenina/src/benchmark/checkpoint/save-checkpoint.js'

const Venetoclax = defineTemplate({
  target: field(z.string(), {
    description: 'The protein the drug is said to target, as named in the response (gene symbol if given)',
    groundTruth: 'BCL2',
    check: exactMatch({ normalize: ['lowercase', 'strip', 'remove_punctuation'] }),
  }),
})

const ChromosomePairs = defineTemplate({
  pair_count: field(z.number().int(), {
    description:
      'The number of chromosome pairs in a normal human somatic cell, as a whole number. If the response gives the total count (e.g. 46), extract the number of pairs (23).',
    groundTruth: 23,
    check: numericExact(),
  }),
})

const MrnaVaccine = defineTemplate({
  delivery_mechanism: field(z.string(), {
    description: "The primary mechanism by which the vaccine delivers instructions to cells, as described in the response (e.g. 'mRNA instructions'). Lowercase.",
    groundTruth: 'mrna',
    check: containsAny({ substrings: ['mrna', 'messenger rna'], normalize: ['lowercase'] }),
    weight: 2,
  }),
  target_protein: field(z.string(), {
    description: "The protein that cells are instructed to produce, as described in the response (e.g. 'spike protein'). Lowercase; 'none' if not stated.",
    groundTruth: 'spike protein',
    check: containsAny({ substrings: ['spike'], normalize: ['lowercase'] }),
    weight: 2,
  }),
  mentions_immune_response: field(z.boolean(), {
    description: 'True if the response describes the resulting immune response (antibodies, T-cell activation or immune memory).',
    groundTruth: true,
    check: booleanMatch(),
    weight: 1,
  }),
})

// Trace-only: regexes on the raw answer, so this question needs no judge call at all.
const PenicillinDiscovery = defineTemplate({
  mentions_year: field(z.boolean(), { description: 'True if a four-digit year appears in the response', groundTruth: true, check: traceRegex({ pattern: '\\b\\d{4}\\b' }) }),
  mentions_fleming: field(z.boolean(), { description: 'True if Fleming is mentioned in the response', groundTruth: true, check: traceRegex({ pattern: '\\bFleming\\b' }) }),
})

const benchmark = Benchmark.create({
  name: 'Seed biomedical questions',
  description: "Four questions from Karenina's documentation, one per template pattern: string extraction, exact count, multi-field partial credit, trace regex.",
  version: '1.0.0',
  now: () => new Date(2026, 0, 15, 9, 0, 0),
  globalRubric: defineRubric({
    llmTraits: [llmTrait({ name: 'conciseness', kind: 'boolean', description: 'Does the response answer in at most three sentences without padding?' })],
    regexTraits: [regexTrait({ name: 'cites_sources', description: 'Cites a source as [n]', pattern: '\\[\\d+\\]' })],
  }),
})
benchmark.addQuestion({ question: 'What is the putative target of venetoclax?', rawAnswer: 'BCL2', template: Venetoclax, keywords: ['oncology', 'apoptosis'] })
benchmark.addQuestion({ question: 'How many pairs of chromosomes does a normal human somatic cell have?', rawAnswer: '23', template: ChromosomePairs, keywords: ['genetics'] })
benchmark.addQuestion({
  question: 'How do mRNA vaccines make cells produce an antigen, and what happens next?',
  rawAnswer: 'They deliver mRNA instructions for the spike protein; the immune system then makes antibodies and memory cells.',
  template: MrnaVaccine,
  keywords: ['immunology'],
})
benchmark.addQuestion({ question: 'Who discovered penicillin, and when?', rawAnswer: 'Alexander Fleming, in 1928', template: PenicillinDiscovery, keywords: ['history'] })

const target = fileURLToPath(new URL('../checkpoint.jsonld', import.meta.url))
await saveCheckpoint(benchmark, target)
for (const id of benchmark.getQuestionIds()) console.log(id)
console.log(`wrote ${target}`)
