import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { allOf } from '../../../composition/all-of.js'
import { anyOf } from '../../../composition/any-of.js'
import { atLeastN } from '../../../composition/at-least-n.js'
import { fieldCheck } from '../../../composition/field-check.js'
import { containsAny } from '../../../primitives/contains-any.js'
import { exactMatch } from '../../../primitives/exact-match.js'
import { literalMatch } from '../../../primitives/literal-match.js'
import { synonymMap } from '../../../primitives/normalizers.js'
import { numericTolerance } from '../../../primitives/numeric-tolerance.js'
import { setContainment } from '../../../primitives/set-containment.js'
import { traceContains } from '../../../primitives/trace-contains.js'
import { booleanMatch } from '../../../primitives/boolean-match.js'
import { defineRubric } from '../../../rubric/rubric.js'
import { agenticTrait } from '../../../rubric/traits/agentic-trait.js'
import { callableTrait } from '../../../rubric/traits/callable-trait.js'
import { llmTrait } from '../../../rubric/traits/llm-trait.js'
import { metricTrait } from '../../../rubric/traits/metric-trait.js'
import { regexTrait } from '../../../rubric/traits/regex-trait.js'
import { pythonTemplate } from '../../../python-sandbox/python-template.js'
import { defineTemplate } from '../../../template/define-template.js'
import { field } from '../../../template/field.js'
import { Benchmark } from '../../benchmark.js'

/** Directory of the checkpoint fixtures (written by karenina-ts, checked byte for byte). */
export const FIXTURE_DIR = fileURLToPath(new URL('.', import.meta.url))

/** A fixed clock: fixtures must not depend on when they are built. */
export const fixtureClock = () => new Date(2026, 0, 2, 3, 4, 5, 678)

/** A declarative template using a strategy, Literal, list[str], normalizers with a synonym map and a trace primitive. */
export const Venetoclax = defineTemplate(
  {
    target: field(z.string(), {
      description: 'The protein target of venetoclax',
      groundTruth: 'BCL2',
      check: exactMatch({ normalize: ['lowercase', 'strip', 'remove_punctuation', synonymMap({ 'b-cell lymphoma 2': 'bcl2' })] }),
    }),
    mechanism: field(z.enum(['inhibitor', 'agonist', "it's complicated"]), { description: 'How the drug acts', groundTruth: 'inhibitor', check: literalMatch() }),
    indications: field(z.array(z.string()), { description: 'Approved indications', groundTruth: ['CLL', 'AML'], check: setContainment({ mode: 'superset' }), weight: 2 }),
    ic50_nm: field(z.number(), { description: 'IC50 in nM', extractionHint: 'a "number" in nanomolar', groundTruth: 0.01, check: numericTolerance({ tolerance: 0.5, mode: 'relative' }) }),
    mentions_bh3: field(z.boolean(), { description: 'The answer mentions BH3 mimetics', groundTruth: true, check: traceContains({ substring: 'BH3' }) }),
  },
  { name: 'VenetoclaxAnswer', strategy: allOf(fieldCheck('target'), anyOf(fieldCheck('mechanism'), atLeastN(1, fieldCheck('indications'), fieldCheck('ic50_nm')))) },
)

/** A small declarative template without strategy. */
export const Capital = defineTemplate({
  capital: field(z.string(), { description: 'The capital city', groundTruth: 'Paris', check: containsAny({ substrings: ['paris'], normalize: ['lowercase'] }) }),
  is_largest: field(z.boolean(), { description: 'Whether it is the largest city', groundTruth: true, check: booleanMatch() }),
})

/** A classic Python template (custom verify): runs in the Python sandbox. */
export const CLASSIC_PYTHON = [
  'from karenina.schemas.entities import BaseAnswer',
  'from pydantic import Field',
  '',
  'class Answer(BaseAnswer):',
  '    result: int = Field(description="The numerical result")',
  '',
  '    def model_post_init(self, __context):',
  '        self.correct = {"result": 4}',
  '',
  '    def verify(self) -> bool:',
  '        return self.result == self.correct["result"]',
  '',
].join('\n')

export const CLASSIC_QUESTION_ID = 'urn:uuid:question-what-is-2+2-936dbc87'

/** One question, a TS-defined declarative template. */
export function buildMinimal(): Benchmark {
  const b = Benchmark.create({ name: 'minimal', description: 'One question', now: fixtureClock })
  b.addQuestion({ question: 'What is the capital of France?', rawAnswer: 'Paris', template: Capital, keywords: ['geography'] })
  return b
}

/** Every template situation and every question metadata key. */
export function buildMultiQuestion(): Benchmark {
  const b = Benchmark.create({ name: 'multi-question', description: 'Templates and metadata', version: '1.2.0', creator: 'karenina-ts tests', now: fixtureClock })
  b.addQuestion({ question: 'What is the putative target of venetoclax?', rawAnswer: 'BCL2', template: Venetoclax, keywords: ['oncology', 'pharmacology'] })
  b.addQuestion({
    id: CLASSIC_QUESTION_ID,
    question: 'What is 2+2?',
    rawAnswer: '4',
    template: pythonTemplate(CLASSIC_PYTHON),
    finished: false,
  })
  b.addQuestion({ question: 'Name a noble gas — ünïcödé “quotes” 🧪', rawAnswer: 'Neon' })
  b.addQuestion({
    question: 'What is the capital of France?',
    rawAnswer: 'Paris',
    template: Capital,
    keywords: [],
    author: { name: 'Ada Lovelace', email: 'ada@example.org' },
    sources: [{ title: 'Atlas', url: 'https://example.org/atlas', year: 1999 }],
    customMetadata: { difficulty: 'easy', score: 0.5, tags: ['a', 'b'], nested: { ok: true }, empty: null },
    fewShotExamples: [{ question: 'Capital of Italy?', answer: 'Rome' }],
    answerNotes: 'Accept "Paris, France".',
    workspacePath: 'workspaces/france',
  })
  b.setCustomProperty('project', 'karenina-ts')
  return b
}

const B64 = (text: string) => Buffer.from(text, 'utf8').toString('base64')

/** Every trait encoding: LLM boolean/score/literal/template, regex, callable, metric, agentic, dynamic. */
export function buildWithRubrics(): Benchmark {
  const b = Benchmark.create({ name: 'with-rubrics', creator: 'Ada Lovelace', creatorContact: { url: 'https://example.org/ada', email: null }, now: fixtureClock })
  b.setGlobalRubric(
    defineRubric({
      llmTraits: [
        llmTrait({ name: 'Safe', kind: 'boolean', description: 'No harmful advice' }),
        llmTrait({ name: 'Clarity', kind: 'score', minScore: 1, maxScore: 10, description: 'How clear', deepJudgmentEnabled: true, deepJudgmentMaxExcerpts: 3, deepJudgmentFuzzyMatchThreshold: 0.85 }),
        llmTrait({ name: 'Tone', kind: 'literal', classes: { formal: 'Formal register', casual: 'Casual register', rude: 'Rude' }, higherIsBetter: false, summary: 'tone' }),
        llmTrait({ name: 'Facts', kind: { type: 'template', schema: { type: 'object', properties: { drug: { type: 'string' } } } }, description: 'Extract facts', includeGroundTruth: true }),
      ],
      regexTraits: [regexTrait({ name: 'Cites', pattern: '\\[\\d+\\]', description: 'Numeric citations' }), regexTrait({ name: 'NoURL', pattern: 'https?://', caseSensitive: false, invertResult: true })],
      callableTraits: [
        callableTrait({ name: 'Short', kind: 'boolean', fn: (text) => text.length < 200, callableCode: B64('def f(t): return len(t) < 200') }),
        callableTrait({ name: 'Words', kind: 'score', minScore: 0, maxScore: 3, fn: (text) => Math.min(3, text.split(' ').length), description: 'Word count bucket' }),
      ],
      metricTraits: [
        metricTrait({ name: 'Coverage', evaluationMode: 'full_matrix', metrics: ['precision', 'recall', 'f1'], tpInstructions: ['mentions BCL2'], tnInstructions: ['does not mention MCL1'], repeatedExtraction: false }),
      ],
      agenticTraits: [agenticTrait({ name: 'Files', kind: 'score', description: 'Workspace has the report', minScore: 0, maxScore: 4, contextMode: 'workspace_only', maxTurns: 5 })],
    }),
  )
  b.setGlobalDynamicRubric(
    defineRubric({
      llmTraits: [llmTrait({ name: 'Hedging', kind: 'boolean', description: 'Hedges its claims', summary: 'hedging' })],
      regexTraits: [regexTrait({ name: 'Dosage', pattern: '\\d+ ?mg', summary: 'dosage' })],
    }),
  )
  b.addQuestion({
    question: 'What is the putative target of venetoclax?',
    rawAnswer: 'BCL2',
    template: Venetoclax,
    rubric: defineRubric({ llmTraits: [llmTrait({ name: 'Mentions BH3', kind: 'boolean', description: 'Mentions BH3 mimetics' })], regexTraits: [regexTrait({ name: 'Gene symbol', pattern: 'BCL-?2' })] }),
    dynamicRubric: defineRubric({ metricTraits: [metricTrait({ name: 'Mechanism', metrics: ['precision'], tpInstructions: ['apoptosis'], summary: 'mechanism' })] }),
  })
  return b
}

/** Stored results as Karenina's fixture keeps them: custom properties of questions and of the benchmark. */
export function buildWithResults(): Benchmark {
  const b = Benchmark.create({ name: 'with-results', now: fixtureClock })
  b.addQuestion({
    question: 'What is the capital of France?',
    rawAnswer: 'Paris',
    template: Capital,
    rubric: defineRubric({ regexTraits: [regexTrait({ name: 'Citations', pattern: '\\[\\d+\\]' })] }),
    customMetadata: { verification_results: { template_result: { passed: true, parsed_value: 'Paris' }, rubric_results: { Citations: { passed: true, score: 1 } } } },
  })
  b.setCustomProperty('last_verification_run', '2026-01-02T03:04:05')
  return b
}

/** The fixtures: file name → builder. */
export const FIXTURES = {
  'minimal.jsonld': buildMinimal,
  'multi_question.jsonld': buildMultiQuestion,
  'with_rubrics.jsonld': buildWithRubrics,
  'with_results.jsonld': buildWithResults,
} as const
