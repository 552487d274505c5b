// The seed's biomedical questions, one per template pattern, and a rubric every answer is scored on.
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

/** String extraction: the judge names the target, ExactMatch compares it after normalization. */
export const Venetoclax = defineTemplate({
  target: field(z.string(), {
    description: 'The protein the drug is said to target, as named in the response (gene symbol if given)',
    groundTruth: 'BCL2',
    check: exactMatch({ normalize: ['lowercase', 'strip', 'remove_punctuation'] }),
  }),
}, { name: 'Venetoclax' })

/** An exact count: the field description tells the judge to report pairs, not chromosomes. */
export const ChromosomePairs = defineTemplate({
  pair_count: field(z.number().int(), {
    description:
      'The number of chromosome pairs in a normal human somatic cell, as a whole number. If the response gives the total count (e.g. 46), extract the number of pairs (23).',
    groundTruth: 23,
    check: numericExact(),
  }),
}, { name: 'ChromosomePairs' })

/** Three weighted fields: partial credit with `granular`. */
export const MrnaVaccine = defineTemplate({
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
}, { name: 'MrnaVaccine' })

/** Trace regexes only: checked on the raw answer, so the judge is not called for this template. */
export const PenicillinDiscovery = defineTemplate({
  mentions_year: field(z.boolean(), { description: 'True if a four-digit year appears in the response', groundTruth: true, check: traceRegex({ pattern: '\\b\\d{4}\\b' }) }),
  mentions_fleming: field(z.boolean(), { description: 'True if Fleming is mentioned in the response', groundTruth: true, check: traceRegex({ pattern: '\\bFleming\\b' }) }),
}, { name: 'PenicillinDiscovery' })

/** Judged by the LLM: does the answer get to the point? */
export const conciseness = llmTrait({ name: 'conciseness', kind: 'boolean', description: 'Does the response answer in at most three sentences without padding?' })

/** Checked by a regex: does the answer cite a source as [n]? */
export const citations = regexTrait({ name: 'citations', description: 'Cites a source as [n]', pattern: '\\[\\d+\\]' })

export const benchmark = Benchmark.create({
  name: 'Seed biomedical questions',
  globalRubric: defineRubric({ llmTraits: [conciseness], regexTraits: [citations] }),
  questions: [
    { id: 'venetoclax', question: 'What is the putative target of venetoclax?', rawAnswer: 'BCL2', template: Venetoclax },
    { id: 'chromosome-pairs', question: 'How many pairs of chromosomes does a normal human somatic cell have?', rawAnswer: '23', template: ChromosomePairs },
    {
      id: 'mrna-vaccine',
      question: 'How do mRNA vaccines make cells produce an antigen, and what happens next?',
      rawAnswer: 'They deliver mRNA instructions for the spike protein; the immune system then makes antibodies and memory cells.',
      template: MrnaVaccine,
    },
    { id: 'penicillin', question: 'Who discovered penicillin, and when?', rawAnswer: 'Alexander Fleming, in 1928', template: PenicillinDiscovery },
  ],
})
