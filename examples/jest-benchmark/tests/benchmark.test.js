// One jest test per question (titled with its id: `jest -t venetoclax` runs one). Each answer is judged
// against its template and scored on the rubric; the reporter writes karenina-results.json.
import { describeBenchmark } from 'jest-karenina'
import { benchmark } from '../src/biomedical.js'

describeBenchmark(benchmark, {
  verification: { evaluation_mode: 'template_and_rubric' },
  // Partial credit: 4 of 5 weighted mRNA fields right would still pass.
  granular: 0.8,
})
