// A realistic checkpoint of N questions for the loading figure (`pnpm bench --only checkpoint`), written as Python
// Karenina writes one (`json.dump(..., indent=2, ensure_ascii=False)`): declarative templates of one to three
// VerifiedFields over ten primitives (each question its own ground truth), a global rubric of two LLM traits and
// a regex trait, a question rubric on every tenth question, keywords and the `finished` property, shaped as the
// questions of examples/checkpoint-benchmark. 5,000 questions come to ≈ 5.7 MB, the checkpoint issue 31 measured.
import { writeFile } from 'node:fs/promises'
import { CHECKPOINT_CONTEXT } from '../../packages/karenina/src/benchmark/checkpoint/save-checkpoint.js'

const DATE = '2026-01-15T09:00:00'
const GENES = ['BCL2', 'TP53', 'EGFR', 'KRAS', 'BRCA1', 'MYC', 'PTEN', 'ALK', 'HER2', 'CDK4']

const prop = (name: string, value: unknown) => ({ '@type': 'PropertyValue', name, value })

/** The template source of question `i`: one of ten shapes, as a Karenina user writes them. */
function template(i: number): string {
  const gene = GENES[i % GENES.length]!
  const head = (names: string) => `from karenina.schemas.entities import BaseAnswer, VerifiedField, ${names}\n\n\nclass Answer(BaseAnswer):\n`
  switch (i % 10) {
    case 0:
      return `${head('ExactMatch')}    target: str = VerifiedField(\n        description="The protein the drug is said to target, as named in the response (gene symbol if given)",\n        ground_truth='${gene}',\n        verify_with=ExactMatch(normalize=['lowercase', 'strip', 'remove_punctuation']),\n    )\n`
    case 1:
      return `${head('NumericExact')}    count: int = VerifiedField(\n        description="The number of chromosome pairs named in the response for case ${i}, as a whole number",\n        ground_truth=${20 + (i % 7)},\n        verify_with=NumericExact(),\n    )\n`
    case 2:
      return `${head('BooleanMatch, ContainsAny')}    mechanism: str = VerifiedField(\n        description="The primary mechanism of action described in the response, lowercase",\n        ground_truth='inhibition of ${gene.toLowerCase()}',\n        verify_with=ContainsAny(substrings=['inhibit', 'block', 'antagonist'], normalize=['lowercase']),\n        weight=2.0,\n    )\n    mentions_trial: bool = VerifiedField(\n        description="True if the response mentions a clinical trial",\n        ground_truth=True,\n        verify_with=BooleanMatch(),\n    )\n`
    case 3:
      return `${head('TraceRegex')}    mentions_year: bool = VerifiedField(\n        description="True if a four-digit year appears in the response",\n        ground_truth=True,\n        verify_with=TraceRegex(pattern='\\\\b(19|20)\\\\d{2}\\\\b', count_min=None),\n    )\n`
    case 4:
      return `${head('NumericTolerance')}    dose_mg: float = VerifiedField(\n        description="The recommended daily dose in milligrams stated in the response",\n        ground_truth=${(i % 40) * 10 + 50}.0,\n        verify_with=NumericTolerance(tolerance=5.0, mode='absolute'),\n    )\n`
    case 5:
      return `${head('ContainsAll, ExactMatch')}    pathway: str = VerifiedField(\n        description="The signalling pathway named in the response",\n        ground_truth='PI3K/AKT',\n        verify_with=ExactMatch(normalize=['lowercase', 'strip']),\n    )\n    effects: list[str] = VerifiedField(\n        description="The downstream effects listed in the response, each in a few words",\n        ground_truth=['proliferation', 'survival'],\n        verify_with=ContainsAll(substrings=['prolif', 'surviv'], normalize=['lowercase']),\n    )\n`
    case 6:
      return `${head('LiteralMatch')}    phase: Literal['I', 'II', 'III', 'IV'] = VerifiedField(\n        description="The clinical trial phase of study ${i} named in the response",\n        ground_truth='${['I', 'II', 'III', 'IV'][i % 4]}',\n        verify_with=LiteralMatch(),\n    )\n`.replace('from karenina', 'from typing import Literal\nfrom karenina')
    case 7:
      return `${head('NumericRange')}    year: int = VerifiedField(\n        description="The year the drug was first approved according to the response",\n        ground_truth=${1990 + (i % 30)},\n        verify_with=NumericRange(min=1980, max=2025),\n    )\n`
    case 8:
      return `${head('TraceContains')}    cites_fda: bool = VerifiedField(\n        description="True if the response mentions the FDA",\n        ground_truth=True,\n        verify_with=TraceContains(substring='FDA'),\n    )\n`
    default:
      return `${head('ExactMatch')}    drug_class: str = VerifiedField(\n        description="The drug class named in the response",\n        ground_truth='${gene.toLowerCase()} inhibitor',\n        verify_with=ExactMatch(normalize=['lowercase', 'strip']),\n    )\n`
  }
}

function rating(name: string, description: string, additionalType: string, best: number, properties: ReturnType<typeof prop>[]) {
  return { '@type': 'Rating', name, description, bestRating: best, worstRating: 0.0, additionalType, additionalProperty: properties }
}

function question(i: number) {
  const gene = GENES[i % GENES.length]!
  const text = `Question ${i}: what is the putative target of the compound of trial ${1000 + i}?`
  // Karenina's ids and template names: a slug of the question and a hash.
  const id = `urn:uuid:question-question-${i}-what-is-the-putative-target-of-the-${(0x1be9d9af + i * 7919).toString(16).slice(-8)}`
  const item: Record<string, unknown> = {
    '@type': 'Question',
    text,
    acceptedAnswer: { '@type': 'Answer', text: gene },
    hasPart: { '@type': 'SoftwareSourceCode', name: `${text.slice(0, 30)}... Answer Template`, text: template(i), programmingLanguage: 'Python' },
    additionalProperty: [prop('finished', true)],
    keywords: ['oncology', ['apoptosis', 'signalling', 'pharmacology'][i % 3]!],
  }
  if (i % 10 === 0) {
    item.rating = [rating('mentions_mechanism', 'Does the response explain the mechanism of action?', 'karenina:QuestionSpecificRubricTrait', 1.0, [prop('higher_is_better', true)])]
  }
  return { '@type': 'DataFeedItem', '@id': id, dateCreated: DATE, dateModified: DATE, item }
}

/** The checkpoint document of `n` questions. */
export function benchCheckpoint(n: number): Record<string, unknown> {
  return {
    '@context': CHECKPOINT_CONTEXT,
    '@type': 'DataFeed',
    '@id': 'urn:karenina:bench:checkpoint',
    name: 'bench-checkpoint',
    description: `${n} oncology questions with declarative templates (karenina-ts bench)`,
    version: '1.0.0',
    creator: 'karenina-ts bench',
    dateCreated: DATE,
    dateModified: DATE,
    rating: [
      rating('conciseness', 'Does the response answer in at most three sentences without padding?', 'karenina:GlobalRubricTrait', 1.0, [prop('higher_is_better', true)]),
      rating('cites_sources', 'Cites a source as [n]', 'karenina:GlobalRegexTrait', 1.0, [prop('pattern', '\\[\\d+\\]'), prop('case_sensitive', true), prop('invert_result', false), prop('higher_is_better', true)]),
      rating('clarity', 'How clear is the response, from 1 (confusing) to 5 (very clear)?', 'karenina:GlobalRubricTrait', 5.0, [prop('higher_is_better', true)]),
    ],
    dataFeedElement: Array.from({ length: n }, (_, i) => question(i)),
  }
}

/** Writes the checkpoint of `n` questions to `path` as Python does (2-space indent, non-ASCII kept); returns its size in bytes. */
export async function writeBenchCheckpoint(path: string, n: number): Promise<number> {
  // JSON.stringify writes the float 1.0 as 1; Python keeps the fraction (the loader reads it as a Python float).
  const text = JSON.stringify(benchCheckpoint(n), null, 2).replace(/^(\s*"(?:bestRating|worstRating)": )(\d+)(,?)$/gm, '$1$2.0$3')
  await writeFile(path, text)
  return Buffer.byteLength(text)
}
