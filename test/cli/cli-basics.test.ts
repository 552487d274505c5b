// The `karenina` command as a process: help and version, `validate` on good, broken and missing
// checkpoints, and the clear errors (with exit code 2) of `verify` on bad input.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { Writable } from 'node:stream'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../../packages/karenina/src/cli/run-cli.js'
import { EXAMPLE, runKarenina } from './fixtures/karenina-cli.js'

const CHECKPOINT = join(EXAMPLE, 'checkpoint.jsonld')
const ANSWERS = join(EXAMPLE, 'answers/careful-bot.json')
let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'karenina-cli-basics-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** A copy of the example checkpoint with one change. */
async function brokenCheckpoint(name: string, edit: (doc: { dataFeedElement: { item: Record<string, unknown> & { hasPart: { text: string } } }[] }) => void): Promise<string> {
  const doc = JSON.parse(await readFile(CHECKPOINT, 'utf8'))
  edit(doc)
  const path = join(dir, name)
  await writeFile(path, JSON.stringify(doc, null, 2))
  return path
}

describe('karenina --help / --version', () => {
  it('lists the commands and documents the exit codes', async () => {
    const run = await runKarenina(['--help'])
    expect(run.code).toBe(0)
    for (const command of ['verify', 'report', 'merge', 'validate']) expect(run.stdout).toContain(command)
    expect(run.stdout).toContain('Exit codes:')
    expect(run.stdout).toMatch(/3\s+not every result was judged/)
    const verifyHelp = await runKarenina(['verify', '--help'])
    expect(verifyHelp.code).toBe(0)
    expect(verifyHelp.stdout).toContain('--min-pass-rate')
    expect(verifyHelp.stdout).toContain('--resume')
    expect(verifyHelp.stdout).toContain('Exit codes:')
  })

  it('prints the version, and rejects an unknown option with exit 2', async () => {
    const version = await runKarenina(['--version'])
    expect(version.code).toBe(0)
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/)
    const bad = await runKarenina(['verify', CHECKPOINT, '--frobnicate'])
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain("unknown option '--frobnicate'")
  })
})

describe('karenina validate', () => {
  it('exits 0 on the example checkpoint and describes it', async () => {
    const run = await runKarenina(['validate', CHECKPOINT])
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('valid:')
    expect(run.stdout).toContain('4 questions (4 finished, 4 with templates')
  })

  it('exits 1 naming the file and the key path of a wrong value', async () => {
    const path = await brokenCheckpoint('wrong-type.jsonld', (doc) => {
      doc.dataFeedElement[1]!.item.text = 42
    })
    const run = await runKarenina(['validate', path])
    expect(run.code).toBe(1)
    expect(run.stderr).toContain(`${path}: dataFeedElement[1].item.text: expected string, got number`)
  })

  it('exits 1 naming the question and the template problem of an unknown primitive', async () => {
    const path = await brokenCheckpoint('bad-primitive.jsonld', (doc) => {
      const part = doc.dataFeedElement[2]!.item.hasPart
      part.text = part.text.replace('ContainsAny(', 'ContainsAnyy(')
    })
    const run = await runKarenina(['validate', path])
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('dataFeedElement[2].item.hasPart.text')
    expect(run.stderr).toContain('ContainsAnyy is not one of the verification primitives')
  })

  it('exits 2 for a missing file and 1 for a file that is not JSON', async () => {
    const missing = await runKarenina(['validate', join(dir, 'nope.jsonld')])
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain('nope.jsonld: no such file')
    const text = join(dir, 'not-json.jsonld')
    await writeFile(text, '{"name": ')
    const bad = await runKarenina(['validate', text])
    expect(bad.code).toBe(1)
    expect(bad.stderr).toContain('not valid JSON')
  })
})

describe('karenina verify — bad input exits 2 before any work, with a message naming the problem', () => {
  // In-process (runCli is the bin minus `process`), so the many cases stay fast; the spawned runs above
  // and in the other files cover the process itself.
  async function cli(args: string[]): Promise<{ code: number; stderr: string }> {
    let stderr = ''
    const sink = new Writable({ write: (_chunk, _enc, done) => done() })
    const err = new Writable({
      write: (chunk: Buffer, _enc, done) => {
        stderr += chunk.toString('utf8')
        done()
      },
    })
    const code = await runCli(args, { stdout: sink, stderr: err, env: {}, cwd: dir })
    return { code, stderr }
  }

  it.each([
    [['-a', 'manual', '--manual-traces', ANSWERS, '-p', 'openai:gpt-4.1-mini', '-q', 'no-such-question'], '--questions: unknown question id "no-such-question" (the checkpoint has 4:'],
    [['-a', 'manual', '--manual-traces', ANSWERS], 'no judge model: pass --parsing <model>'],
    [['-p', 'openai:gpt-4.1-mini'], 'no answering model: pass --answering <model>'],
    [['-a', 'openai', '-p', 'openai:gpt-4.1-mini'], '"openai": missing provider or model'],
    [['-a', 'manual', '--manual-traces', 'missing.json', '-p', 'openai:gpt-4.1-mini'], 'manual traces file '],
    [['-a', 'openai:gpt-4.1-mini', '--manual-traces', ANSWERS, '-p', 'openai:gpt-4.1-mini'], '--manual-traces needs a manual answering model'],
    [['-a', 'openai:gpt-4.1-mini', '-p', 'openai:gpt-4.1-mini', '--mcp', 'search'], '--mcp "search": expected name=url with an http(s) URL of a Streamable HTTP MCP server'],
    [['-a', 'openai:gpt-4.1-mini', '-p', 'openai:gpt-4.1-mini', '--mcp', 'search=ftp://127.0.0.1/x'], '--mcp "search=ftp://127.0.0.1/x": expected name=url'],
    [['-a', 'openai:gpt-4.1-mini', '-p', 'openai:gpt-4.1-mini', '--resume'], '--resume needs --output'],
    [['-a', 'openai:gpt-4.1-mini', '-p', 'openai:gpt-4.1-mini', '-r', '0'], "option '-r, --replicates <n>' argument '0' is invalid. expected a whole number ≥ 1"],
    [['-a', 'openai:gpt-4.1-mini', '-p', 'openai:gpt-4.1-mini', '--mode', 'everything'], "argument 'everything' is invalid. Allowed choices are template_only, template_and_rubric, rubric_only"],
    [['-a', 'openai:gpt-4.1-mini', '-p', 'openai:gpt-4.1-mini', '--min-pass-rate', '120%'], 'expected a fraction between 0 and 1 (0.8) or a percentage (80%)'],
  ])('%j → exit 2', async (args, message) => {
    const run = await cli(['verify', CHECKPOINT, ...args])
    expect(run.stderr).toContain(message)
    expect(run.code).toBe(2)
  })

  // OpenAI chat messages have no tool_result and a null content: read loosely, the tool call and its result
  // were dropped from the trace and the answer judged on what was left.
  it('manual traces in another SDK\'s message shape (spawned): exit 2 naming the file, the question and the message', async () => {
    const answers = join(dir, 'openai-answers.json')
    const messages = [
      { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'lookup', arguments: '{}' } }] },
      { role: 'tool', tool_call_id: 'call_1', content: 'BCL2' },
    ]
    await writeFile(answers, JSON.stringify({ q1: messages }))
    const run = await runKarenina(['verify', CHECKPOINT, '-a', 'manual', '--manual-traces', answers, '-p', 'openai:gpt-4.1-mini'])
    expect(run.code, run.stderr).toBe(2)
    expect(run.stderr).toContain(`manual traces file ${answers} › q1[0].content: `)
    expect(run.stderr).toContain("the message looks like an OpenAI Chat Completions message (tool_calls[].function)")
  })

  it('a missing checkpoint (spawned: the process exit code)', async () => {
    const missing = await runKarenina(['verify', join(dir, 'absent.jsonld'), '-a', 'manual', '--manual-traces', ANSWERS, '-p', 'openai:gpt-4.1-mini'])
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain('absent.jsonld: no such file')
  })
})
