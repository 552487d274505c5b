import { containsAny, defineTemplate, exactMatch, field, numericExact, traceRegex } from 'karenina'
import { z } from 'zod'

/** The seed's worked example: what does venetoclax target? */
export const VenetoclaxTarget = defineTemplate({
  target: field(z.string(), {
    description: 'The protein target of venetoclax named in the response, as a gene or protein symbol',
    groundTruth: 'BCL2',
    check: exactMatch({ normalize: ['lowercase', 'strip', 'remove_punctuation'] }),
  }),
})

/** An exact count: the judge must extract pairs (23), not chromosomes (46). */
export const ChromosomePairs = defineTemplate({
  pair_count: field(z.number().int(), {
    description:
      'The number of chromosome pairs in a normal human somatic cell, as a whole number. If the response gives the total count (e.g., 46), extract the number of pairs (23).',
    groundTruth: 23,
    check: numericExact(),
  }),
})

/** Two facts, each worth half: partial credit through the granular score. */
export const MrnaVaccine = defineTemplate({
  delivery_mechanism: field(z.string(), {
    description: "What mRNA vaccines deliver to cells, as described in the response (e.g., 'mRNA instructions')",
    groundTruth: 'mrna',
    check: containsAny({ substrings: ['mrna', 'messenger rna'], normalize: ['lowercase'] }),
  }),
  target_protein: field(z.string(), {
    description: 'The viral protein the vaccine teaches cells to make, as named in the response',
    groundTruth: 'spike protein',
    check: containsAny({ substrings: ['spike'], normalize: ['lowercase'] }),
  }),
})

/** A judged date plus a regex on the raw response (no judge needed for that field). */
export const PenicillinDiscovery = defineTemplate({
  discovery_date: field(z.string(), {
    description: "The date of penicillin's discovery as stated in the response. Extract the full date if available, otherwise the year alone.",
    groundTruth: '1928',
    check: exactMatch({ normalize: ['strip'] }),
  }),
  mentions_fleming: field(z.boolean(), {
    description: 'True if Fleming is mentioned in the response',
    groundTruth: true,
    check: traceRegex({ pattern: '\\bFleming\\b' }),
  }),
})
