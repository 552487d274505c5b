import { isPythonTemplate } from '../../python-sandbox/python-template.js'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parsePyJson } from '../../compat/parse-py-json.js'
import type { Benchmark } from '../benchmark.js'
import { CLASSIC_QUESTION_ID, FIXTURE_DIR, FIXTURES, Venetoclax, buildMultiQuestion, buildWithRubrics } from '../../../test/fixtures/benchmark/checkpoint/checkpoint-fixtures.js'
import { loadCheckpoint, parseCheckpoint } from './load-checkpoint.js'
import { checkpointToJson, saveCheckpoint, serializeCheckpoint } from './save-checkpoint.js'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'karenina-checkpoint-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

const fixture = (name: string) => readFileSync(join(FIXTURE_DIR, name), 'utf8')

/** What a benchmark holds, in comparable form (templates by source, traits as data). */
function snapshot(b: Benchmark) {
  return {
    meta: { id: b.id, name: b.name, description: b.description, version: b.version, creator: b.creator, contact: b.creatorContact, createdAt: b.createdAt, modifiedAt: b.modifiedAt },
    custom: b.customProperties,
    globalRubric: b.getGlobalRubric(),
    globalDynamic: b.getGlobalDynamicRubric(),
    questions: b.getAllQuestions().map((q) => ({
      ...q,
      template: q.template === null ? null : { name: q.template.name, source: q.template.source, templateId: q.template.templateId },
      templateSource: undefined,
      checkpointNode: undefined,
      templateProblem: q.templateProblem === null ? null : 'set',
    })),
  }
}

describe('checkpoint fixtures written by karenina-ts', () => {
  it.each(Object.keys(FIXTURES))('%s: the builder serializes to the fixture, and load → save gives the same bytes', async (name) => {
    const build = FIXTURES[name as keyof typeof FIXTURES]
    const text = fixture(name)
    expect(serializeCheckpoint(build())).toBe(text)
    const loaded = await loadCheckpoint(join(FIXTURE_DIR, name))
    expect(serializeCheckpoint(loaded)).toBe(text)
    // Twice more, through files: save → load → save is byte-stable.
    const path = join(dir, name)
    await saveCheckpoint(loaded, path)
    expect(await readFile(path, 'utf8')).toBe(text)
    await saveCheckpoint(await loadCheckpoint(path), path)
    expect(await readFile(path, 'utf8')).toBe(text)
  })

  it.each(Object.keys(FIXTURES))('%s: every key loads back to the data it was saved from', (name) => {
    const built = FIXTURES[name as keyof typeof FIXTURES]()
    // With the deep-judgment settings kept, nothing is lost (the default strips them, as Karenina does).
    const loaded = parseCheckpoint(checkpointToJson(built, { saveDeepJudgmentConfig: true }))
    const a = { ...snapshot(built), custom: { benchmark_format_version: '3.0.0-jsonld', ...built.customProperties } }
    const b = snapshot(loaded)
    // Score bounds included: Karenina writes them as properties for every kind.
    expect(JSON.parse(JSON.stringify(b))).toEqual(JSON.parse(JSON.stringify(a)))
    // A question without Python source of its own keeps what it was saved with.
    for (const q of loaded.getAllQuestions()) if (q.template !== null) expect(q.templateSource).toBe(q.template.source)
  })

  it('writes Karenina JSON: indent 2, unicode kept, floats for rating bounds, no trailing newline', () => {
    const text = fixture('multi_question.jsonld')
    expect(text.startsWith('{\n  "@context": {\n    "@version": 1.1,\n    "@vocab": "https://schema.org/",')).toBe(true)
    expect(text.endsWith('\n}')).toBe(true)
    expect(text).toContain('"text": "Name a noble gas — ünïcödé “quotes” 🧪"')
    expect(fixture('with_rubrics.jsonld')).toContain('"bestRating": 10.0,\n      "worstRating": 1.0,')
    const keys = Object.keys(parsePyJson(text) as object)
    expect(keys).toEqual(['@context', '@type', '@id', 'name', 'description', 'version', 'creator', 'dateCreated', 'dateModified', 'dataFeedElement', 'additionalProperty'])
  })

  it('stores the template as the Python source whose MD5 is the template_id', async () => {
    const json = checkpointToJson(buildMultiQuestion()) as { dataFeedElement: { item: { hasPart: { text: string } } }[] }
    expect(json.dataFeedElement[0]!.item.hasPart.text).toBe(Venetoclax.source)
    const loaded = await loadCheckpoint(join(FIXTURE_DIR, 'multi_question.jsonld'))
    const q = loaded.getAllQuestions()[0]!
    expect(q.template?.templateId).toBe(Venetoclax.templateId)
  })

  it('keeps the question metadata keys: finished, keywords, author, sources, custom, few-shot, notes, workspace', async () => {
    const b = await loadCheckpoint(join(FIXTURE_DIR, 'multi_question.jsonld'))
    const [venetoclax, classic, noTemplate, france] = b.getAllQuestions()
    expect(venetoclax).toMatchObject({ finished: true, keywords: ['oncology', 'pharmacology'] })
    expect(classic).toMatchObject({ id: CLASSIC_QUESTION_ID, finished: false, templateProblem: null, keywords: null })
    expect(isPythonTemplate(classic!.template!)).toBe(true)
    expect(b.hasTemplate(CLASSIC_QUESTION_ID)).toBe(true)
    // The placeholder template reads back as "no template".
    expect(noTemplate).toMatchObject({ template: null, templateSource: null, templateProblem: null })
    expect(b.getMissingTemplates()).toEqual([noTemplate!.id])
    expect(france).toMatchObject({
      keywords: [],
      author: { name: 'Ada Lovelace', email: 'ada@example.org' },
      sources: [{ title: 'Atlas', url: 'https://example.org/atlas', year: 1999 }],
      customMetadata: { difficulty: 'easy', score: 0.5, tags: ['a', 'b'], nested: { ok: true }, empty: null },
      fewShotExamples: [{ question: 'Capital of Italy?', answer: 'Rome' }],
      answerNotes: 'Accept "Paris, France".',
      workspacePath: 'workspaces/france',
    })
    expect(b.customProperties).toEqual({ benchmark_format_version: '3.0.0-jsonld', project: 'karenina-ts' })
  })

  it('keeps every trait encoding, the dynamic rubrics and a Person creator', async () => {
    const b = await loadCheckpoint(join(FIXTURE_DIR, 'with_rubrics.jsonld'))
    const rubric = b.getGlobalRubric()!
    expect(rubric.llm_traits.map((t) => [t.name, typeof t.kind === 'string' ? t.kind : t.kind.type])).toEqual([
      ['Safe', 'boolean'],
      ['Clarity', 'score'],
      ['Tone', 'literal'],
      ['Facts', 'template'],
    ])
    expect(rubric.llm_traits[2]).toMatchObject({ classes: { formal: 'Formal register', casual: 'Casual register', rude: 'Rude' }, min_score: 0, max_score: 2, higher_is_better: false, summary: 'tone' })
    expect(rubric.llm_traits[3]).toMatchObject({ higher_is_better: null, include_ground_truth: true })
    expect(rubric.regex_traits[1]).toMatchObject({ pattern: 'https?://', case_sensitive: false, invert_result: true })
    expect(rubric.callable_traits.map((t) => [t.name, t.kind, t.min_score, t.max_score])).toEqual([
      ['Short', 'boolean', null, null],
      ['Words', 'score', 0, 3],
    ])
    expect(rubric.metric_traits[0]).toMatchObject({ evaluation_mode: 'full_matrix', metrics: ['precision', 'recall', 'f1'], tn_instructions: ['does not mention MCL1'], repeated_extraction: false })
    expect(rubric.agentic_traits[0]).toMatchObject({ kind: 'score', min_score: 0, max_score: 4, context_mode: 'workspace_only', max_turns: 5 })
    expect(b.getGlobalDynamicRubric()?.regex_traits[0]).toMatchObject({ name: 'Dosage', summary: 'dosage' })
    const q = b.getAllQuestions()[0]!
    expect(q.rubric?.regex_traits[0]?.name).toBe('Gene symbol')
    expect(q.dynamicRubric?.metric_traits[0]).toMatchObject({ name: 'Mechanism', summary: 'mechanism' })
    expect(b.creator).toBe('Ada Lovelace')
    expect(b.creatorContact).toEqual({ url: 'https://example.org/ada', email: null })
    // Deep-judgment settings are stripped unless asked for (Karenina's save_deep_judgment_config).
    expect(b.getGlobalRubric()!.llm_traits[1]!.deep_judgment_enabled).toBe(false)
    const kept = parseCheckpoint(checkpointToJson(buildWithRubrics(), { saveDeepJudgmentConfig: true }))
    expect(kept.getGlobalRubric()!.llm_traits[1]).toMatchObject({ deep_judgment_enabled: true, deep_judgment_max_excerpts: 3, deep_judgment_fuzzy_match_threshold: 0.85 })
    expect(serializeCheckpoint(kept, { saveDeepJudgmentConfig: true })).toBe(serializeCheckpoint(buildWithRubrics(), { saveDeepJudgmentConfig: true }))
  })

  it('binds TypeScript functions to callable traits by name', async () => {
    const warnings: string[] = []
    const b = await loadCheckpoint(join(FIXTURE_DIR, 'with_rubrics.jsonld'), { callables: { Short: (text) => text.length < 5 }, onWarning: (m) => warnings.push(m) })
    const { resolveCallableFunction } = await import('../../rubric/traits/callable-trait.js')
    const [short, words] = b.getGlobalRubric()!.callable_traits
    expect(resolveCallableFunction(short!)?.('abc')).toBe(true)
    expect(resolveCallableFunction(words!)).toBeNull()
    expect(warnings).toEqual([expect.stringMatching(/callable trait "Words" \(global rubric\) has no TypeScript function/)])
    // The stored Python code stays for the next save.
    expect(short!.callable_code).toBe(Buffer.from('def f(t): return len(t) < 200').toString('base64'))
  })

  it('an empty template text is kept as read, with why it cannot run', () => {
    const json = checkpointToJson(buildMultiQuestion()) as { dataFeedElement: { item: { hasPart: { text: string } } }[] }
    json.dataFeedElement[0]!.item.hasPart.text = ''
    const b = parseCheckpoint(json)
    expect(b.getAllQuestions()[0]).toMatchObject({ template: null, templateSource: '', templateProblem: expect.stringContaining('cannot run') })
    expect(checkpointToJson(b)).toEqual(json)
  })

  it('keeps scenarios (hasPart) as stored', () => {
    const json = checkpointToJson(buildMultiQuestion())
    const scenario = { '@type': 'karenina:Scenario', name: 'triage', description: 'x', entryNode: 'a', nodes: {}, edges: [], outcomeCriteria: [], metadata: {} }
    const b = parseCheckpoint({ ...json, hasPart: [scenario] })
    expect(b.scenarioParts).toEqual([scenario])
    expect((checkpointToJson(b) as { hasPart: unknown[] }).hasPart).toEqual([scenario])
  })
})

// Files shaped as Karenina writes them, with the optional keys our own builders never produce: node ids,
// codeRepository, rating @id / ratingValue / ratingExplanation, a Person creator, and scenarios (hasPart).
describe('checkpoints with every optional key of the format', () => {
  it.each(['node_extras.jsonld', 'scenario.jsonld'])('%s: load → save gives the same bytes', async (name) => {
    const text = fixture(name)
    const loaded = await loadCheckpoint(join(FIXTURE_DIR, name))
    expect(serializeCheckpoint(loaded)).toBe(text)
    const path = join(dir, name)
    await saveCheckpoint(loaded, path)
    await saveCheckpoint(await loadCheckpoint(path), path)
    expect(await readFile(path, 'utf8')).toBe(text)
  })

  it('node_extras.jsonld: the question node ids, template name and repository, and the creator are read', async () => {
    const b = await loadCheckpoint(join(FIXTURE_DIR, 'node_extras.jsonld'))
    expect(b.creator).toBe('Karenina')
    expect(b.creatorContact).toEqual({ url: 'https://example.org/team', email: 'team@example.org' })
    const [q] = b.getAllQuestions()
    expect(q!.checkpointNode).toMatchObject({
      questionNodeId: 'urn:karenina:question:venetoclax',
      answerNodeId: 'urn:karenina:answer:venetoclax',
      templateNodeId: 'urn:karenina:template:venetoclax',
      templateName: 'What is the putative target of... Answer Template',
      codeRepository: 'https://github.com/example/benchmarks',
    })
    expect(q!.template?.verify({ target: 'bcl2' })).toBe(true)
    // The rating extras stay with their traits: a rubric change elsewhere keeps them.
    b.setQuestionRubric(q!.id, b.getQuestionRubric(q!.id))
    const json = JSON.stringify(checkpointToJson(b))
    for (const extra of ['"@id":"urn:karenina:rating:concise"', '"ratingValue":1', '"ratingExplanation":"Rated concise by the curator"', '"ratingExplanation":"Checks the target is named"']) {
      expect(json).toContain(extra)
    }
  })

  it('scenario.jsonld: the scenario is kept as read, and the benchmark says it is a scenario benchmark', async () => {
    const b = await loadCheckpoint(join(FIXTURE_DIR, 'scenario.jsonld'))
    expect(b.getAllQuestions()).toEqual([])
    expect(b.scenarioParts).toHaveLength(1)
    expect(b.scenarioParts[0]).toMatchObject({ name: 'dose-escalation', entryNode: 'ask_target', edges: [{ source: 'ask_target', target: 'ask_dose' }] })
    expect(b.customProperties).toMatchObject({ benchmark_type: 'scenario' })
  })
})

describe('loadCheckpoint workspaceRoot', () => {
  it('sets the Benchmark workspace root (Karenina load(path, workspace_root)); unset it stays null', async () => {
    expect((await loadCheckpoint(join(FIXTURE_DIR, 'multi_question.jsonld'), { workspaceRoot: '/data/workspaces' })).workspaceRoot).toBe('/data/workspaces')
    expect((await loadCheckpoint(join(FIXTURE_DIR, 'multi_question.jsonld'))).workspaceRoot).toBeNull()
  })
})
