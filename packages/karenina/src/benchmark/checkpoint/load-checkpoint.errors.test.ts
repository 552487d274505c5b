import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CheckpointError } from '../../errors/checkpoint-error.js'
import { buildMultiQuestion, buildWithRubrics } from '../../../test/fixtures/benchmark/checkpoint/checkpoint-fixtures.js'
import { loadCheckpoint, parseCheckpoint } from './load-checkpoint.js'
import { checkpointToJson } from './save-checkpoint.js'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'karenina-bad-checkpoint-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

// Loosely typed on purpose: each case breaks one key of a valid checkpoint.
type Json = Record<string, any>

/** A valid checkpoint as plain JSON, to break in one place. */
const base = (): Json => JSON.parse(JSON.stringify(checkpointToJson(buildMultiQuestion())))
const rubrics = (): Json => JSON.parse(JSON.stringify(checkpointToJson(buildWithRubrics())))

function errorOf(json: unknown, options = {}): CheckpointError {
  try {
    parseCheckpoint(json, options, 'bench.jsonld')
  } catch (error) {
    expect(error).toBeInstanceOf(CheckpointError)
    return error as CheckpointError
  }
  throw new Error('expected a CheckpointError')
}

describe('bad checkpoints fail with the file and the key path', () => {
  it.each<[string, (j: Json) => unknown, string]>([
    ['a number where the template text goes', (j) => ((j.dataFeedElement[2].item.hasPart.text = 42), j), 'bench.jsonld: dataFeedElement[2].item.hasPart.text: expected string, got number'],
    ['a missing question text', (j) => (delete j.dataFeedElement[1].item.text, j), 'bench.jsonld: dataFeedElement[1].item.text: expected string, got nothing (the key is missing)'],
    ['a missing acceptedAnswer', (j) => (delete j.dataFeedElement[0].item.acceptedAnswer, j), 'bench.jsonld: dataFeedElement[0].item.acceptedAnswer: expected object, got nothing (the key is missing)'],
    ['a missing name', (j) => (delete j.name, j), 'bench.jsonld: name: expected string, got nothing (the key is missing)'],
    ['an empty name', (j) => ((j.name = ''), j), 'bench.jsonld: name: the benchmark needs a non-empty name'],
    ['dataFeedElement not a list', (j) => ((j.dataFeedElement = {}), j), 'bench.jsonld: dataFeedElement: expected array, got object'],
    ['a wrong @type', (j) => ((j['@type'] = 'Dataset'), j), 'bench.jsonld: @type: expected "DataFeed", got "Dataset"'],
    ['keywords not strings', (j) => ((j.dataFeedElement[0].item.keywords = ['a', 3]), j), 'bench.jsonld: dataFeedElement[0].item.keywords[1]: expected string, got number'],
    ['a non-boolean finished', (j) => ((j.dataFeedElement[0].item.additionalProperty[0].value = 'yes'), j), 'bench.jsonld: dataFeedElement[0].item.additionalProperty[0].value: "finished" must be a boolean, got "yes"'],
    ['author not JSON object text', (j) => ((j.dataFeedElement[3].item.additionalProperty[1].value = '[1]'), j), 'bench.jsonld: dataFeedElement[3].item.additionalProperty[1].value: expected "author" to be a JSON object (or its JSON text)'],
    ['a duplicate question id', (j) => ((j.dataFeedElement[1]['@id'] = j.dataFeedElement[0]['@id']), j), 'bench.jsonld: dataFeedElement[1].@id: duplicate question id "urn:uuid:question-what-is-the-putative-target-of-venetoclax-1be9d9af"'],
    ['a rating without bestRating', (j) => (delete j.rating[0].bestRating, j), 'bench.jsonld: rating[0].bestRating: expected number, got nothing (the key is missing)'],
    ['an unknown trait type', (j) => ((j.rating[0].additionalType = 'karenina:GlobalMagicTrait'), j), 'bench.jsonld: rating[0].additionalType: unknown trait type "karenina:GlobalMagicTrait"'],
    ['a question-level trait type at benchmark level', (j) => ((j.rating[0].additionalType = 'QuestionSpecificRubricTrait'), j), 'bench.jsonld: rating[0].additionalType: a benchmark-level rating must be a Global trait type'],
    ['a manual trait', (j) => ((j.dataFeedElement[0].item.rating[0].additionalType = 'QuestionSpecificManualRubricTrait'), j), 'bench.jsonld: dataFeedElement[0].item.rating[0].additionalType: "QuestionSpecificManualRubricTrait": manual rubric traits are no longer supported'],
    ['a regex Python cannot compile', (j) => ((j.rating[4].additionalProperty[0].value = '(unclosed'), j), 'bench.jsonld: rating[4].additionalProperty.pattern: trait "Cites": Invalid regex pattern'],
    ['duplicate trait names', (j) => ((j.rating[1].name = 'Safe'), j), "bench.jsonld: rating: global rubric: Duplicate llm trait name 'Safe'"],
  ])('%s', (_, breakIt, message) => {
    const json = message.includes('rating') ? rubrics() : base()
    expect(errorOf(breakIt(json)).message.slice(0, message.length)).toBe(message)
  })

  it('names the file for unreadable, non-JSON and non-object files', async () => {
    const missing = join(dir, 'missing.jsonld')
    await expect(loadCheckpoint(missing)).rejects.toThrow(`${missing}: cannot read the file`)
    const broken = join(dir, 'broken.jsonld')
    await writeFile(broken, '{"name": "x",')
    await expect(loadCheckpoint(broken)).rejects.toThrow(new RegExp(`^${broken.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: not valid JSON`))
    const list = join(dir, 'list.jsonld')
    await writeFile(list, '[]')
    await expect(loadCheckpoint(list)).rejects.toThrow(`${list}: expected a JSON object (a JSON-LD DataFeed), got array`)
    const bad = join(dir, 'bad.jsonld')
    const json = base()
    json.dataFeedElement[2].item.hasPart.text = 42
    await writeFile(bad, JSON.stringify(json))
    await expect(loadCheckpoint(bad)).rejects.toThrow(`${bad}: dataFeedElement[2].item.hasPart.text: expected string, got number`)
  })

  it('rejects a template registered for a question id that is not in the file, and a non-template', () => {
    expect(errorOf(base(), { templates: { 'q-typo': {} } }).message).toMatch(/bench\.jsonld: options\.templates names question "q-typo", which is not in the checkpoint/)
    const id = base().dataFeedElement[1]['@id']
    expect(errorOf(base(), { templates: { [id]: { name: 'fake' } } }).message).toMatch(/is not a template made by defineTemplate/)
  })

  it('accepts what Karenina accepts: old additionalType without prefix, DataFeedItem keywords, no @id, legacy global traits', () => {
    const json = base()
    const item = json.dataFeedElement[0]
    delete item['@id']
    item.keywords = item.item.keywords
    delete item.item.keywords
    json.additionalProperty.push({ '@type': 'PropertyValue', name: 'global_regex_rubric_traits', value: JSON.stringify([{ name: 'legacy', pattern: 'x+' }]) })
    json.rating = [{ '@type': 'Rating', name: 'Old', bestRating: 1, worstRating: 0, additionalType: 'GlobalRubricTrait' }]
    const b = parseCheckpoint(json)
    expect(b.getQuestionIds()[0]).toBe('urn:uuid:question-what-is-the-putative-target-of-venetoclax-1be9d9af')
    expect(b.getAllQuestions()[0]!.keywords).toEqual(['oncology', 'pharmacology'])
    expect(b.getGlobalRubric()?.llm_traits[0]).toMatchObject({ name: 'Old', kind: 'boolean' })
    expect(b.getGlobalRubric()?.regex_traits[0]).toMatchObject({ name: 'legacy', pattern: 'x+' })
    expect(b.customProperties).not.toHaveProperty('global_regex_rubric_traits')
  })

  it("reproduces Karenina's custom_ key quirk only in compat mode", () => {
    const json = base()
    json.dataFeedElement[0].item.additionalProperty.push({ '@type': 'PropertyValue', name: 'custom_my_custom_key', value: 1 })
    expect(parseCheckpoint(json).getAllQuestions()[0]!.customMetadata).toEqual({ my_custom_key: 1 })
    expect(parseCheckpoint(json, { compat: 'karenina-python' }).getAllQuestions()[0]!.customMetadata).toEqual({ my_key: 1 })
  })
})
