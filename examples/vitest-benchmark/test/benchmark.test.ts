import { describeBenchmark } from 'vitest-karenina'
import { benchmark } from '../src/benchmark.js'

// One test per question, titled with its id: `vitest -t chromosome-pairs` runs one.
describeBenchmark(benchmark, {
  name: 'biomedical basics (exact)',
  questionIds: ['venetoclax-target', 'chromosome-pairs', 'penicillin-discovery'],
  verification: { evaluation_mode: 'template_and_rubric' },
})

// Partial credit: the mRNA answer passes with half of its facts.
describeBenchmark(benchmark, {
  name: 'biomedical basics (partial credit)',
  questionIds: ['mrna-vaccine'],
  verification: { evaluation_mode: 'template_and_rubric' },
  granular: 0.5,
})
