// `--templates <module>`: TypeScript implementations of classic Python templates (and callable trait
// functions) registered by question id from an ES module, for `karenina verify` and `karenina validate`.
// The checkpoint holds one declarative template and one classic one; the models are the loopback server.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { Writable } from 'node:stream'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { reply, startLlmServer, type LlmServer, type NormalizedRequest } from '@karenina/testing'
import { Benchmark, callableTrait, defineRubric, defineTemplate, exactMatch, field, generateTemplateId, readResultsFile, type VerificationResult } from 'karenina'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { CLASSIC_PYTHON } from '../../packages/karenina/test/fixtures/benchmark/checkpoint/checkpoint-fixtures.js'
// The checkpoint writer is not re-exported from the package root yet.
import { saveCheckpoint } from '../../packages/karenina/src/benchmark/checkpoint/save-checkpoint.js'
import { runCli } from '../../packages/karenina/src/cli/run-cli.js'
import { pythonTemplate } from '../../packages/karenina/src/python-sandbox/python-template.js'
import { runKarenina } from './fixtures/karenina-cli.js'

const MODULES = fileURLToPath(new URL('./fixtures/templates/', import.meta.url))
const modulePath = (name: string) => join(MODULES, name)

const Target = defineTemplate({
  target: field(z.string(), { description: 'The protein target named in the response', groundTruth: 'BCL2', check: exactMatch({ normalize: ['lowercase', 'strip'] }) }),
})

/** What each answering model says: gpt-right is right and brief; gpt-wrong gets the sum wrong, at length. */
const ANSWERS: Record<string, Record<string, string>> = {
  'gpt-right': { venetoclax: 'The target is BCL2.', sum: '2+2 = 4' },
  'gpt-wrong': { venetoclax: 'The target is BCL2.', sum: 'After long and careful consideration: 2+2 = 5' },
}

const transcript = (request: NormalizedRequest) => JSON.stringify(request.messages)

let server: LlmServer
let dir: string
let checkpoint: string
beforeAll(async () => {
  server = await startLlmServer()
  for (const [model, answers] of Object.entries(ANSWERS)) {
    server.on({ model }, (request) => (request.lastUserText.includes('2+2') ? answers.sum! : answers.venetoclax!))
  }
  // The judge reads the number off the answer: only the TypeScript verify() decides whether it is right.
  server.on({ model: 'gpt-judge' }, (request) => {
    const text = transcript(request)
    if (!text.includes('What is 2+2?')) return reply.json({ target: 'BCL2' })
    return reply.json({ result: Number(/2\+2 = (\d+)/.exec(text)?.[1]) })
  })
  dir = await mkdtemp(join(tmpdir(), 'karenina-cli-templates-'))
  const benchmark = Benchmark.create({ name: 'classic and declarative', now: () => new Date(2026, 0, 2, 3, 4, 5) })
  benchmark.addQuestion({ id: 'q-declarative', question: 'What is the putative target of venetoclax?', rawAnswer: 'BCL2', template: Target })
  // As a checkpoint written by Python Karenina holds it: a classic template with custom verify() code.
  benchmark.addQuestion({ id: 'q-classic', question: 'What is 2+2?', rawAnswer: '4', template: pythonTemplate(CLASSIC_PYTHON) })
  const pythonCode = Buffer.from('def short_answer(text): return len(text) < 40').toString('base64')
  benchmark.setGlobalRubric(defineRubric({ callableTraits: [callableTrait({ name: 'short_answer', kind: 'boolean', fn: (text) => text.length < 40, callableCode: pythonCode })] }))
  checkpoint = join(dir, 'bench.jsonld')
  await saveCheckpoint(benchmark, checkpoint)
})
afterAll(async () => {
  await server.close()
  await rm(dir, { recursive: true, force: true })
})

const env = { OPENAI_API_KEY: 'sk-test' }
const endpoint = (name: string) => `openai_endpoint:${name}@${server.openaiBaseURL}`

function verifyArgs(output: string, ...extra: string[]): string[] {
  return ['verify', checkpoint, '-a', endpoint('gpt-right'), endpoint('gpt-wrong'), '-p', endpoint('gpt-judge'), '-m', 'template_and_rubric', '-o', output, '--progress', 'plain', ...extra]
}

/** Results by question id and answering model. */
async function resultsOf(output: string): Promise<Map<string, VerificationResult>> {
  const set = await readResultsFile(output)
  return new Map(set.results.map((r) => [`${r.metadata.question_id} ${r.metadata.answering.model_name}`, r]))
}

/** runCli in-process (the bin minus `process`): fast, for the many bad-input cases. */
async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const out = { stdout: '', stderr: '' }
  const sink = (key: 'stdout' | 'stderr') =>
    new Writable({
      write: (chunk: Buffer, _enc, done) => {
        out[key] += chunk.toString('utf8')
        done()
      },
    })
  const code = await runCli(args, { stdout: sink('stdout'), stderr: sink('stderr'), env, cwd: MODULES })
  return { code, ...out }
}

describe('karenina verify --templates', () => {
  it('without it, the classic question runs in the Python sandbox (its own verify()); the declarative one runs', async () => {
    const output = join(dir, 'without.json')
    const run = await runKarenina(verifyArgs(output), { env })
    expect(run.stderr).not.toContain('karenina:')
    expect(run.code).toBe(0)
    // Its callable_code is Python source: it runs in the sandbox too.
    expect(run.stderr).not.toContain('has no TypeScript function')
    const results = await resultsOf(output)
    expect(results.size).toBe(4)
    const right = results.get('q-classic gpt-right')!
    expect(right.metadata.failure).toBeNull()
    expect(right.template?.parsed_llm_response).toEqual({ result: 4 })
    expect(right.template?.verify_result).toBe(true)
    const wrong = results.get('q-classic gpt-wrong')!
    expect(wrong.template?.verify_result).toBe(false)
    expect(wrong.metadata.failure?.category).toBe('content')
    expect(right.metadata.template_id).toBe(generateTemplateId(CLASSIC_PYTHON))
    for (const model of ['gpt-right', 'gpt-wrong']) {
      const declarative = results.get(`q-declarative ${model}`)!
      expect(declarative.metadata.failure).toBeNull()
      expect(declarative.template?.verify_result).toBe(true)
      expect(declarative.rubric?.callable_trait_scores).toEqual({ short_answer: true })
    }
    // The stored Python `len(text) < 40` scores the answers: the wrong one is long.
    expect(right.rubric?.callable_trait_scores).toEqual({ short_answer: true })
    expect(wrong.rubric?.callable_trait_scores).toEqual({ short_answer: false })
  }, 120_000)

  it('with a .mjs module, the classic question runs its TypeScript verify() and the callable scores', async () => {
    const output = join(dir, 'with.json')
    const run = await runKarenina(verifyArgs(output, '--templates', modulePath('classic-templates.mjs')), { env })
    expect(run.stderr).not.toContain('karenina:')
    expect(run.stderr).not.toContain('has no TypeScript function')
    expect(run.code).toBe(0)
    const results = await resultsOf(output)
    expect(results.size).toBe(4)
    const right = results.get('q-classic gpt-right')!
    expect(right.metadata.failure).toBeNull()
    expect(right.template?.parsed_llm_response).toEqual({ result: 4 })
    expect(right.template?.verify_result).toBe(true)
    const wrong = results.get('q-classic gpt-wrong')!
    expect(wrong.template?.parsed_llm_response).toEqual({ result: 5 })
    expect(wrong.template?.verify_result).toBe(false)
    expect(wrong.metadata.failure?.category).toBe('content')
    for (const model of ['gpt-right', 'gpt-wrong']) expect(results.get(`q-declarative ${model}`)!.template?.verify_result).toBe(true)
    // The registered function scores the callable trait: short answers only.
    expect(right.rubric?.callable_trait_scores).toEqual({ short_answer: true })
    expect(wrong.rubric?.callable_trait_scores).toEqual({ short_answer: false })
    // The template id is still the checkpoint's (the MD5 of its Python source), as Karenina computes it.
    expect(right.metadata.template_id).toBe(generateTemplateId(CLASSIC_PYTHON))
  }, 60_000)
})

describe('karenina validate --templates', () => {
  it('builds the classic template in the Python sandbox without it (exit 0); a TypeScript module replaces it (exit 0)', async () => {
    const [without, withTs] = await Promise.all([runKarenina(['validate', checkpoint]), runKarenina(['validate', checkpoint, '--templates', modulePath('classic-templates.ts')])])
    expect(without.stderr).not.toContain('invalid:')
    expect(without.code).toBe(0)
    expect(without.stdout).toContain('python: 1 classic Python template runs in the Python sandbox')
    expect(withTs.stderr).not.toContain('invalid:')
    expect(withTs.code).toBe(0)
    expect(withTs.stdout).not.toContain('python:')
    expect(withTs.stdout).toContain('2 questions (2 finished, 2 with templates')
    expect(withTs.stdout).toContain(`1 TypeScript template and 1 callable function from ${modulePath('classic-templates.ts')} replace the stored ones: q-classic`)
  }, 120_000)

  it('reports a classic template whose class fails to load in the sandbox (exit 1), naming the question and the Python error', async () => {
    const bad = Benchmark.create({ name: 'bad classic' })
    bad.addQuestion({ id: 'q-os', question: 'What is 2+2?', rawAnswer: '4', template: pythonTemplate(CLASSIC_PYTHON.replace('from pydantic import Field', 'import os\nfrom pydantic import Field')) })
    const path = join(dir, 'bad-classic.jsonld')
    await saveCheckpoint(bad, path)
    const run = await runKarenina(['validate', path])
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('dataFeedElement[0].item.hasPart.text: question "q-os": the Python template Answer failed to load in the sandbox: Error executing template code: ImportError: import of os is not allowed in the karenina sandbox')
  }, 120_000)

  it('documents the flag and an example module in --help', async () => {
    for (const command of ['verify', 'validate']) {
      const help = await cli([command, '--help'])
      expect(help.code).toBe(0)
      expect(help.stdout).toContain('--templates <module>')
      expect(help.stdout).toContain('export const templates = {')
    }
  })
})

describe('a bad --templates module exits 2 before any work, naming the module and the problem', () => {
  const cases: [string, (path: string) => string][] = [
    ['missing.mjs', (p) => `--templates ${p}: no such file`],
    ['not-a-template.mjs', (p) => `--templates ${p} › templates["q-classic"]: not a template made by defineTemplate or templateFromSpec (got an object (name, verify))`],
    ['templates-array.mjs', (p) => `--templates ${p} › templates: expected an object of question id → template, got an array`],
    ['callable-not-function.mjs', (p) => `--templates ${p} › callables["short_answer"]: expected a function (text: string) => boolean | number | string, got string`],
    ['no-registrations.mjs', (p) => `--templates ${p}: the module exports neither \`templates\` nor \`callables\` (its exports: Answer)`],
    ['throws.mjs', (p) => `--templates ${p}: importing the module failed: boom while building templates`],
    ['unknown-question.mjs', (p) => `--templates ${p} › templates: question id "q-clasic" not in the checkpoint (it has 2: "q-declarative", "q-classic")`],
    ['unknown-callable.mjs', (p) => `--templates ${p} › callables: trait "shorter_answer" not in the checkpoint (its callable traits: "short_answer")`],
  ]

  it.each(cases)('verify --templates %s', async (name, message) => {
    const since = server.requests.length
    const run = await cli(verifyArgs(join(dir, `bad-${name}.json`), '--templates', name))
    expect(run.stderr).toContain(message(name))
    expect(run.code).toBe(2)
    expect(server.requests.length).toBe(since)
  })

  it.each(cases)('validate --templates %s', async (name, message) => {
    const run = await cli(['validate', checkpoint, '--templates', name])
    expect(run.stderr).toContain(message(name))
    expect(run.code).toBe(2)
  })

  it('a file that is not a module, and a relative path resolved from the current directory', async () => {
    const json = join(dir, 'templates.json')
    await writeFile(json, '{"templates": {}}')
    const notModule = await cli(['validate', checkpoint, '--templates', json])
    expect(notModule.code).toBe(2)
    expect(notModule.stderr).toContain(`--templates ${json}: expected an ES module (.js or .mjs; .ts when node can load TypeScript), got ".json"`)
    // Spawned from the fixtures folder: the relative path is read from there.
    const relative = await runKarenina(['validate', checkpoint, '--templates', 'classic-templates.mjs'], { cwd: MODULES })
    expect(relative.stderr).toBe('')
    expect(relative.code).toBe(0)
  }, 30_000)
})
