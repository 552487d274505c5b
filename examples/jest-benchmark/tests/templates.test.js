// The templates and traits on their own: fixed values (no judge) and fixed answers (judged).
import { ChromosomePairs, MrnaVaccine, Venetoclax, citations, conciseness } from '../src/biomedical.js'

describe('templates without a judge', () => {
  test('chromosome pairs: 23 is right, 46 (the chromosome count) is not', () => {
    expect({ pair_count: 23 }).toSatisfyTemplate(ChromosomePairs)
    expect({ pair_count: 46 }).not.toSatisfyTemplate(ChromosomePairs)
  })

  test('mRNA vaccine: a missing immune response still earns partial credit', () => {
    const values = { delivery_mechanism: 'messenger rna', target_protein: 'spike protein', mentions_immune_response: false }
    expect(values).not.toSatisfyTemplate(MrnaVaccine)
    expect(values).toSatisfyTemplate(MrnaVaccine, { granular: 0.8 })
  })
})

describe('fixed answers, judged', () => {
  test('venetoclax: the judge extracts BCL2', async () => {
    await expect('Venetoclax is a BH3 mimetic that inhibits BCL-2 [1].').toVerify(Venetoclax, { question: 'What is the putative target of venetoclax?' })
  })

  test('venetoclax: MCL-1 is a wrong answer', async () => {
    await expect('Venetoclax blocks MCL-1.').not.toVerify(Venetoclax, { question: 'What is the putative target of venetoclax?' })
  })

  test('citations and conciseness', async () => {
    await expect('Venetoclax targets BCL2 [1].').toScoreTrait(citations, true)
    await expect('Venetoclax targets BCL2.').toScoreTrait(conciseness, true)
  })
})
