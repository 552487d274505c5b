import { mkdir, mkdtemp, open, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { CheckpointError } from '../../errors/checkpoint-error.js'
import { defineTemplate } from '../../template/define-template.js'
import { buildMinimal } from '../../../test/fixtures/benchmark/checkpoint/checkpoint-fixtures.js'
import { writeOutputText } from '../../utils/output-file.js'
import { loadCheckpoint } from './load-checkpoint.js'
import { saveCheckpoint, serializeCheckpoint } from './save-checkpoint.js'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'karenina-save-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** A classic TS template: its verify is a TypeScript function, so it has no Python source. */
const TsOnly = defineTemplate({ n: z.int().describe('A number') }, { verify: (a) => a.values.n === 1 })

describe('saveCheckpoint', () => {
  it('writes exactly the serialized text at the given path', async () => {
    const path = join(dir, 'bench.jsonld')
    await saveCheckpoint(buildMinimal(), path)
    expect(await readFile(path, 'utf8')).toBe(serializeCheckpoint(buildMinimal()))
    expect(await readdir(dir)).toEqual(['bench.jsonld'])
  })

  it('leaves the previous file whole and no temporary file when serialization fails', async () => {
    const path = join(dir, 'bench.jsonld')
    await saveCheckpoint(buildMinimal(), path)
    const before = await readFile(path, 'utf8')
    const broken = buildMinimal()
    const id = broken.addQuestion({ question: 'One?', rawAnswer: '1', template: TsOnly })
    const error = await saveCheckpoint(broken, path).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CheckpointError)
    expect((error as Error).message).toBe(
      `${path}: dataFeedElement[1].item.hasPart.text: question ${JSON.stringify(id)}: template Answer has no Python source (it uses TypeScript hooks), ` +
        'and a checkpoint stores templates as Python; give its Python text with defineTemplate(shape, { ..., source }) or use only field(...) declarations',
    )
    expect(await readFile(path, 'utf8')).toBe(before)
    expect(await readdir(dir)).toEqual(['bench.jsonld'])
  })

  it('saves a TS template that carries its Python source', async () => {
    const WithSource = defineTemplate({ n: z.int().describe('A number') }, { verify: (a) => a.values.n === 1, source: 'class Answer(BaseAnswer):\n    n: int\n' })
    const b = buildMinimal()
    const id = b.addQuestion({ question: 'One?', rawAnswer: '1', template: WithSource })
    const path = join(dir, 'bench.jsonld')
    await saveCheckpoint(b, path)
    const loaded = await loadCheckpoint(path)
    expect(loaded.getQuestion(id).templateSource).toBe(WithSource.source)
    expect(loaded.getQuestion(id).templateProblem).toMatch(/field "n" has no VerifiedField/)
  })

  it('a stored template with two answer classes loads unusable, naming the question and both classes as Karenina does', async () => {
    const source =
      'class DrugAnswer(BaseAnswer):\n    target: str = VerifiedField(description="Target", ground_truth="BCL2", verify_with=ExactMatch())\n' +
      'class DoseAnswer(BaseAnswer):\n    dose: int = VerifiedField(description="Dose", ground_truth=400, verify_with=NumericExact())\n'
    const TwoClasses = defineTemplate({ n: z.int().describe('A number') }, { verify: () => true, source })
    const b = buildMinimal()
    const id = b.addQuestion({ question: 'Target and dose?', rawAnswer: 'BCL2, 400', template: TwoClasses })
    const path = join(dir, 'bench.jsonld')
    await saveCheckpoint(b, path)
    const problem = (await loadCheckpoint(path)).getQuestion(id).templateProblem
    expect(problem).toContain(`question ${JSON.stringify(id)}`)
    expect(problem).toContain("(Multiple BaseAnswer subclasses found at leaf level: ['DrugAnswer', 'DoseAnswer'], template line 3)")
  })
})

describe('saveCheckpoint is atomic', () => {
  it('replaces the file by rename: a reader of the old file keeps it whole, and no temporary file stays', async () => {
    const path = join(dir, 'bench.jsonld')
    const b = buildMinimal()
    await saveCheckpoint(b, path)
    const before = await readFile(path, 'utf8')
    const reader = await open(path, 'r')
    try {
      const inodeBefore = (await stat(path)).ino
      b.addQuestion({ question: 'A second question?', rawAnswer: 'Yes' })
      await saveCheckpoint(b, path)
      // A new file took the name (write, then rename); an in-place write would have truncated the reader's file.
      expect((await stat(path)).ino).not.toBe(inodeBefore)
      expect(await reader.readFile('utf8')).toBe(before)
    } finally {
      await reader.close()
    }
    const after = await readFile(path, 'utf8')
    expect(after).not.toBe(before)
    expect((await loadCheckpoint(path)).getAllQuestions()).toHaveLength(b.getAllQuestions().length)
    expect(await readdir(dir)).toEqual(['bench.jsonld'])
  })
})

describe('writeOutputText', () => {
  it('replaces a file and cleans up its temporary file when the write fails', async () => {
    const path = join(dir, 'out.json')
    await writeFile(path, 'old')
    await writeOutputText(path, 'new')
    expect(await readFile(path, 'utf8')).toBe('new')
    // Renaming a file over a directory fails after the temporary file was written: it must not stay behind.
    const target = join(dir, 'taken')
    await mkdir(join(target, 'child'), { recursive: true })
    await expect(writeOutputText(target, 'x')).rejects.toThrow()
    expect((await readdir(dir)).sort()).toEqual(['out.json', 'taken'])
  })
})
