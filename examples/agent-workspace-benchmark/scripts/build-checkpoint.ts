// Writes checkpoint.jsonld: four data tasks, each with its input files in workspaces/<workspace_path>/data,
// whose answer templates describe the files the answering agent must leave under out/ (the agentic judge
// reads them), and a global agentic rubric trait. A Karenina JSON-LD checkpoint (templates stored as
// Python source). Run once by the maintainers; the file is committed.
// `pnpm --filter agent-workspace-benchmark build:checkpoint`
import { fileURLToPath } from 'node:url'
import { agenticTrait, Benchmark, booleanMatch, containsAny, defineRubric, defineTemplate, field, numericExact } from 'karenina'
import { z } from 'zod'
// The checkpoint writer (benchmark/checkpoint/) is not re-exported from the package root yet.
import { saveCheckpoint } from '../../../packages/karenina/src/benchmark/checkpoint/save-checkpoint.js'

const DoseTotals = defineTemplate({
  imatinib_total_mg: field(z.number().int(), {
    description: 'The total_mg value for imatinib in the out/totals.csv file the agent wrote (-1 if the file or the row is missing)',
    groundTruth: 1200,
    check: numericExact(),
  }),
  dasatinib_total_mg: field(z.number().int(), {
    description: 'The total_mg value for dasatinib in out/totals.csv (-1 if missing)',
    groundTruth: 240,
    check: numericExact(),
  }),
  drug_rows: field(z.number().int(), { description: 'The number of data rows (header excluded) in out/totals.csv (0 if missing)', groundTruth: 3, check: numericExact() }),
})

const SevereEvents = defineTemplate({
  nilotinib_severe: field(z.number().int(), {
    description: 'The count for nilotinib in the JSON object of out/severe.json (-1 if the file or key is missing)',
    groundTruth: 2,
    check: numericExact(),
  }),
  total_severe: field(z.number().int(), { description: 'The sum of all counts in out/severe.json (-1 if missing)', groundTruth: 4, check: numericExact() }),
})

const UniqueGenes = defineTemplate({
  gene_count: field(z.number().int(), { description: 'The number of non-empty lines in out/genes.txt (0 if missing)', groundTruth: 5, check: numericExact() }),
  includes_bcl2: field(z.boolean(), { description: 'True if out/genes.txt has a line that is exactly BCL2', groundTruth: true, check: booleanMatch() }),
})

const TrialSummary = defineTemplate({
  primary_endpoint: field(z.string(), {
    description: "The primary_endpoint value in out/summary.json, lowercase ('none' if missing)",
    groundTruth: 'major molecular response',
    check: containsAny({ substrings: ['major molecular response', 'mmr'], normalize: ['lowercase'] }),
  }),
  enrolled_patients: field(z.number().int(), { description: 'The enrolled_patients value in out/summary.json (-1 if missing)', groundTruth: 124, check: numericExact() }),
})

const benchmark = Benchmark.create({
  name: 'Agent workspace tasks',
  description: 'Four small data tasks: the answering agent reads data/ in its workspace and writes its result under out/; an agentic judge inspects the files.',
  version: '1.0.0',
  now: () => new Date(2026, 0, 15, 9, 0, 0),
  globalRubric: defineRubric({
    agenticTraits: [
      agenticTrait({
        name: 'outputs_under_out',
        kind: 'boolean',
        description: 'Did the agent write every file it produced under out/, leaving nothing else next to data/ (no scratch files at the workspace root)?',
        contextMode: 'workspace_only',
        maxTurns: 6,
      }),
    ],
  }),
})
benchmark.addQuestion({
  question: 'Sum the dose_mg column of data/doses.csv per drug and write out/totals.csv with the header drug,total_mg and one row per drug, sorted by drug name.',
  rawAnswer: 'out/totals.csv: dasatinib 240, imatinib 1200, nilotinib 600',
  template: DoseTotals,
  workspacePath: 'dose-totals',
  keywords: ['csv'],
})
benchmark.addQuestion({
  question: 'Count the adverse events of grade 3 or higher per drug in data/events.json and write the counts to out/severe.json as one JSON object mapping drug to count.',
  rawAnswer: 'out/severe.json: {"dasatinib": 1, "imatinib": 1, "nilotinib": 2}',
  template: SevereEvents,
  workspacePath: 'severe-events',
  keywords: ['json'],
})
benchmark.addQuestion({
  question: 'Write out/genes.txt: the unique gene symbols of data/genes.txt, upper-cased, one per line, sorted.',
  rawAnswer: 'ABL1, BCL2, BCR, KIT, TP53',
  template: UniqueGenes,
  workspacePath: 'unique-genes',
  keywords: ['text'],
})
benchmark.addQuestion({
  question: 'Read data/protocol.md and write out/summary.json with the keys primary_endpoint (a string) and enrolled_patients (a number).',
  rawAnswer: '{"primary_endpoint": "major molecular response at 12 months", "enrolled_patients": 124}',
  template: TrialSummary,
  workspacePath: 'trial-summary',
  keywords: ['json'],
})

const target = fileURLToPath(new URL('../checkpoint.jsonld', import.meta.url))
await saveCheckpoint(benchmark, target)
for (const id of benchmark.getQuestionIds()) console.log(id)
console.log(`wrote ${target}`)
