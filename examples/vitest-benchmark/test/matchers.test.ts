import { describe, expect, test } from 'vitest'
import { conciseness, hasCitations } from '../src/benchmark.js'
import { ChromosomePairs, MrnaVaccine, VenetoclaxTarget } from '../src/templates.js'

// Matchers on responses you already have (e.g. from your own agent): the judge parses, the template verifies.
const VENETOCLAX = 'What is the putative target of venetoclax?'
const ANSWER = 'Venetoclax (ABT-199) is a selective inhibitor of the Bcl-2 protein [1].'

describe('responses verified by the judge', () => {
  test('venetoclax targets BCL2', async () => {
    await expect(ANSWER).toVerify(VenetoclaxTarget, { question: VENETOCLAX })
  })

  test('MCL1 is not the answer', async () => {
    await expect('Venetoclax mainly inhibits MCL1.').not.toVerify(VenetoclaxTarget, { question: VENETOCLAX })
  })

  test('an agent trace is verified on its final message', async () => {
    const trace = {
      messages: [
        { role: 'user' as const, content: 'How do mRNA vaccines work?' },
        { role: 'assistant' as const, content: 'They deliver messenger RNA coding for the spike protein; cells then display it to the immune system.' },
      ],
    }
    await expect(trace).toVerify(MrnaVaccine, { question: 'How do mRNA vaccines work?' })
  })

  test('rubric traits on one response', async () => {
    await expect(ANSWER).toScoreTrait(hasCitations)
    await expect(ANSWER).toScoreTrait(conciseness, true)
  })
})

describe('templates unit-tested without a judge', () => {
  test('23 pairs is right, 46 is not', () => {
    expect({ pair_count: 23 }).toSatisfyTemplate(ChromosomePairs)
    expect({ pair_count: 46 }).not.toSatisfyTemplate(ChromosomePairs)
  })

  test('half the mRNA facts earn half the credit', () => {
    expect({ delivery_mechanism: 'mRNA instructions', target_protein: 'a surface protein' }).toSatisfyTemplate(MrnaVaccine, { granular: 0.5 })
  })
})
