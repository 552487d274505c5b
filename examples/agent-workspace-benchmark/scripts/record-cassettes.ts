// Re-records cassettes/agents.json without an API key. The loopback LLM server of @karenina/testing plays
// both models, scripted below: the answering agent (openai:gpt-4.1-mini, a tool loop with the workspace
// write tools) reads its input through read_file, computes the result here from what it read, and writes it
// with write_file; the judge (claude_agent_sdk: real Claude Code, pointed at the server) reads the files the
// agent left in its workspace copy with Claude Code's own Read and Glob tools. The real CLI runs against it
// with --replay record: every tool call really runs on real files; only the models' replies are scripted.
import { spawn } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { reply, startLlmServer, type NormalizedRequest } from '@karenina/testing'

const here = fileURLToPath(new URL('..', import.meta.url))
const cli = fileURLToPath(new URL('../../../packages/karenina/src/cli/main.ts', import.meta.url))
const cassette = join(here, 'cassettes/agents.json')

type Write = { path: string; content: string }
interface Task {
  /** A phrase of the question. */
  phrase: string
  input: string
  output: string
  /** What the agent writes, from the input's text (the hasty agent errs on one task, and leaves a scratch file on another). */
  write: (input: string) => Write[]
  final: string
  /** What a careful judge reads out of the output file (null when the file is missing). */
  judge: (output: string | null) => Record<string, unknown>
}

const csvRows = (text: string) => text.trim().split('\n').slice(1).map((line) => line.split(','))
const TASKS: Task[] = [
  {
    phrase: 'data/doses.csv',
    input: 'data/doses.csv',
    output: 'out/totals.csv',
    write: (text) => {
      const totals = new Map<string, number>()
      for (const [, drug, dose] of csvRows(text)) totals.set(drug!, (totals.get(drug!) ?? 0) + Number(dose))
      const rows = [...totals].sort(([a], [b]) => a.localeCompare(b)).map(([drug, total]) => `${drug},${total}`)
      return [{ path: 'out/totals.csv', content: `drug,total_mg\n${rows.join('\n')}\n` }]
    },
    final: 'Done: out/totals.csv has one row per drug.',
    judge: (out) => {
      const rows = out === null ? [] : csvRows(out)
      const total = (drug: string) => Number(rows.find(([d]) => d === drug)?.[1] ?? -1)
      return { imatinib_total_mg: total('imatinib'), dasatinib_total_mg: total('dasatinib'), drug_rows: rows.length }
    },
  },
  {
    phrase: 'data/events.json',
    input: 'data/events.json',
    output: 'out/severe.json',
    // The hasty mistake: "grade 3 or higher" read as grade > 3.
    write: (text) => {
      const counts: Record<string, number> = {}
      for (const e of JSON.parse(text) as { drug: string; grade: number }[]) if (e.grade > 3) counts[e.drug] = (counts[e.drug] ?? 0) + 1
      return [{ path: 'out/severe.json', content: `${JSON.stringify(counts, null, 2)}\n` }]
    },
    final: 'I counted the severe events per drug and wrote them to out/severe.json.',
    judge: (out) => {
      const counts = out === null ? null : (JSON.parse(out) as Record<string, number>)
      return { nilotinib_severe: counts?.['nilotinib'] ?? (counts ? 0 : -1), total_severe: counts ? Object.values(counts).reduce((a, b) => a + b, 0) : -1 }
    },
  },
  {
    phrase: 'data/genes.txt',
    input: 'data/genes.txt',
    output: 'out/genes.txt',
    write: (text) => [{ path: 'out/genes.txt', content: `${[...new Set(text.trim().split('\n').map((g) => g.trim().toUpperCase()))].sort().join('\n')}\n` }],
    final: 'Wrote 5 unique symbols to out/genes.txt.',
    judge: (out) => {
      const lines = out === null ? [] : out.split('\n').filter((l) => l.trim() !== '')
      return { gene_count: lines.length, includes_bcl2: lines.includes('BCL2') }
    },
  },
  {
    phrase: 'data/protocol.md',
    input: 'data/protocol.md',
    output: 'out/summary.json',
    write: (text) => [
      // Scratch notes left at the workspace root: the agentic trait outputs_under_out catches them.
      { path: 'notes.txt', content: `enrolled: ${/(\d+) were enrolled/.exec(text)?.[1]}\n` },
      {
        path: 'out/summary.json',
        content: `${JSON.stringify({ primary_endpoint: /primary endpoint is ([^(]+?) \(/.exec(text)?.[1], enrolled_patients: Number(/(\d+) were enrolled/.exec(text)?.[1]) })}\n`,
      },
    ],
    final: 'Summary written to out/summary.json.',
    judge: (out) => {
      const s = out === null ? null : (JSON.parse(out) as { primary_endpoint?: string; enrolled_patients?: number })
      return { primary_endpoint: s?.primary_endpoint?.toLowerCase() ?? 'none', enrolled_patients: s?.enrolled_patients ?? -1 }
    },
  },
]

const fullText = (r: NormalizedRequest) => [r.system ?? '', ...r.messages.map((m) => m.text)].join('\n')
const toolTexts = (r: NormalizedRequest) => r.messages.filter((m) => m.role === 'tool').map((m) => m.text)
function taskOf(r: NormalizedRequest): Task {
  const text = fullText(r)
  const task = TASKS.find((t) => text.includes(t.phrase))
  if (task === undefined) throw new Error(`no scripted task for: ${r.lastUserText.slice(0, 200)}`)
  return task
}

/** The answering agent: read the input, write the result, say so. */
function answeringAgent(r: NormalizedRequest) {
  const task = taskOf(r)
  const results = toolTexts(r)
  if (results.length === 0) return reply.toolCall('read_file', { path: task.input })
  if (results.length === 1) return reply.toolCalls(task.write(results[0]!).map((w) => ({ name: 'write_file', arguments: w })))
  return task.final
}

/** The file's text from Claude Code's Read result: line-number prefixes and appended system reminders removed. */
const fileText = (text: string) =>
  text
    .replace(/<system-reminder>[\s\S]*?<\/system-reminder>/g, '')
    .split('\n')
    .map((l) => l.replace(/^\s*\d+(?:[\t→]|$)/, ''))
    .join('\n')
    .trim()
const workspaceOf = (r: NormalizedRequest) => /Workspace directory: (\S+)/.exec(fullText(r))?.[1]
// The agentic trait outputs_under_out: its investigation's system prompt holds the trait's description.
const TRAIT_TASK = 'Did the agent write every file it produced under out/'

/** The judge: Claude Code investigations (they carry tools) and the Anthropic SDK's structured extractions. */
function judge(r: NormalizedRequest) {
  const text = fullText(r)
  const investigating = r.tools.some((t) => t.name === 'Read')
  if (investigating) {
    const ws = workspaceOf(r)
    if (ws === undefined) throw new Error('investigation without a workspace line')
    const results = toolTexts(r)
    if (text.includes(TRAIT_TASK)) {
      if (results.length === 0) return reply.toolCall('Glob', { pattern: '**/*', path: ws })
      // Glob lists paths relative to its path (absolute in some Claude Code versions).
      const files = fileText(results[0]!).split('\n').filter((l) => l.trim() !== '').map((l) => (l.startsWith(`${ws}/`) ? l.slice(ws.length + 1) : l))
      const stray = files.filter((f) => !f.startsWith('data/') && !f.startsWith('out/'))
      return `Files in the workspace: ${files.join(', ')}.\n${stray.length === 0 ? 'Every produced file is under out/.' : `Produced outside out/: ${stray.join(', ')}.`}\nVerdict: ${stray.length === 0}`
    }
    const task = taskOf(r)
    if (results.length === 0) return reply.toolCall('Read', { file_path: `${ws}/${task.output}` })
    const read = r.messages.find((m) => m.role === 'tool')!
    const content = read.isError === true || /does not exist|File not found/i.test(read.text) ? null : fileText(read.text)
    return `I read ${task.output}${content === null ? ' (missing)' : ''}.\n${JSON.stringify(task.judge(content))}`
  }
  // Extraction: the report's JSON for a template, the verdict for the trait.
  const report = r.lastUserText
  if (text.includes('Extract the final evaluation result')) return reply.json({ result: /Verdict: true/.test(report) })
  const json = /\{.*\}/s.exec(report.slice(report.lastIndexOf('I read ')))?.[0]
  if (json === undefined) throw new Error(`no findings in the report: ${report.slice(0, 300)}`)
  return reply.json(JSON.parse(json) as never)
}

const server = await startLlmServer()
server.on({ model: 'gpt-4.1-mini' }, answeringAgent)
server.on({ model: 'claude-haiku-4-5' }, judge)
server.on({}, (r) => {
  console.error(`unscripted request for ${r.model ?? 'no model'}: ${r.lastUserText.slice(0, 120)}`)
  return 'OK'
})
try {
  await rm(cassette, { force: true })
  const args = ['--conditions=karenina-source', '--import', 'tsx', cli, 'verify', 'checkpoint.jsonld', '--config', 'karenina.config.json', '--workspace-root', 'workspaces']
  args.push('--replay', 'record', '--cassette', cassette, '--output', join(here, 'out/recorded-results.json'), '--progress', 'plain')
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: here,
      stdio: 'inherit',
      // The SDKs (and Claude Code) read the base URLs from the environment when the config names none.
      env: {
        ...process.env,
        OPENAI_BASE_URL: server.openaiBaseURL,
        OPENAI_API_KEY: 'sk-loopback-recording',
        ANTHROPIC_BASE_URL: server.anthropicBaseURL,
        ANTHROPIC_API_KEY: 'sk-ant-loopback-recording',
      },
    })
    child.on('exit', resolve)
  })
  console.log(`\n${server.requests.length} model requests served; agent runs and judge calls recorded into ${cassette}`)
  process.exitCode = code ?? 1
} finally {
  await server.close()
}
