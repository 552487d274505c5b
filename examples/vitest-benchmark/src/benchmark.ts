import { Benchmark, defineRubric, llmTrait, regexTrait } from 'karenina'
import { ChromosomePairs, MrnaVaccine, PenicillinDiscovery, VenetoclaxTarget } from './templates.js'

/** Rubric traits applied to every answer (seed 000 §9): a judged boolean and a regex. */
export const conciseness = llmTrait({ name: 'conciseness', kind: 'boolean', description: 'Is the response concise?' })
export const hasCitations = regexTrait({ name: 'has_citations', description: 'Has bracket citations', pattern: '\\[\\d+\\]' })

export const benchmark = Benchmark.create({
  name: 'biomedical basics',
  description: "Karenina's seed questions: a drug target, a count, partial credit and a regex check",
  globalRubric: defineRubric({ llmTraits: [conciseness], regexTraits: [hasCitations] }),
  questions: [
    { id: 'venetoclax-target', question: 'What is the putative target of venetoclax?', rawAnswer: 'BCL2', template: VenetoclaxTarget },
    { id: 'chromosome-pairs', question: 'How many pairs of chromosomes does a normal human somatic cell have?', rawAnswer: '23', template: ChromosomePairs },
    { id: 'mrna-vaccine', question: 'How do mRNA vaccines work, and which viral protein do the COVID-19 ones encode?', rawAnswer: 'They deliver mRNA encoding the spike protein', template: MrnaVaccine },
    { id: 'penicillin-discovery', question: 'When was penicillin discovered, and by whom?', rawAnswer: '1928, by Alexander Fleming', template: PenicillinDiscovery },
  ],
})
